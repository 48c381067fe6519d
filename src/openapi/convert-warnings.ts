import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { convertOpenApi, type Converted, type ImportSettings } from './convert.js';
import { brokenExamples } from './examples.js';
import { describeMoved, KNOWN_FORMATS, moveUnknownFormats } from './formats.js';
import { convertDescriptions } from './html.js';

type Obj = Record<string, unknown>;

/** Above this many tools LLM clients choose worse; the filters keep a server to what it is for. */
export const MANY_TOOLS = 100;

/** The document converted per the settings, with the warnings of the conversion located in the document. */
export async function convertWithWarnings(
  doc: Obj,
  settings: ImportSettings,
  source: string,
  shown: string,
): Promise<{ converted: Converted; warnings: Diagnostic[] }> {
  const warnings: Diagnostic[] = [];
  const converted = convertOpenApi(doc, settings, (at, message, hint) =>
    warnings.push({
      code: 'MCPG704',
      severity: 'warning',
      message,
      path: at,
      loc: { file: shown, ...locateKeys(source, at) },
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
      loc: { file: shown, line: 1, col: 1 },
      message: `${[...moved.values()].reduce((a, b) => a + b, 0)} schemas use formats JSON Schema does not define (${describeMoved(moved)}): moved into their descriptions`,
      hint: `the server checks only ${[...KNOWN_FORMATS].slice(0, 6).join(', ')}, … (ajv-formats); put a pattern in the document to have a value checked`,
    });
  for (const broken of brokenExamples(converted.tools, converted.definitions, converted.operations))
    warnings.push({
      code: 'MCPG724',
      severity: 'warning',
      message: broken.message,
      path: broken.at,
      loc: { file: shown, ...(broken.at.length > 0 ? locateKeys(source, broken.at) : { line: 1, col: 1 }) },
      ...(broken.hint !== undefined && { hint: broken.hint }),
    });
  if (counts.tools > MANY_TOOLS)
    warnings.push({
      code: 'MCPG705',
      severity: 'warning',
      path: [],
      loc: { file: shown, line: 1, col: 1 },
      message: `${counts.tools} tools: LLM clients choose tools less well from long lists`,
      hint: 'import what the server is for: --include tag:NAME, --include /repos/** (a path glob) or an operationId; --exclude likewise',
    });
  return { converted, warnings };
}

/** Where a path of keys starts in the document's text (JSON or YAML), found key by key; 1:1 when not found. */
function locateKeys(text: string, at: readonly (string | number)[]): { line: number; col: number } {
  let offset = 0;
  for (const key of at) {
    if (typeof key === 'number') continue;
    const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const match = new RegExp(`(["']?)${escaped}\\1\\s*:`, 'g');
    match.lastIndex = offset;
    const found = match.exec(text);
    if (!found) break;
    offset = found.index;
  }
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, col: before[before.length - 1]!.length + 1 };
}
