// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// A 2xx answer of the API as the tool's result, by its media type: JSON parsed, text decoded with its charset, and
// anything else kept as bytes (base64 image, audio or embedded-resource content with its MIME type): binary data is
// never decoded as text.
import { toolResult, type ToolResult } from './api.gen.js';

/** How much of an error body is kept (characters). */
const MAX_ERROR_BODY = 4096;

/** The media type without parameters, lower case: "Text/Plain; charset=utf-8" → "text/plain". */
export const essence = (contentType: string | null): string => (contentType ?? '').split(';')[0]!.trim().toLowerCase();

export const isJson = (contentType: string | null): boolean => /^application\/([\w.+-]*\+)?json$/.test(essence(contentType));

/** Media types whose bytes are text: text/*, XML, JavaScript, form data and the vendor spellings APIs use. */
export function isText(contentType: string | null): boolean {
  const type = essence(contentType);
  return (
    /^text\//.test(type) || /^application\/(text|xml|javascript|ecmascript|x-www-form-urlencoded|yaml|x-yaml|graphql)$/.test(type) || /\+(xml|yaml)$/.test(type)
  );
}

/** The charset parameter of a content type, if TextDecoder knows it. */
function charset(contentType: string | null): string {
  const label = /;\s*charset="?([^";]+)"?/i.exec(contentType ?? '')?.[1];
  if (label === undefined) return 'utf-8';
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return 'utf-8';
  }
}

/** The bytes as text in their charset; undefined when they are not valid text in it. */
export function decodeText(bytes: Uint8Array, contentType: string | null): string | undefined {
  try {
    return new TextDecoder(charset(contentType), { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** What a 2xx answer gives the tool: parsed JSON, text, or a complete result carrying the bytes as base64. */
export type Answer =
  | { readonly kind: 'json'; readonly text: string }
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'binary'; readonly result: ToolResult<never> };

/**
 * Sorts an answer by its media type. Without one, bytes that are valid UTF-8 are text. `uri` names an embedded
 * resource (the request's URL without its query, which may hold a key).
 */
export function answerOf(bytes: Uint8Array, contentType: string | null, uri: string): Answer {
  const declared = contentType !== null && essence(contentType) !== '';
  if (isJson(contentType) || isText(contentType) || !declared) {
    const text = decodeText(bytes, contentType);
    if (text !== undefined) return { kind: isJson(contentType) ? 'json' : 'text', text };
    if (declared) return { kind: 'binary', result: binaryResult(bytes, 'application/octet-stream', uri) };
  }
  return { kind: 'binary', result: binaryResult(bytes, declared ? essence(contentType) : 'application/octet-stream', uri) };
}

/** Bytes as MCP content: image/* and audio/* as such, anything else as an embedded resource with a base64 blob. */
export function binaryResult(bytes: Uint8Array, mimeType: string, uri: string): ToolResult<never> {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
  if (mimeType.startsWith('image/')) return toolResult({ content: [{ type: 'image', data, mimeType }] });
  if (mimeType.startsWith('audio/')) return toolResult({ content: [{ type: 'audio', data, mimeType }] });
  return toolResult({ content: [{ type: 'resource', resource: { uri, mimeType, blob: data } }] });
}

/** An error body as data: JSON when it is JSON, else text (binary as a note of its size); cut to MAX_ERROR_BODY characters. */
export function errorBody(bytes: Uint8Array, contentType: string | null): unknown {
  const raw = decodeText(bytes, contentType);
  if (raw === undefined) return `(${bytes.byteLength} bytes of ${essence(contentType) || 'binary data'})`;
  if (isJson(contentType) && raw.length <= MAX_ERROR_BODY) {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      // Not JSON after all: kept as text.
    }
  }
  return raw.length <= MAX_ERROR_BODY ? raw : `${raw.slice(0, MAX_ERROR_BODY)}…`;
}
