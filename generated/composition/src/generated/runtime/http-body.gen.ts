// generated — do not edit. mcpgen's runtime: the same in every project. Regenerate with `npm run generate`.
// A request body in the media type the operation documents: JSON text, form-urlencoded fields, multipart parts (a
// file field arrives as base64 and leaves as its bytes), or raw bytes from base64.
import { InvalidParamsError } from './errors.gen.js';

export interface Body {
  readonly property: string;
  readonly contentType: string;
  /** multipart/form-data: the fields whose value is a file, given as base64, with their media type. */
  readonly files?: Readonly<Record<string, string>>;
}

/** What fetch sends: the bytes or text, and the Content-Type (absent for multipart: fetch adds it with its boundary). */
export interface EncodedBody {
  readonly body: string | Uint8Array | FormData;
  readonly contentType?: string;
}

/** A form field's text: a string as is, anything else as JSON. */
const fieldText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** The [name, value] pairs of a form body: an array repeats its name; absent values are left out. */
function fields(body: Body, payload: unknown): [string, unknown][] {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
    throw new InvalidParamsError(`${body.property} must be an object: its properties are the form's fields`);
  return Object.entries(payload).flatMap(([name, value]) =>
    value === undefined || value === null ? [] : Array.isArray(value) ? value.map((v): [string, unknown] => [name, v]) : [[name, value]],
  );
}

/** base64 → bytes; anything else in the string is refused (Buffer.from would silently skip it). */
function bytesOf(what: string, value: unknown): Uint8Array {
  if (typeof value !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(value.replace(/\s+/g, ''))) throw new InvalidParamsError(`${what} must be base64`);
  return Buffer.from(value, 'base64');
}

/** The body of an operation for the value of its body property. */
export function encodeBody(body: Body, payload: unknown): EncodedBody {
  const type = body.contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') {
    const form = new URLSearchParams();
    for (const [name, value] of fields(body, payload)) form.append(name, fieldText(value));
    return { body: form.toString(), contentType: body.contentType };
  }
  if (type === 'multipart/form-data') {
    const form = new FormData();
    for (const [name, value] of fields(body, payload)) {
      const fileType = body.files?.[name];
      if (fileType === undefined) form.append(name, fieldText(value));
      else form.append(name, new Blob([bytesOf(`${body.property}.${name}`, value)], { type: fileType }), name);
    }
    return { body: form };
  }
  if (/^application\/([\w.+-]*\+)?json$/.test(type)) return { body: JSON.stringify(payload), contentType: body.contentType };
  if (type.startsWith('text/')) {
    if (typeof payload !== 'string') throw new InvalidParamsError(`${body.property} must be a string (${type})`);
    return { body: payload, contentType: body.contentType };
  }
  // Any other media type: the bytes themselves, given as base64.
  return { body: bytesOf(body.property, payload), contentType: body.contentType };
}
