/**
 * A small OpenAPI 3.x → mcpgen manifest converter, for benchmarks only: one tool per operation, parameters and the
 * JSON request body as the input object, the 2xx JSON response as the output when it is an object. Component schemas
 * become manifest definitions; every other $ref is inlined (or dropped when it cannot be resolved), so the result
 * validates without diagnostics errors.
 */
import { stringify } from 'yaml';
import { identsFor } from '../../src/ir/names.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Obj = { [key: string]: Json };
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** JSON Schema 2020-12 keywords the manifest accepts; OpenAPI-only keys (example, xml, nullable…) are dropped. */
const KEYWORDS = new Set(
  ('$ref allOf anyOf oneOf not if then else prefixItems items contains properties patternProperties ' +
    'additionalProperties propertyNames type enum const multipleOf maximum exclusiveMaximum minimum exclusiveMinimum ' +
    'maxLength minLength pattern maxItems minItems uniqueItems maxContains minContains maxProperties minProperties ' +
    'required dependentRequired format contentEncoding contentMediaType description default deprecated readOnly ' +
    'writeOnly').split(' '),
);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties']);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

export interface ConvertOptions {
  readonly name: string;
  /** Keep at most this many operations (in document order). */
  readonly limit?: number;
  /** Change the first tool's description (the "one tool changed" regenerate). */
  readonly touchFirst?: boolean;
}

export interface Converted {
  readonly yaml: string;
  readonly tools: number;
  readonly definitions: number;
}

export function openApiToManifest(doc: Obj, options: ConvertOptions): Converted {
  const components = isObj(doc.components) ? doc.components : {};
  const componentSchemas = isObj(components.schemas) ? components.schemas : {};
  const defNames = new Map<string, string>();
  const usedTypeNames = new Set<string>();

  /** Follows a non-schema $ref (#/components/parameters/x …) to its target, at most a few hops. */
  const deref = (value: Json | undefined): Json | undefined => {
    for (let hops = 0; hops < 8 && isObj(value) && typeof value.$ref === 'string'; hops++) {
      const parts = value.$ref.replace(/^#\//, '').split('/').map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
      let target: Json | undefined = doc;
      for (const p of parts) target = isObj(target) ? target[p] : undefined;
      value = target;
    }
    return value;
  };

  const convertSchema = (schema: Json | undefined, depth = 0): Json => {
    if (typeof schema === 'boolean') return schema;
    if (!isObj(schema) || depth > 40) return {};
    if (typeof schema.$ref === 'string') {
      const m = /^#\/components\/schemas\/(.+)$/.exec(schema.$ref);
      const def = m ? defNames.get(m[1]!) : undefined;
      if (def) return { $ref: `#/definitions/${def}` };
      return convertSchema(deref(schema), depth + 1);
    }
    const out: Obj = {};
    for (const [key, value] of Object.entries(schema)) {
      if (!KEYWORDS.has(key)) continue;
      if (SCHEMA_MAPS.has(key) && isObj(value))
        out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, convertSchema(v, depth + 1)]));
      else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) out[key] = value.map((v) => convertSchema(v, depth + 1));
      else if (['items', 'additionalProperties', 'not', 'contains', 'propertyNames', 'if', 'then', 'else'].includes(key))
        out[key] = Array.isArray(value) ? { prefixItems: value.map((v) => convertSchema(v, depth + 1)) } as Obj : convertSchema(value, depth + 1);
      else if ((key === 'exclusiveMinimum' || key === 'exclusiveMaximum') && typeof value === 'boolean') continue;
      else if (key === 'required' && (!Array.isArray(value) || value.length === 0)) continue;
      else out[key] = value;
    }
    // OpenAPI 3.0: boolean exclusive bounds and nullable.
    if (schema.exclusiveMinimum === true && typeof schema.minimum === 'number') { out.exclusiveMinimum = schema.minimum; delete out.minimum; }
    if (schema.exclusiveMaximum === true && typeof schema.maximum === 'number') { out.exclusiveMaximum = schema.maximum; delete out.maximum; }
    if (schema.nullable === true && typeof out.type === 'string') out.type = [out.type, 'null'];
    if (Array.isArray(out.enum) && schema.nullable === true && !out.enum.includes(null)) out.enum = [...out.enum, null];
    return out;
  };

  const jsonSchemaOf = (content: Json | undefined): Json | undefined => {
    if (!isObj(content)) return undefined;
    const key = Object.keys(content).find((k) => /^application\/(.+\+)?json\b/.test(k));
    const media = key ? content[key] : undefined;
    return isObj(media) ? media.schema : undefined;
  };
  const isObjectSchema = (schema: Json | undefined): boolean => {
    const s = deref(schema);
    return isObj(s) && (s.type === 'object' || (s.type === undefined && isObj(s.properties)));
  };

  // Operations first, so definitions can avoid the tool type names (XInput / XOutput).
  const ops: { name: string; method: string; path: string; op: Obj; shared: Json[] }[] = [];
  const seen = new Set<string>();
  for (const [route, item] of Object.entries(isObj(doc.paths) ? doc.paths : {})) {
    if (!isObj(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (!isObj(op) || (options.limit !== undefined && ops.length >= options.limit)) continue;
      const base = sanitize(typeof op.operationId === 'string' ? op.operationId : `${method}_${route}`);
      let name = base;
      for (let n = 2; identKeys(name).some((k) => seen.has(k)); n++) name = `${base.slice(0, 60)}_${n}`;
      for (const k of identKeys(name)) seen.add(k);
      usedTypeNames.add(`${identsFor(name).pascal}Input`).add(`${identsFor(name).pascal}Output`);
      ops.push({ name, method, path: route, op, shared: Array.isArray(item.parameters) ? item.parameters : [] });
    }
  }
  for (const raw of Object.keys(componentSchemas)) {
    let name = identsFor(raw).pascal.replace(/[^A-Za-z0-9]/g, '') || 'Schema';
    if (!/^[A-Z]/.test(name)) name = `S${name}`;
    while (usedTypeNames.has(name)) name = `${name}Schema`;
    usedTypeNames.add(name);
    defNames.set(raw, name);
  }
  const definitions: Obj = {};
  for (const [raw, name] of defNames) definitions[name] = convertSchema(componentSchemas[raw]);

  const tools: Obj = {};
  for (const { name, method, path: route, op, shared } of ops) {
    const properties: Obj = {};
    const required: string[] = [];
    const params = [...shared, ...(Array.isArray(op.parameters) ? op.parameters : [])].map((p) => deref(p));
    for (const p of params) {
      if (!isObj(p) || typeof p.name !== 'string' || (p.in !== 'path' && p.in !== 'query')) continue;
      const schema = convertSchema(p.schema ?? { type: 'string' });
      properties[p.name] = isObj(schema) && typeof p.description === 'string' && !schema.$ref ? { ...schema, description: p.description } : schema;
      if (p.required === true && !required.includes(p.name)) required.push(p.name);
    }
    const body = deref(op.requestBody);
    const bodySchema = isObj(body) ? jsonSchemaOf(body.content) : undefined;
    if (bodySchema !== undefined) {
      properties.requestBody = convertSchema(bodySchema);
      if (isObj(body) && body.required === true) required.push('requestBody');
    }
    const responses = isObj(op.responses) ? op.responses : {};
    const ok = Object.keys(responses).filter((code) => /^2\d\d$/.test(code)).sort()[0];
    const response = ok ? deref(responses[ok]) : undefined;
    const outSchema = isObj(response) ? jsonSchemaOf(response.content) : undefined;
    const summary = typeof op.summary === 'string' ? op.summary.trim() : '';
    const description = (typeof op.description === 'string' && op.description.trim()) || summary || `${method.toUpperCase()} ${route}`;
    const readOnly = method === 'get' || method === 'head';
    const touched = options.touchFirst && Object.keys(tools).length === 0 ? ' (changed)' : '';
    tools[name] = {
      title: summary || `${method.toUpperCase()} ${route}`,
      description: `${description}${touched}`,
      annotations: readOnly ? { readOnlyHint: true, openWorldHint: true } : { readOnlyHint: false, destructiveHint: method === 'delete', openWorldHint: true },
      input: { type: 'object', properties, ...(required.length ? { required } : {}) },
      ...(outSchema !== undefined && isObjectSchema(outSchema) ? { output: convertSchema(outSchema) } : {}),
    };
  }

  const info = isObj(doc.info) ? doc.info : {};
  const manifest = {
    mcpgen: 1,
    server: {
      name: options.name,
      version: '1.0.0',
      ...(typeof info.title === 'string' ? { title: info.title } : {}),
    },
    ...(Object.keys(definitions).length ? { definitions } : {}),
    tools,
  };
  // Block style, like a hand-written manifest; no anchors, so every tool is spelled out.
  return { yaml: stringify(manifest, { aliasDuplicateObjects: false, lineWidth: 0 }), tools: ops.length, definitions: defNames.size };
}

/** operationId → a wire name: [A-Za-z0-9_.-], at most 64 characters. */
function sanitize(id: string): string {
  const s = id.replace(/[^A-Za-z0-9_.-]+/g, '_').replace(/^[_.-]+|[_.-]+$/g, '').slice(0, 64);
  return s || 'operation';
}

const identKeys = (name: string): string[] => {
  const ids = identsFor(name);
  return [`ident:${ids.camel}`, `file:${ids.file}`, `type:${ids.pascal}`];
};
