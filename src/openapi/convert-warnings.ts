import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { convertOpenApi, type Converted, type ImportSettings } from './convert.js';
import { brokenExamples } from './examples.js';
import { describeMoved, KNOWN_FORMATS, moveUnknownFormats } from './formats.js';
import { convertDescriptions } from './html.js';
import type { Locate } from './repair.js';
import type { Obj } from '../manifest/schema-walk.js';

/** Above this many tools LLM clients choose worse; the filters keep a server to what it is for. */
export const MANY_TOOLS = 100;

/** The document converted per the settings, with the warnings of the conversion located in the document. */
export async function convertWithWarnings(doc: Obj, settings: ImportSettings, locate: Locate): Promise<{ converted: Converted; warnings: Diagnostic[] }> {
  const warnings: Diagnostic[] = [];
  const converted = convertOpenApi(doc, settings, (at, message, hint) =>
    warnings.push({
      code: 'MCPG704',
      severity: 'warning',
      message,
      path: at,
      loc: locate(at),
      ...(hint !== undefined && { hint }),
    }),
  );
  const { counts } = converted;
  await convertDescriptions([converted.tools, converted.definitions]);
  const moved = moveUnknownFormats(converted.tools, converted.definitions);
  if (moved.size > 0)
    warnings.push({
      code: 'MCPG722',
      severity: 'warning',
      path: [],
      loc: locate([]),
      message: `${[...moved.values()].reduce((a, b) => a + b, 0)} schemas use formats JSON Schema does not define (${describeMoved(moved)}): moved into their descriptions`,
      hint: `the server checks only ${[...KNOWN_FORMATS].slice(0, 6).join(', ')}, … (ajv-formats); put a pattern in the document to have a value checked`,
    });
  for (const broken of brokenExamples(converted.tools, converted.definitions, converted.operations))
    warnings.push({
      code: 'MCPG724',
      severity: 'warning',
      message: broken.message,
      path: broken.at,
      loc: locate(broken.at),
      ...(broken.hint !== undefined && { hint: broken.hint }),
    });
  if (counts.tools > MANY_TOOLS)
    warnings.push({
      code: 'MCPG705',
      severity: 'warning',
      path: [],
      loc: locate([]),
      message: `${counts.tools} tools: LLM clients choose tools less well from long lists`,
      hint: 'import what the server is for: --include tag:NAME, --include /repos/** (a path glob) or an operationId; --exclude likewise',
    });
  return { converted, warnings };
}
