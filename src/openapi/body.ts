// A request body that is not JSON → the input property that carries it and the manifest's http.body: form fields as
// an object, multipart files and binary bodies as base64 strings (contentEncoding/contentMediaType say so).
import type { SchemaConverter } from './schema.js';
import { hiddenIn } from './all-of.js';
import { isObject, type Obj } from '../manifest/schema-walk.js';

const FORM = /^application\/x-www-form-urlencoded\s*(;|$)/i;
const MULTIPART = /^multipart\/form-data\s*(;|$)/i;

/** A file in the document's words: format binary (3.0), or a contentMediaType / contentEncoding (3.1). */
const isFile = (schema: unknown): schema is Obj =>
  isObject(schema) &&
  (schema.format === 'binary' ||
    schema.format === 'byte' ||
    (schema.type === 'string' && (schema.contentMediaType !== undefined || schema.contentEncoding !== undefined)));

/** Bytes given as base64 in the input. */
const base64 = (mediaType: string, description?: unknown): Obj => ({
  type: 'string',
  contentEncoding: 'base64',
  contentMediaType: mediaType,
  ...(typeof description === 'string' && description.trim() !== '' && { description: description.trim() }),
});

/**
 * The body an operation documents when none of its media types is JSON, undefined when it documents none: the media
 * type as the document spells it, the input property's schema and, for multipart, the file fields' media types.
 */
export function nonJsonBody(content: unknown, schemas: SchemaConverter): { contentType: string; schema: unknown; files?: Record<string, string> } | undefined {
  if (!isObject(content)) return undefined;
  const types = Object.keys(content);
  const form = types.find((t) => FORM.test(t));
  const multipart = types.find((t) => MULTIPART.test(t));
  const mediaOf = (type: string): Obj => (isObject(content[type]) ? (content[type] as Obj) : {});
  if (form !== undefined) return { contentType: form, schema: schemas.convert(mediaOf(form).schema ?? { type: 'object' }, 'input') };
  if (multipart !== undefined) {
    const media = mediaOf(multipart);
    const raw = isObject(media.schema) ? media.schema : {};
    const encoding = isObject(media.encoding) ? media.encoding : {};
    const properties: Obj = {};
    const files: Record<string, string> = {};
    for (const [name, property] of Object.entries(isObject(raw.properties) ? raw.properties : {})) {
      const items = isObject(property) && property.type === 'array' ? property.items : undefined;
      const declared = (encoding[name] as { contentType?: string } | undefined)?.contentType?.split(',')[0]?.trim();
      const fileType =
        declared ?? (isObject(property) && typeof property.contentMediaType === 'string' ? property.contentMediaType : 'application/octet-stream');
      if (isFile(property) || isFile(items)) {
        files[name] = fileType;
        properties[name] = isFile(property) ? base64(fileType, property.description) : { type: 'array', items: base64(fileType) };
      } else if (!hiddenIn('input', property)) properties[name] = schemas.convert(property, 'input');
    }
    const required = Array.isArray(raw.required) ? raw.required.filter((r) => typeof r === 'string' && Object.hasOwn(properties, r)) : [];
    return {
      contentType: multipart,
      schema: { type: 'object', properties, ...(required.length > 0 && { required }) },
      ...(Object.keys(files).length > 0 && { files }),
    };
  }
  const type = types[0];
  if (type === undefined) return undefined;
  // */* or application/*: bytes of a type the caller cannot name; sent as application/octet-stream.
  const contentType = type.includes('*') ? 'application/octet-stream' : type;
  if (/^text\//i.test(contentType)) return { contentType, schema: { type: 'string' } };
  return { contentType, schema: base64(contentType) };
}
