// generated — do not edit. Source: ../../specs/scale-out.yaml. Regenerate with `npm run generate`.
// TypeScript types of every schema in the manifest: a shared definition is one type, used by name.

export interface HoldInput {
  seconds?: number
}

export interface HoldOutput {
  held: number
  pid: number
}

export interface AskInput {
}

export interface AskOutput {
  answer: string
  pid: number
}

export interface QuickInput {
  ms: number
}

export interface QuickOutput {
  slept: number
}

export interface LimitedInput {
  n: number
}

export interface PerCallerInput {
}
