import { annotationsFor, errorClassFor, JSON_TYPE, jsonContent, propertyName, type Operation, type Warn } from './operations.js';
import type { SchemaConverter } from './schema.js';
import { serverUrl } from './api.js';
import { nonJsonBody } from './body.js';
import { successAnswers } from './answers.js';
import { branchProperties, hiddenIn } from './all-of.js';
import { operationScopes } from './oauth2.js';
import { isObject, type Obj } from '../manifest/schema-walk.js';

/** Header parameters OpenAPI says are ignored: the HTTP call sets them itself. */
const IGNORED_HEADERS = new Set(['accept', 'content-type', 'authorization']);
const DEFAULT_STYLE: Readonly<Record<string, string>> = { path: 'simple', query: 'form', header: 'simple', cookie: 'form' };

export interface ToolContext {
  readonly schemas: SchemaConverter;
  /** Declared errors so far, by name (shared by every tool). */
  readonly errors: Map<string, Obj>;
  /** api.auth's entries by scheme name: an oauth2 one gains the scopes operations need that its flow does not declare. */
  readonly auth: Readonly<Record<string, Obj>>;
  /** The document's top-level security requirements. */
  readonly security: unknown;
  readonly warn: Warn;
  /** The document's base URL (api.baseUrl). */
  readonly baseUrl: string;
}

/** One operation → one manifest tool (without its name), or undefined when it cannot be called as JSON. */
export function toolFor(operation: Operation, ctx: ToolContext): Obj | undefined {
  const { op, method, path: route } = operation;
  const where = ['paths', route, method];
  const properties: Obj = {};
  const required: string[] = [];
  const parameters: Obj[] = [];
  const claim = (wanted: string, suffix: string): string => {
    let name = wanted;
    if (Object.hasOwn(properties, name)) name = `${wanted}_${suffix}`;
    for (let n = 2; Object.hasOwn(properties, name); n++) name = `${wanted}_${suffix}_${n}`;
    return name;
  };
  // A {name} of the path that no parameter declares is still a path parameter: a string, named in a warning.
  const undeclared = [...route.matchAll(/\{([^{}]+)\}/g)].map((m) => m[1]!).filter((n) => !operation.parameters.some((p) => p.in === 'path' && p.name === n));
  for (const name of undeclared)
    ctx.warn(
      where,
      `${operation.key}: {${name}} in its path has no parameter; it is imported as a required string`,
      'declare the path parameter in the document',
    );
  const declared = [...undeclared.map((name): Obj => ({ name, in: 'path', required: true, schema: { type: 'string' } })), ...operation.parameters];
  for (const p of ['path', 'query', 'header', 'cookie'].flatMap((loc) => declared.filter((d) => d.in === loc))) {
    const name = String(p.name);
    const location = String(p.in);
    if (location === 'header' && IGNORED_HEADERS.has(name.toLowerCase())) continue;
    const property = claim(propertyName(name), location);
    const fromContent = p.schema === undefined ? jsonContent(p.content)?.schema : undefined;
    const raw = p.schema ?? fromContent ?? { type: 'string' };
    const schema = ctx.schemas.convert(raw, onlyReadOnly(raw) ? undefined : 'input');
    const described = isObject(schema) && !('$ref' in schema) && typeof p.description === 'string' && p.description.trim() !== '';
    properties[property] = described ? { ...schema, description: (p.description as string).trim() } : schema;
    if (p.required === true || location === 'path') required.push(property);
    const binding: Obj = { in: location, name, property };
    // `content: application/json`: JSON text under the parameter's own name; style and explode do not apply.
    if (fromContent !== undefined) binding.serialize = 'json';
    else if (typeof p.style === 'string' && p.style !== DEFAULT_STYLE[location]) binding.style = p.style;
    const style = typeof p.style === 'string' ? p.style : DEFAULT_STYLE[location];
    if (fromContent === undefined && typeof p.explode === 'boolean' && p.explode !== (style === 'form')) binding.explode = p.explode;
    parameters.push(binding);
  }

  let body: Obj | undefined;
  const requestBody = isObject(op.requestBody) ? op.requestBody : undefined;
  const json = requestBody && (jsonContent(requestBody.content) ?? wildcardJson(requestBody.content));
  const other = requestBody && !json ? nonJsonBody(requestBody.content, ctx.schemas) : undefined;
  if (requestBody && (json || other)) {
    const property = claim('body', json ? 'json' : 'body');
    const schema = json ? ctx.schemas.convert(json.schema, 'input') : other!.schema;
    const description = typeof requestBody.description === 'string' ? requestBody.description.trim() : '';
    // A JSON body's component schema stays a bare $ref; a form body's carries the description beside it.
    properties[property] = description && isObject(schema) && !(json && '$ref' in schema) ? { ...schema, description } : schema;
    if (requestBody.required === true) required.push(property);
    body = json ? { property, contentType: 'application/json' } : { property, contentType: other!.contentType, ...(other!.files && { files: other!.files }) };
    if (json && !/^application\/json\s*(;|$)/i.test(json.type) && !WILDCARD.test(json.type))
      ctx.warn(
        [...where, 'requestBody'],
        `${operation.key}: the body is sent as application/json, not ${json.type}`,
        'if the API insists on its media type, post-process the call in the handler',
      );
  } else if (requestBody?.required === true) {
    ctx.warn(
      [...where, 'requestBody'],
      `${operation.key} is not imported: its required request body documents no media type`,
      "add the body's content (a media type and schema) to the document and re-import",
    );
    return undefined;
  }

  const responses = isObject(op.responses) ? op.responses : {};
  const answers = successAnswers(responses, ctx.schemas);
  const accept = acceptFor(responses);
  const httpErrors: Obj = {};
  for (const status of Object.keys(responses)) {
    const cls = errorClassFor(status);
    if (!cls) continue;
    if (!ctx.errors.has(cls.name))
      ctx.errors.set(cls.name, {
        message: cls.message,
        ...(cls.retryable && { retryable: true }),
        data: { type: 'object', properties: { status: { type: 'integer' }, body: {} }, required: ['status', 'body'] },
      });
    httpErrors[status === 'default' ? 'default' : status.toUpperCase()] = cls.name;
  }

  const summary = typeof op.summary === 'string' ? op.summary.trim() : '';
  const text = (typeof op.description === 'string' && op.description.trim()) || summary || `${method.toUpperCase()} ${route}`;
  const deprecated = op.deprecated === true;
  const security = op.security ?? ctx.security;
  const auth = Array.isArray(security) ? authAlternatives(security, ctx.auth) : undefined;
  const scopes = auth && Array.isArray(security) ? operationScopes(operation, security, auth.flat(), ctx.auth, ctx.warn) : undefined;
  const baseUrl = ownServer(operation, ctx);
  const errorNames = [...new Set(Object.values(httpErrors) as string[])];
  return {
    title: summary || `${method.toUpperCase()} ${route}`,
    description: deprecated ? `Deprecated. ${text}` : text,
    annotations: annotationsFor(method),
    // Closed: a misspelled argument is an error that names it, never silently dropped.
    input: { type: 'object', properties, ...(required.length > 0 && { required }), additionalProperties: false },
    ...(answers.output !== undefined && { output: answers.output }),
    ...(errorNames.length > 0 && { errors: errorNames }),
    http: {
      method,
      path: route,
      ...(baseUrl !== undefined && { baseUrl }),
      ...(parameters.length > 0 && { parameters }),
      ...(body && { body }),
      ...(accept.length > 0 && !(accept.length === 1 && accept[0] === 'application/json') && { accept }),
      ...(auth !== undefined && (auth.length > 0 || (Array.isArray(security) && security.length === 0)) && { auth }),
      ...(scopes !== undefined && { scopes }),
      ...(Object.keys(httpErrors).length > 0 && { errors: httpErrors }),
      ...(answers.outputs !== undefined && { outputs: answers.outputs }),
      ...(answers.noContent !== undefined && { noContent: answers.noContent }),
    },
  };
}

/**
 * An object whose every property is readOnly (a response type reused as a parameter, e.g. a C# `Version`): leaving
 * them out of a request would leave a parameter that can only be {}, an empty path segment. A parameter is the
 * request itself, so such a one keeps them.
 */
function onlyReadOnly(schema: unknown): boolean {
  const properties = [...branchProperties(schema, new Map()).values()];
  return properties.length > 0 && properties.every((p) => hiddenIn('input', p));
}

/**
 * The operation's security requirements as http.auth: each requirement an alternative, in document order; one that
 * names several schemes is a list, all sent together (an AND: a key header and a basic login). Schemes the import
 * could not map are left out of their requirement.
 */
function authAlternatives(security: unknown[], known: Readonly<Record<string, Obj>>): (string | string[])[] {
  const alternatives = security.filter(isObject).map((req) => Object.keys(req).filter((s) => Object.hasOwn(known, s)));
  const unique = new Map(alternatives.filter((a) => a.length > 0).map((a) => [JSON.stringify(a), a]));
  return [...unique.values()].map((a) => (a.length === 1 ? a[0]! : a));
}

/** A media range that admits JSON: any type, or any application type. */
const WILDCARD = /^(\*|application)\/\*\s*(;|$)/i;

/**
 * A body documented only under a media range (any type, or any application type: the Swagger 2.0 conversion of
 * Kubernetes' document writes every body so) whose schema describes JSON data (an object, an array, a composition):
 * sent as JSON, which the range admits.
 * A string schema stays what nonJsonBody makes of it (bytes).
 */
function wildcardJson(content: unknown): { type: string; schema: unknown } | undefined {
  const found = jsonContent(content, WILDCARD);
  const schema = found?.schema;
  if (!isObject(schema)) return undefined;
  const shaped = schema.type === 'object' || schema.type === 'array' || ['properties', 'allOf', 'anyOf', 'oneOf'].some((k) => k in schema);
  return shaped ? found : undefined;
}

/** A media type a header can carry (the manifest's http.accept pattern). */
const MEDIA_TYPE = /^[A-Za-z0-9!#$&^_.+*-]+\/[A-Za-z0-9!#$&^_.+*-]+( *;[ -~]*)?$/;

/** The Accept header the operation documents: the media types of its 2xx answers, JSON first (the tool's output
 * schema is a JSON answer's: a server that honours the first type would otherwise send text the tool cannot return
 * as structured content), else in document order; then at q=0.5 those that only its error answers have. A server
 * that negotiates (Prism does) otherwise cannot send a documented error such as a 404 in application/problem+json:
 * it answers 406, or the 200 it can send. */
function acceptFor(responses: Obj): string[] {
  const typesOf = (status: RegExp) => [
    ...new Set(
      Object.entries(responses)
        .flatMap(([s, r]) => (status.test(s) && isObject(r) && isObject(r.content) ? Object.keys(r.content) : []))
        .filter((t) => MEDIA_TYPE.test(t)),
    ),
  ];
  const documented = typesOf(/^2(\d\d|XX)$/i);
  const ok = [...documented.filter((t) => JSON_TYPE.test(t)), ...documented.filter((t) => !JSON_TYPE.test(t))];
  const errors = typesOf(/^([45](\d\d|XX)|default)$/i).filter((t) => !ok.includes(t) && !(ok.length === 0 && t === 'application/json'));
  if (errors.length === 0) return ok;
  return [...(ok.length > 0 ? ok : ['application/json']), ...errors.map((t) => `${t};q=0.5`)];
}

/** The operation's own server when it is not the document's; a relative or templated one is named in a warning. */
function ownServer(operation: Operation, ctx: ToolContext): string | undefined {
  if (operation.server === undefined) return undefined;
  const url = serverUrl(operation.server).replace(/\/+$/, '');
  if (url === ctx.baseUrl.replace(/\/+$/, '')) return undefined;
  if (/^https?:\/\/[^/{}?#]+[^{}?#]*$/i.test(url)) return url;
  ctx.warn(
    ['paths', operation.path, ...(Array.isArray(operation.op.servers) ? [operation.method, 'servers'] : ['servers'])],
    `${operation.key}: its server ${JSON.stringify(url)} is not an absolute URL; it calls the document's base URL`,
    'give the operation an absolute server URL and re-import',
  );
  return undefined;
}
