import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { convertOpenApi, type Converted, type ImportSettings } from './convert.js';
import { brokenExamples } from './examples.js';
import { describeMoved, KNOWN_FORMATS, moveUnknownFormats } from './formats.js';
import { convertDescriptions } from './html.js';
import type { Warn } from './operations.js';
import type { Locate } from './repair.js';
import type { Obj } from '../manifest/schema-walk.js';

/** Above this many tools LLM clients choose worse; the filters keep a server to what it is for. */
export const MANY_TOOLS = 100;

/** The document converted per the settings, with the warnings of the conversion located in the document. */
export async function convertWithWarnings(doc: Obj, settings: ImportSettings, locate: Locate): Promise<{ converted: Converted; warnings: Diagnostic[] }> {
  const warnings: Diagnostic[] = [];
  const warning =
    (code: Diagnostic['code']): Warn =>
    (at, message, hint) =>
      warnings.push({ code, severity: 'warning', message, path: at, loc: locate(at), ...(hint !== undefined && { hint }) });
  const converted = convertOpenApi(doc, settings, warning('MCPG704'));
  const { counts } = converted;
  await convertDescriptions([converted.tools, converted.definitions]);
  const moved = moveUnknownFormats(converted.tools, converted.definitions);
  if (moved.size > 0)
    warning('MCPG722')(
      [],
      `${[...moved.values()].reduce((a, b) => a + b, 0)} schemas use formats JSON Schema does not define (${describeMoved(moved)}): moved into their descriptions`,
      `the server checks only ${[...KNOWN_FORMATS].slice(0, 6).join(', ')}, … (ajv-formats); put a pattern in the document to have a value checked`,
    );
  brokenExamples(converted.tools, converted.definitions, converted.operations, warning('MCPG724'));
  if (counts.tools > MANY_TOOLS)
    warning('MCPG705')(
      [],
      `${counts.tools} tools: LLM clients choose tools less well from long lists`,
      'import what the server is for: --include tag:NAME, --include /repos/** (a path glob) or an operationId; --exclude likewise',
    );
  return { converted, warnings };
}
