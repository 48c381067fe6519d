// generated — do not edit. Source: ../../specs/conformance-tasks.yaml. Regenerate with `npm run generate`.
// TypeScript types of every schema in the manifest: a shared definition is one type, used by name.

export interface GreetInput {
  name: string
}

export interface SlowComputeInput {
  seconds: number
  label?: string
}

export interface SlowComputeOutput {
  label?: string
  seconds: number
}

export interface FailingJobInput {
}

export interface ProtocolErrorJobInput {
}

export interface ConfirmDeleteInput {
  filename?: string
}

export interface MultiInputInput {
}

export interface TestToolWithTaskInput {
}
