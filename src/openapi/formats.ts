// `format` values outside what the generated server's validator knows (ajv with ajv-formats, as the SDK sets it up)
// make ajv print "unknown format ... ignored" on the server's stderr, and tell the client nothing checkable. Real
// documents use free text ("hexadecimal string") and vendor type names there: they move into the description.

import { fullFormats } from 'ajv-formats/dist/formats.js';
import { isObject, walkSchema } from '../manifest/schema-walk.js';

/** The formats ajv-formats defines: exactly those the generated server checks. */
export const KNOWN_FORMATS: ReadonlySet<string> = new Set(Object.keys(fullFormats));

/** Moves unknown formats of every schema under tools (input, output) and definitions into descriptions; counts by format. */
export function moveUnknownFormats(tools: Record<string, unknown>, definitions: Record<string, unknown>): Map<string, number> {
  const moved = new Map<string, number>();
  const seen = new Set<object>();
  const visit = (schema: Record<string, unknown>): void => {
    if (seen.has(schema) || typeof schema.format !== 'string' || KNOWN_FORMATS.has(schema.format)) return;
    seen.add(schema);
    const format = schema.format;
    delete schema.format;
    const description = typeof schema.description === 'string' ? schema.description.trim() : '';
    schema.description = description === '' ? `Format: ${format}.` : `${description}${/[.!?]$/.test(description) ? '' : '.'} Format: ${format}.`;
    moved.set(format, (moved.get(format) ?? 0) + 1);
  };
  for (const tool of Object.values(tools))
    if (isObject(tool)) {
      for (const key of ['input', 'output']) walkSchema(tool[key], visit);
      // http.outputs: the documented schema of each 2xx status, checked by the server as well.
      if (isObject(tool.http) && isObject(tool.http.outputs)) for (const schema of Object.values(tool.http.outputs)) walkSchema(schema, visit);
    }
  for (const schema of Object.values(definitions)) walkSchema(schema, visit);
  return moved;
}

/** One line for the summary warning: the formats by how often they were moved. */
export function describeMoved(moved: Map<string, number>): string {
  const sorted = [...moved].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0));
  const shown = sorted
    .slice(0, 6)
    .map(([f, n]) => `${JSON.stringify(f)}${n > 1 ? ` ×${n}` : ''}`)
    .join(', ');
  return `${shown}${sorted.length > 6 ? ` and ${sorted.length - 6} more` : ''}`;
}
