import type { Diagnostic, PathSegment } from '../diagnostics/diagnostic.js';
import { identsFor } from '../names.js';
import { checkApiAuth } from './api-auth-rules.js';
import { checkAuth } from './auth-rules.js';
import { checkContent, nameClaims } from './content-rules.js';
import { checkHttp } from './http-rules.js';
import { checkPublish, checkTransports } from './publish-rules.js';
import { reporter, type LoadedManifest } from './located.js';
import { checkSchema } from './schema-rules.js';
import { clientNameWarning } from './client-compat-rules.js';
import { checkClientProfiles } from './client-profile-rules.js';
import { checkToolsets } from './toolset-rules.js';
import { checkViews } from './views.js';
import { isObject } from './schema-walk.js';
import type { JsonSchema, Manifest, ManifestAnnotations, ManifestErrorClass, ManifestTool } from './types.gen.js';

/** Cross-field rules over a manifest that already passed shape validation. */
export function checkSemantics(value: unknown, loaded: LoadedManifest): Diagnostic[] {
  // Runs even when the shape check failed, on the parts it accepted (accepted.ts): a key may be missing, never mistyped.
  if (!isObject(value)) return [];
  const manifest = value as unknown as Manifest;
  const report = reporter(loaded);
  const { out, err, warn, where } = report;
  const definitions = isObject(manifest.definitions) ? (manifest.definitions as Record<string, JsonSchema>) : {};
  const errors = isObject(manifest.errors) ? (manifest.errors as Record<string, ManifestErrorClass>) : {};
  const tools = isObject(manifest.tools) ? (manifest.tools as Record<string, ManifestTool>) : {};
  const schemaAt = (schema: JsonSchema, at: PathSegment[], ownDefs = true, objectRoot = false) =>
    checkSchema(schema, at, { definitions, report, objectRoot, ownDefs });
  const typeNames = new Map<string, PathSegment[]>();
  const claimType = (name: string, at: PathSegment[], what: string) => {
    // json-schema-to-typescript names types with a letter after digits upper-cased (Sha256hash → Sha256Hash).
    const key = name.replace(/\d+[a-z]/g, (m) => m.toUpperCase());
    const first = typeNames.get(key);
    if (first) {
      err(
        'MCPG207',
        at,
        `${what} needs the type name "${name}", already used by ${first.join('.')} (${where(first)})`,
        'rename one of them so the generated TypeScript names differ',
        true,
      );
    } else typeNames.set(key, at);
  };

  for (const [name, cls] of Object.entries(errors)) {
    const at = ['errors', name];
    claimType(name, at, `error class "${name}"`);
    if (isObject(cls.data) || typeof cls.data === 'boolean') {
      claimType(`${name}Data`, at, `the data type of error class "${name}"`);
      schemaAt(cls.data, [...at, 'data']);
    }
  }
  for (const [name, schema] of Object.entries(definitions)) schemaAt(schema, ['definitions', name], false);

  const claimName = nameClaims(report);
  for (const [name, tool] of Object.entries(tools)) {
    const at = ['tools', name];
    const claim = claimName('tools', name, identsFor);
    if (claim === 'invalid') continue;
    clientNameWarning(name, new Set(Object.keys(tools)), warn);
    if (claim === 'free') {
      claimType(`${identsFor(name).pascal}Input`, at, `tool "${name}"`);
      claimType(`${identsFor(name).pascal}Output`, at, `tool "${name}"`);
    }
    if (tool.input !== undefined && tool.input !== null) schemaAt(tool.input, [...at, 'input'], true, true);
    if (tool.output !== undefined && tool.output !== null) schemaAt(tool.output, [...at, 'output']);
    const outputs = isObject(tool.http) && isObject(tool.http.outputs) ? tool.http.outputs : {};
    for (const [status, schema] of Object.entries(outputs)) schemaAt(schema, [...at, 'http', 'outputs', status]);
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
        true,
      );
    else if (a && a.readOnlyHint === true && (a.destructiveHint !== undefined || a.idempotentHint !== undefined))
      warn(
        'MCPG211',
        [...at, 'annotations'],
        `tool "${name}" is read-only, so destructiveHint and idempotentHint are meaningless`,
        'remove them, or set readOnlyHint: false',
        true,
      );
    if (tool.title === undefined)
      warn('MCPG212', at, `tool "${name}" has no title`, 'some clients hide tools without a title; add a short human-readable title', true);
  }
  for (const check of [checkContent, checkAuth, checkHttp, checkApiAuth, checkPublish, checkTransports, checkToolsets, checkViews, checkClientProfiles])
    out.push(...check(manifest, loaded));
  return out;
}
