import { compileSchemaTypes, typesSource, type TypesMemo } from './schema-types.js';
import type { ServerIR } from '../ir/types.js';

export const TYPES_PATH = 'src/generated/types.gen.ts';

/** types.gen.ts: every schema's type from one json-schema-to-typescript compile, indented two spaces a level. */
export async function renderTypesFile(ir: ServerIR, header: string, memo?: TypesMemo): Promise<string> {
  const types = indentTypes(await compileSchemaTypes(typesSource(ir), memo));
  const head = `${header}\n// TypeScript types of every schema in the manifest: a shared definition is one type, used by name.\n`;
  return types.trim() === '' ? head : `${head}\n${types}`;
}

/**
 * jstt's unformatted output starts every line at column 0. Each line is indented by the brackets open before it
 * (those in string literals and comments aside), a doc comment's inner lines one space more, and declarations are
 * separated by one blank line.
 */
export function indentTypes(source: string): string {
  const out: string[] = [];
  let depth = 0;
  let inComment = false;
  const blankBefore = () => {
    if (out.length > 0 && out[out.length - 1] !== '') out.push('');
  };
  for (const raw of source.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    const pad = '  '.repeat(depth);
    if (inComment || line.startsWith('/*')) {
      if (!inComment && depth === 0) blankBefore();
      out.push(line.startsWith('*') ? `${pad} ${line}` : `${pad}${line}`);
      inComment = !line.endsWith('*/');
      continue;
    }
    if (depth === 0 && line.startsWith('export ') && !(out[out.length - 1] ?? '').endsWith('*/')) blankBefore();
    const { opened, leadingClosers } = brackets(line);
    out.push(`${'  '.repeat(Math.max(0, depth - leadingClosers))}${line}`);
    depth = Math.max(0, depth + opened);
  }
  return `${out.join('\n')}\n`;
}

/** Net brackets a line opens (negative: closes), and how many it closes before anything else; strings do not count. */
function brackets(line: string): { opened: number; leadingClosers: number } {
  const code = line.replace(/"(?:\\[\s\S]?|[^"\\])*(?:"|$)|'(?:\\[\s\S]?|[^'\\])*(?:'|$)/g, '_');
  const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
  return { opened: count(code, /[{[(]/g) - count(code, /[}\])]/g), leadingClosers: count(/^[ }\])]*/.exec(code)![0], /[}\])]/g) };
}
