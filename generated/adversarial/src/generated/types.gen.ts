// generated — do not edit. Source: ../../specs/adversarial.yaml. Regenerate with `npm run generate`.
// TypeScript types of every schema in the manifest: a shared definition is one type, used by name.

export interface SimpleUser {
  login: string
  site?: WithDashAndDot
}

/**
 * Derives the same TypeScript name as simple-user.
 */
export type SimpleUser2 = string

export type Definition2fa = boolean

export type WithDashAndDot = string

export type Root = number

/**
 * A tree node * / with ${children}
 */
export interface Node {
  "label */": string
  children?: Node[]
}

export interface ConstructorInput {
  /**
   * * / constructor ${x}
   */
  "constructor": string
  "toString"?: number
  "hasOwnProperty"?: boolean
  "valueOf": string
}

export interface ConstructorOutput {
  "constructor": string
  "toString": (number | null)
  keys: string[]
}

export interface UsersInput {
  user: SimpleUser
  alias?: SimpleUser2
  twoFactor?: Definition2fa
  count?: Root
}

export interface UsersOutput {
  login: string
  alias?: SimpleUser2
}

export interface ToStringInput {
}

export interface HasOwnPropertyInput {
  prototype?: string
  "isPrototypeOf"?: string
}

export interface ProtoInput {
}

export type ProtoOutput = string

export interface DeleteInput {
  id: string
}

export type DeleteOutput = boolean

export interface ThenInput {
}

export interface DefaultInput {
}

export interface EsModuleInput {
}

export interface AwaitInput {
}

export interface EvalInput {
}

export interface ArgumentsInput {
}

export interface ClassInput {
}

/**
 * @minItems 3
 */
export type ClassOutput = [string, number, (boolean | null)]

/**
 * input * / ${schema}
 */
export interface HostileStringsInput {
  "123"?: string
  /**
   * closes a comment * /
   */
  "*/"?: string
  "/*"?: string
  "`"?: string
  "${x}"?: string
  "\""?: string
  "'"?: string
  "\\"?: string
  "a-b c"?: string
  " "?: string
  "😀"?: string
  "漢字"?: string
  "</script>"?: string
  choice: ("*/" | "/*" | "`" | "${x}" | "\"" | "'" | "\\" | " " | " " | "😀" | "中文" | "</script>")
  quoted: string
}

export interface HostileStringsOutput {
  echoed: {
    [k: string]: string
  }
  choice?: ("*/" | "/*" | "`" | "${x}" | "\"" | "'" | "\\" | " " | " " | "😀" | "中文" | "</script>")
}

export interface ShapesInput {
  tree?: Node
  either?: (string | number)
  any?: ({
      a: string
    } | null)
  all?: ({
      x: number
    } & {
      y?: number
  })
  nullable?: (string | null)
  pair?: []|[string]|[string, number]
}

export interface ShapesOutput {
  depth: number
  tree?: Node
  received: {
  }
}

export interface UnionOutInput {
  kind: ("number" | "text" | "list" | "nothing")
}

export type UnionOutOutput = (number | string | string[] | null)
