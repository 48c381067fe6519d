// An operation's documented 2xx answers → the tool's output and the binding's per-status schemas. One JSON answer is
// the output as before. Several that differ (200 with the result, 202 with a job id) and bodiless ones (204, 205, or
// a 2xx without content, e.g. chosen by `Prefer: return=minimal`) make the output the union of them all, so every
// documented success is a valid result; each JSON answer is then checked against the schema of its own status.
import { jsonContent } from './operations.js';
import type { SchemaConverter } from './schema.js';
import { isObject, type Obj } from '../manifest/schema-walk.js';

/** What a bodiless success gives a tool with an output schema: {} (http-call.gen.ts). */
export const NO_CONTENT_OUTPUT: Readonly<Obj> = {
  type: 'object',
  additionalProperties: false,
  maxProperties: 0,
  description: 'The API answered without a body (no content).',
};

/** 204 and 205 never carry a body (RFC 9110), whatever the document says about their content. */
const bodiless = (status: string, response: unknown): boolean =>
  /^20[45]$/.test(status) || !isObject(response) || !isObject(response.content) || Object.keys(response.content).length === 0;

/** The tool's output (the one JSON answer's schema, or the union of every documented 2xx), and when it is a union,
 * http.outputs (each JSON 2xx's schema) and http.noContent (the bodiless 2xx statuses). */
export function successAnswers(responses: Obj, schemas: SchemaConverter): { output?: unknown; outputs?: Obj; noContent?: string[] } {
  const statuses = Object.keys(responses)
    .filter((s) => /^2(\d\d|XX)$/i.test(s))
    .sort();
  const json: [string, unknown][] = [];
  const empty: string[] = [];
  for (const status of statuses) {
    const response = responses[status];
    if (bodiless(status, response)) empty.push(status.toUpperCase());
    else {
      const content = jsonContent((response as Obj).content);
      if (content) json.push([status.toUpperCase(), schemas.convert(content.schema, 'output')]);
    }
  }
  if (json.length === 0) return {};
  const distinct = [...new Map(json.map(([, schema]) => [JSON.stringify(schema), schema])).values()];
  if (distinct.length === 1 && empty.length === 0) return { output: distinct[0] };
  return {
    output: { anyOf: [...distinct, ...(empty.length > 0 ? [NO_CONTENT_OUTPUT] : [])] },
    outputs: Object.fromEntries(json),
    ...(empty.length > 0 && { noContent: empty }),
  };
}
