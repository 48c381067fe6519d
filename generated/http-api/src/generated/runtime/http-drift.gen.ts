// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// A 2xx JSON answer as the tool's result, checked against the output schema the API documents for its status. Real
// APIs drift from their documents (a required field missing, a null, a new enum value): the client still gets the
// data, with a note naming what did not match, and never an "Output validation error" nor a result the official
// clients refuse. Every result of an API tool carries the HTTP status in _meta["dev.mcpgen/http"].
import type { StandardSchemaWithJSON } from '@modelcontextprotocol/server';
import { toolResult, type ToolResult } from './api.gen.js';
import { HTTP_META_KEY } from './errors.gen.js';
import type { Logger } from './log.gen.js';
import { describeError, schemaErrors } from './schema-errors.gen.js';

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

/** The schema's mismatches in detail: instance path, message, and what it is about (schema-errors.gen.ts). */
function detailed(schema: Schema, value: unknown): string[] {
  const errors = schemaErrors(schema['~standard'].jsonSchema.output({ target: 'draft-2020-12' }) as object, value) ?? [];
  // Once each: a property described twice (the allOf idiom's branch and the object itself) fails twice alike.
  return [...new Set(errors.map((e) => `${e.instancePath || '(root)'}: ${describeError(e)}`))];
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
  /** The output schema the API documents (the one of every 2xx status without its own in `outputs`). */
  readonly documented?: StandardSchemaWithJSON<unknown, unknown>;
  /** The output schema the tool advertises (http.drift: relax: without `required` and `additionalProperties: false`). */
  readonly advertised?: StandardSchemaWithJSON<unknown, unknown>;
  /** The documented schema of each 2xx status ("202", "2XX"), when the API documents several. */
  readonly outputs?: Readonly<Record<string, StandardSchemaWithJSON<unknown, unknown>>>;
}

/** The schema an answer of this status is documented with: its own, its range's, else the tool's. */
const documentedFor = (schemas: AnswerSchemas, status: number) =>
  schemas.outputs?.[String(status)] ?? schemas.outputs?.[`${Math.floor(status / 100)}XX`] ?? schemas.documented;

/**
 * The result for a parsed 2xx JSON answer, checked against the schema documented for its status. Matching: structured
 * content (when the tool has an output schema) and its JSON as text. Drifting: the JSON as text plus a note naming the
 * mismatches; structured content too when the advertised schema accepts it. When it does not, a tool that advertises
 * a schema answers isError (the official clients refuse a success without matching structured content, and would
 * throw the data away), with the note saying that the call was carried out; without a schema, a plain success.
 */
export async function jsonResult<Output>(schemas: AnswerSchemas, value: unknown, status: number, what: string, log: Logger): Promise<ToolResult<Output>> {
  const documented = documentedFor(schemas, status);
  const drift = documented ? await mismatches(documented, value) : undefined;
  const text = JSON.stringify(value);
  if (drift === undefined)
    return toolResult<Output>({
      content: [{ type: 'text', text }],
      ...(schemas.structured && { structuredContent: value as Output }),
      _meta: httpMeta({ status }),
    });
  log.warn('the API answer does not match its documented output schema', { operation: what, status, drift });
  const structured = schemas.structured && schemas.advertised !== undefined && (await mismatches(schemas.advertised, value)) === undefined;
  const refused = schemas.structured && !structured;
  const named = drift.slice(0, MAX_NAMED).join('; ');
  const more = drift.length > MAX_NAMED ? `; and ${drift.length - MAX_NAMED} more` : '';
  const shown = refused
    ? "The call was carried out (do not repeat it for this reason): this is the data as the API sent it, reported as an error only because it does not fit the tool's output schema."
    : 'The data is shown as the API sent it.';
  const note = `Note: the API answered ${status} to ${what} with data that does not match the output schema it documents (${named}${more}). ${shown}`;
  return toolResult<Output>({
    content: [
      { type: 'text', text },
      { type: 'text', text: note },
    ],
    ...(structured && { structuredContent: value as Output }),
    ...(refused && { isError: true }),
    _meta: httpMeta({ status, drift }),
  });
}
