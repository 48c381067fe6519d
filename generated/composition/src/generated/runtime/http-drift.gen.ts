// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// A 2xx JSON answer as the tool's result, checked against the output schema the API documents. Real APIs drift from
// their documents (a required field missing, a null, a new enum value): the client still gets the data, as text with
// a note naming what did not match, and never an "Output validation error". Every result of an API tool carries the
// HTTP status in _meta["dev.mcpgen/http"].
import { createRequire } from 'node:module';
import type { StandardSchemaWithJSON } from '@modelcontextprotocol/server';
import { addFormats } from '@modelcontextprotocol/server/validators/ajv';
import { toolResult, type ToolResult } from './api.gen.js';
import { HTTP_META_KEY } from './errors.gen.js';
import type { Logger } from './log.gen.js';

/** What _meta["dev.mcpgen/http"] says: the status the API answered and, when its answer drifted, how. */
export interface HttpMeta {
  readonly status: number;
  /** Where the answer does not match the documented output schema: "JSON pointer: ajv's message". */
  readonly drift?: readonly string[];
}

/** How many mismatches the note names (the rest are counted). */
const MAX_NAMED = 10;

export const httpMeta = (meta: HttpMeta): Record<string, unknown> => ({ [HTTP_META_KEY]: meta });

type Schema = StandardSchemaWithJSON<unknown, unknown>;
type Check = ((value: unknown) => boolean) & { errors?: readonly { instancePath: string; message?: string; params: Record<string, unknown> }[] | null };

let ajv: { compile(schema: object): Check } | undefined;
const checks = new WeakMap<Schema, Check>();

/**
 * The schema's mismatches in detail, as ajv reports them (instance path, message, the property it is about). The
 * SDK's validator joins them into one sentence; this one is compiled only once an answer has drifted.
 */
function detailed(schema: Schema, value: unknown): string[] {
  let check = checks.get(schema);
  if (!check) {
    if (!ajv) {
      const require = createRequire(import.meta.url);
      const { Ajv2020 } = require('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js');
      const engine = new Ajv2020({ strict: false, validateFormats: true, validateSchema: false, allErrors: true });
      addFormats(engine as unknown as Parameters<typeof addFormats>[0]);
      ajv = engine as unknown as { compile(schema: object): Check };
    }
    check = ajv.compile(schema['~standard'].jsonSchema.output({ target: 'draft-2020-12' }));
    checks.set(schema, check);
  }
  check(value);
  return (check.errors ?? []).map((e) => {
    const about = e.params.additionalProperty ?? e.params.unevaluatedProperty;
    return `${e.instancePath || '(root)'}: ${e.message ?? 'does not match'}${typeof about === 'string' ? ` (${JSON.stringify(about)})` : ''}`;
  });
}

/** A value checked against a schema: undefined when it matches, else each mismatch as "/path: message". */
async function mismatches(schema: Schema, value: unknown): Promise<string[] | undefined> {
  const result = await schema['~standard'].validate(value);
  if (!result.issues) return undefined;
  const found = detailed(schema, value);
  return found.length > 0 ? found : result.issues.map((i) => i.message);
}

/** How an operation's 2xx JSON answer is checked and returned. */
export interface AnswerSchemas {
  /** The tool advertises an output schema: a matching answer is structured content. */
  readonly structured: boolean;
  /** The output schema the API documents (http.drift: strict advertises it as is). */
  readonly documented?: StandardSchemaWithJSON<unknown, unknown>;
  /** http.drift: relax: the advertised schema, without `required` and `additionalProperties: false`. */
  readonly advertised?: StandardSchemaWithJSON<unknown, unknown>;
}

/**
 * The result for a parsed 2xx JSON answer. Matching the documented schema: structured content (when the tool has an
 * output schema) and its JSON as text. Drifting: the JSON as text plus a note; still structured when the advertised
 * (relaxed) schema accepts it. isError stays false: the API did what was asked.
 */
export async function jsonResult<Output>(
  schemas: AnswerSchemas,
  value: unknown,
  status: number,
  what: string,
  log: Logger,
): Promise<ToolResult<Output>> {
  const drift = schemas.documented ? await mismatches(schemas.documented, value) : undefined;
  const text = JSON.stringify(value);
  if (drift === undefined)
    return toolResult<Output>({
      content: [{ type: 'text', text }],
      ...(schemas.structured && { structuredContent: value as Output }),
      _meta: httpMeta({ status }),
    });
  log.warn('the API answer does not match its documented output schema', { operation: what, status, drift });
  const structured = schemas.structured && schemas.advertised !== undefined && (await mismatches(schemas.advertised, value)) === undefined;
  const named = drift.slice(0, MAX_NAMED).join('; ');
  const more = drift.length > MAX_NAMED ? `; and ${drift.length - MAX_NAMED} more` : '';
  const note = `Note: the API answered ${status} to ${what} with data that does not match the output schema it documents (${named}${more}). The data is shown as the API sent it.`;
  return toolResult<Output>({
    content: [
      { type: 'text', text },
      { type: 'text', text: note },
    ],
    ...(structured && { structuredContent: value as Output }),
    _meta: httpMeta({ status, drift }),
  });
}
