import type { Diagnostic, PathSegment } from '../diagnostics/diagnostic.js';
import { identsFor } from '../names.js';
import { checkApiAuth } from './api-auth-rules.js';
import { checkAuth } from './auth-rules.js';
import { checkContent } from './content-rules.js';
import { checkHttp } from './http-rules.js';
import { checkPublish } from './publish-rules.js';
import { checkTransports } from './transport-rules.js';
import { locate, type LoadedManifest } from './load.js';
import { checkSchema } from './schema-rules.js';
import { clientNameWarning } from './client-compat-rules.js';
import { checkClientProfiles } from './client-profile-rules.js';
import { checkToolsets } from './toolset-rules.js';
import { checkViews } from './views.js';
import { isObject } from './schema-walk.js';
import type { JsonSchema, Manifest, ManifestAnnotations, ManifestErrorClass, ManifestTool } from './types.gen.js';
import { jsttTypeName } from '../names.js';

export const TOOL_NAME = /^[A-Za-z0-9_.-]{1,64}$/;

/** Class names the generated errors module defines itself, plus globals a class must not shadow. */
export const RESERVED_ERROR_NAMES = new Set([
  'McpgenError',
  'InvalidParamsError',
  'InvalidRequestError',
  'NotFoundError',
  'PermissionDeniedError',
  'InternalError',
  'Error',
  'TypeError',
  'RangeError',
  'SyntaxError',
  'ReferenceError',
  'EvalError',
  'URIError',
  'AggregateError',
  'ProtocolError',
  'SdkError',
  'Object',
  'Array',
  'Promise',
  'Function',
  'String',
  'Number',
  'Boolean',
  'Symbol',
]);

/** JSON-RPC codes a manifest error may carry: the standard ones and the implementation-defined -32000..-32019. */
export const isAllowedErrorCode = (code: number): boolean =>
  [-32700, -32600, -32601, -32602, -32603].includes(code) || (code >= -32019 && code <= -32000) || code > -32000 || code < -32768;

/** Cross-field rules over a manifest that already passed shape validation. */
export function checkSemantics(value: unknown, loaded: LoadedManifest): Diagnostic[] {
  // Runs even when the shape check failed, on the parts it accepted (accepted.ts): a key may be missing, never mistyped.
  if (!isObject(value)) return [];
  const manifest = value as unknown as Manifest;
  const out: Diagnostic[] = [];
  const err = (code: Diagnostic['code'], at: PathSegment[], message: string, hint?: string, key = false): void => {
    out.push({ code, severity: 'error', message, path: at, loc: locate(loaded, at, { key }), hint });
  };
  const warn = (code: Diagnostic['code'], at: PathSegment[], message: string, hint?: string): void => {
    out.push({ code, severity: 'warning', message, path: at, loc: locate(loaded, at, { key: true }), hint });
  };
  const definitions = isObject(manifest.definitions) ? (manifest.definitions as Record<string, JsonSchema>) : {};
  const errors = isObject(manifest.errors) ? (manifest.errors as Record<string, ManifestErrorClass>) : {};
  const tools = isObject(manifest.tools) ? (manifest.tools as Record<string, ManifestTool>) : {};
  const typeNames = new Map<string, PathSegment[]>();
  const claimType = (name: string, at: PathSegment[], what: string) => {
    // json-schema-to-typescript names types with a letter after digits upper-cased (Sha256hash → Sha256Hash).
    const key = jsttTypeName(name);
    const first = typeNames.get(key);
    if (first) {
      const l = locate(loaded, first, { key: true });
      err(
        'MCPG207',
        at,
        `${what} needs the type name "${name}", already used by ${first.join('.')} (${l.line}:${l.col})`,
        'rename one of them so the generated TypeScript names differ',
        true,
      );
    } else typeNames.set(key, at);
  };

  for (const [name, cls] of Object.entries(errors)) {
    const at = ['errors', name];
    if (!isObject(cls)) continue;
    if (RESERVED_ERROR_NAMES.has(name))
      err(
        'MCPG206',
        at,
        `error class name "${name}" is reserved`,
        'mcpgen generates a class of that name itself (or it is a JavaScript global); choose another name',
        true,
      );
    else claimType(name, at, `error class "${name}"`);
    if (isObject(cls.data) || typeof cls.data === 'boolean') {
      claimType(`${name}Data`, at, `the data type of error class "${name}"`);
      out.push(...checkSchema(cls.data, [...at, 'data'], { definitions, loaded, objectRoot: false, ownDefs: true }));
    }
    if (typeof cls.code === 'number' && !isAllowedErrorCode(cls.code))
      err(
        'MCPG208',
        [...at, 'code'],
        `error code ${cls.code} is reserved by the MCP specification`,
        'use a standard JSON-RPC code (-32600, -32602, -32603) or one in -32000..-32019',
      );
  }
  for (const [name, schema] of Object.entries(definitions)) out.push(...checkSchema(schema, ['definitions', name], { definitions, loaded, objectRoot: false }));

  const byIdent = new Map<string, string>();
  for (const [name, tool] of Object.entries(tools)) {
    const at = ['tools', name];
    if (!isObject(tool)) continue;
    if (!TOOL_NAME.test(name)) {
      err(
        'MCPG201',
        at,
        `tool name "${name}" must be 1-64 characters of A-Z a-z 0-9 _ . -`,
        name.length > 64 ? 'shorten it: some clients reject names over 64 characters' : 'replace the other characters, e.g. with "_"',
        true,
      );
      continue;
    }
    const unsafe = clientNameWarning(name, new Set(Object.keys(tools)));
    if (unsafe) warn(unsafe.code, [...unsafe.path], unsafe.message, unsafe.hint);
    const ids = identsFor(name);
    let collides = false;
    for (const key of [`ident:${ids.camel}`, `file:${ids.file}`, `type:${ids.pascal}`]) {
      const other = byIdent.get(key);
      if (other !== undefined && other !== name) {
        const l = locate(loaded, ['tools', other], { key: true });
        err(
          'MCPG203',
          at,
          `tool "${name}" and tool "${other}" (${l.line}:${l.col}) both map to the TypeScript name "${key.split(':')[1]}"`,
          'rename one of them so they differ by more than punctuation or case',
          true,
        );
        collides = true;
        break;
      }
      byIdent.set(key, name);
    }
    if (!collides) {
      claimType(`${ids.pascal}Input`, at, `tool "${name}"`);
      claimType(`${ids.pascal}Output`, at, `tool "${name}"`);
    }
    if (tool.input !== undefined && tool.input !== null)
      out.push(...checkSchema(tool.input, [...at, 'input'], { definitions, loaded, objectRoot: true, ownDefs: true }));
    if (tool.output !== undefined && tool.output !== null)
      out.push(...checkSchema(tool.output, [...at, 'output'], { definitions, loaded, objectRoot: false, ownDefs: true }));
    const outputs = isObject(tool.http) && isObject(tool.http.outputs) ? tool.http.outputs : {};
    for (const [status, schema] of Object.entries(outputs))
      out.push(...checkSchema(schema, [...at, 'http', 'outputs', status], { definitions, loaded, objectRoot: false, ownDefs: true }));
    (Array.isArray(tool.errors) ? tool.errors : []).forEach((e, i) => {
      if (typeof e === 'string' && !Object.hasOwn(errors, e))
        err(
          'MCPG205',
          [...at, 'errors', i],
          `tool "${name}" refers to undeclared error "${e}"`,
          Object.keys(errors).length ? `declared errors: ${Object.keys(errors).join(', ')}` : 'declare it under the top-level "errors" key',
        );
    });
    const taskKeys = (['task', 'taskTtlMs', 'pollIntervalMs', 'taskStart', 'taskAfterMs'] as const).filter((k) => tool[k] !== undefined);
    if (taskKeys.length > 0 && tool.longRunning !== true)
      err(
        'MCPG209',
        [...at, taskKeys[0]!],
        `tool "${name}" sets ${taskKeys.join(', ')} but is not longRunning`,
        'add "longRunning: true" so the tool can run as a task, or remove the task settings',
        true,
      );
    const a = isObject(tool.annotations) ? (tool.annotations as ManifestAnnotations) : undefined;
    if (tool.annotations === undefined)
      warn(
        'MCPG210',
        at,
        `tool "${name}" has no annotations`,
        'without hints clients assume the tool is destructive and open-world; add readOnlyHint, destructiveHint, idempotentHint, openWorldHint',
      );
    else if (a && a.readOnlyHint === true && (a.destructiveHint !== undefined || a.idempotentHint !== undefined))
      warn(
        'MCPG211',
        [...at, 'annotations'],
        `tool "${name}" is read-only, so destructiveHint and idempotentHint are meaningless`,
        'remove them, or set readOnlyHint: false',
      );
    if (tool.title === undefined)
      warn('MCPG212', at, `tool "${name}" has no title`, 'some clients hide tools without a title; add a short human-readable title');
  }
  out.push(...checkContent(manifest, loaded));
  out.push(...checkAuth(manifest, loaded));
  out.push(...checkHttp(manifest, loaded));
  out.push(...checkApiAuth(manifest, loaded));
  out.push(...checkPublish(manifest, loaded));
  out.push(...checkTransports(manifest, loaded));
  out.push(...checkToolsets(manifest, loaded));
  out.push(...checkViews(manifest, loaded));
  out.push(...checkClientProfiles(manifest, loaded));
  return out;
}
