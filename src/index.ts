// Public API. Adding a symbol here makes it public.
export { readManifest, renderManifest, type GenerateOptions, type GenerateResult } from './pipeline.js';
// The CLI's generate: the satellites' judgements (OpenAPI drift MCPG700, budget MCPG255, MCPG256) included.
export { generateJudged as generate } from './commands/gates.js';
export { parseManifest, loadManifest, type LoadedManifest } from './manifest/load.js';
export { validateManifest, type ValidationResult } from './manifest/validate.js';
export { manifestSchema } from './manifest/shape.js';
export { normalizeManifest } from './ir/normalize.js';
export { renderServer, type RenderedFile } from './render/index.js';
export type { ServerIR, ToolIR, SchemaIR, ErrorClassIR, ResourceIR, ResourceTemplateIR, PromptIR } from './ir/types.js';
export type { Diagnostic } from './diagnostics/diagnostic.js';
export { DIAGNOSTIC_CODES, type DiagnosticCode } from './diagnostics/codes.js';
