// generated — do not edit. Source: ../../specs/toolsets.yaml. Regenerate with `npm run generate`.
// TypeScript types of every schema in the manifest: a shared definition is one type, used by name.

export interface ListIssuesInput {
  limit: number
}

export interface ListIssuesOutput {
  issues: {
    number: number
    title: string
  }[]
}

export interface CreateCommentInput {
  issue: number
  body: string
}

export interface MergePullInput {
  pull: number
}

export interface AddLabelInput {
  name: string
  color?: string
}
