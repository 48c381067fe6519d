import { checkEditorSchemaLine } from './editor-schema.js';
import { hasErrors, sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { LoadedManifest } from './load.js';
import { checkSemantics } from './rules.js';
import { checkShape } from './shape.js';
import type { Manifest } from './types.gen.js';

export interface ValidationResult {
  readonly diagnostics: readonly Diagnostic[];
  /** Present when there are no errors. */
  readonly manifest?: Manifest;
}

/** Every problem at once: YAML, then shape, then semantics, over what the shape check accepted (a rule never meets a
 * value of a type the schema rejects). Pure. */
export function validateManifest(loaded: LoadedManifest): ValidationResult {
  const diagnostics: Diagnostic[] = [...loaded.yamlDiagnostics];
  if (loaded.fatal) return { diagnostics: sortDiagnostics(diagnostics) };
  const shape = checkShape(loaded);
  diagnostics.push(...shape.diagnostics);
  diagnostics.push(...checkSemantics(shape.accepted, loaded));
  diagnostics.push(...checkEditorSchemaLine(loaded));
  const sorted = sortDiagnostics(diagnostics);
  return hasErrors(sorted) ? { diagnostics: sorted } : { diagnostics: sorted, manifest: loaded.value as Manifest };
}
