// What inflates tools/list entries, in bytes of their JSON: output schemas, copies of the same $defs entry in
// several tools (each entry must stay self-contained, so a shared definition is repeated in every tool using it),
// descriptions nested in the schemas, and whitespace in descriptions that a client gains nothing from.
import type { WireTool } from '../ir/wire-tool.js';

export interface Inflation {
  /** Every entry's JSON together. */
  readonly bytes: number;
  /** Of which output schemas. */
  readonly outputSchemas: number;
  /** Of which $defs/definitions entries that repeat one already counted in another tool's entry. */
  readonly repeatedDefs: { readonly bytes: number; readonly copies: number; readonly definitions: number };
  /** Of which `"description": "…"` members inside the input and output schemas. */
  readonly schemaDescriptions: number;
  /** Of which whitespace runs, trailing spaces and blank-line runs inside descriptions (collapsible). */
  readonly whitespace: number;
}

type Json = unknown;
const isObj = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);
const bytesOf = (v: Json) => Buffer.byteLength(JSON.stringify(v), 'utf8');

/** Visits every object below `v`, with the key it sits under. */
function visit(v: Json, f: (o: Record<string, Json>, key: string | undefined) => void, key?: string): void {
  if (Array.isArray(v)) for (const x of v) visit(x, f);
  else if (isObj(v)) {
    f(v, key);
    for (const [k, x] of Object.entries(v)) visit(x, f, k);
  }
}

/** What collapsing whitespace would save in one string's JSON. */
const collapsible = (text: string) =>
  bytesOf(text) -
  bytesOf(
    text
      .replace(/[ \t]+$/gm, '')
      .replace(/[ \t]{2,}/g, ' ')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
  );

export function inflation(entries: readonly WireTool[]): Inflation {
  const defs = new Map<string, number>(); // member JSON → times seen
  let bytes = 0;
  let outputSchemas = 0;
  let schemaDescriptions = 0;
  let whitespace = 0;
  for (const entry of entries) {
    bytes += bytesOf(entry);
    if (entry.outputSchema !== undefined) outputSchemas += bytesOf(entry.outputSchema);
    if (typeof entry.description === 'string') whitespace += collapsible(entry.description);
    for (const schema of [entry.inputSchema, entry.outputSchema]) {
      visit(schema, (o, key) => {
        if ((key === '$defs' || key === 'definitions') && !('type' in o && typeof o.type === 'string')) {
          for (const [name, def] of Object.entries(o)) {
            const member = `${JSON.stringify(name)}:${JSON.stringify(def)}`;
            defs.set(member, (defs.get(member) ?? 0) + 1);
          }
        }
        if (typeof o.description === 'string') {
          schemaDescriptions += Buffer.byteLength(`"description":${JSON.stringify(o.description)},`, 'utf8');
          whitespace += collapsible(o.description);
        }
      });
    }
  }
  const repeated = [...defs].filter(([, n]) => n > 1);
  return {
    bytes,
    outputSchemas,
    repeatedDefs: {
      bytes: repeated.reduce((sum, [member, n]) => sum + (n - 1) * (Buffer.byteLength(member, 'utf8') + 1), 0),
      copies: repeated.reduce((sum, [, n]) => sum + n - 1, 0),
      definitions: repeated.length,
    },
    schemaDescriptions,
    whitespace,
  };
}
