// generated — do not edit. Source: ../../specs/conformance.yaml. Regenerate with `npm run generate`.
// TypeScript types of every schema in the manifest: a shared definition is one type, used by name.

export interface JsonSchema202012ToolInputAddress {
  street?: string
  city?: string
}

export interface TestSimpleTextInput {
}

export interface TestImageContentInput {
}

export interface TestAudioContentInput {
}

export interface TestEmbeddedResourceInput {
}

export interface TestMultipleContentTypesInput {
}

export interface TestToolWithLoggingInput {
}

export interface TestErrorHandlingInput {
}

export interface TestToolWithProgressInput {
}

export interface TestSamplingInput {
  /**
   * The prompt for the model
   */
  prompt: string
}

export interface TestElicitationInput {
  /**
   * What to ask the user
   */
  message: string
}

export interface TestElicitationSep1034DefaultsInput {
}

export interface TestElicitationSep1330EnumsInput {
}

export type JsonSchema202012ToolInput = ({
    [k: string]: unknown
  } & JsonSchema202012ToolInput1)

export interface JsonSchema202012ToolInput1 {
  name?: string
  address?: JsonSchema202012ToolInputAddress
  contactMethod?: ("phone" | "email")
  phone?: string
  email?: string
}

export interface TestXMcpHeaderInput {
  region?: string
  level?: number
}

export interface TestMissingCapabilityInput {
}

export interface TestStreamingElicitationInput {
}

export interface TestLoggingToolInput {
}

export interface TestInputRequiredResultElicitationInput {
}

export interface TestInputRequiredResultSamplingInput {
}

export interface TestInputRequiredResultListRootsInput {
}

export interface TestInputRequiredResultRequestStateInput {
}

export interface TestInputRequiredResultMultipleInputsInput {
}

export interface TestInputRequiredResultMultiRoundInput {
}

export interface TestInputRequiredResultTamperedStateInput {
}

export interface TestInputRequiredResultCapabilitiesInput {
}
