// generated — do not edit. Source: ../../specs/kitchen-sink.yaml. Regenerate with `npm run generate`.
// TypeScript types of every schema in the manifest: a shared definition is one type, used by name.

export interface Tag {
  name: string
  color: ("red" | "green" | "blue")
  note?: (string | null)
}

export interface TreeNode {
  value: number
  children?: TreeNode[]
}

export interface Point {
  x: number
  y: number
}

export type Shape = ({
    kind: "circle"
    center: Point
    radius: number
  } | {
    kind: "rect"
    /**
     * @minItems 2
     */
    corners: [Point, Point]
})

export interface RateLimitedData {
  retryAfterSeconds: number
  bucket?: string
}

export interface TagNotFoundData {
  name?: string
}

export interface StatusInput {
}

export interface EchoInput {
  text: string
  mode: ("upper" | "lower" | "keep")
  repeat: number
  /**
   * A nullable note
   */
  note?: (string | null)
  id?: (string | number)
  at?: string
}

export interface EchoOutput {
  text: string
  mode: ("upper" | "lower" | "keep")
  note: (string | null)
  id?: (string | number)
  length: number
}

export interface FilesReadTextInput {
  path: string
  maxBytes: number
}

export interface FilesReadTextOutput {
  path: string
  text: string
  truncated: boolean
}

export interface TagUpsertInput {
  tag: Tag
  expectedVersion?: (number | null)
}

export interface TagUpsertOutput {
  tag: Tag
  version: number
}

export interface TagsListInput {
  color?: ("red" | "green" | "blue")
}

export type TagsListOutput = Tag[]

export interface TagGetInput {
  name: string
}

export type TagGetOutput = Tag;

export interface TreeStatsInput {
  tree: TreeNode
}

export interface TreeStatsOutput {
  sum: number
  count: number
  depth: number
  mirrored: TreeNode
}

export interface GeometryMeasureInput {
  /**
   * @minItems 1
   */
  shapes: [Shape, ...(Shape)[]]
  precision?: number
}

export interface GeometryMeasureOutput {
  areas: number[]
  /**
   * @minItems 2
   */
  boundingBox: [Point, Point]
}

export interface DeleteInput {
  name: string
  force: boolean
}

export interface InfoInput {
  verbose?: boolean
}

export interface ImageRenderInput {
  color: ("red" | "green" | "blue")
}

export interface FailInput {
  error: ("RateLimited" | "TagNotFound" | "Conflict" | "Unavailable" | "InvalidParamsError" | "InvalidRequestError" | "NotFoundError" | "PermissionDeniedError" | "InternalError" | "unexpected")
  message?: string
}

export interface CountdownInput {
  steps: number
  /**
   * Pause per step
   */
  delayMs: number
  /**
   * Throw Unavailable after the last step
   */
  fail?: boolean
}

export interface CountdownOutput {
  steps: number
}

export interface TodoLaterInput {
  anything?: string
}
