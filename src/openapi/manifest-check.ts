// The imported manifest is validated in memory before it is written, by the same rules generate applies. A problem
// there is a problem of the document: it is located in the document (the operation, or the component behind a
// definition) and names both. A lenient import leaves the operations out (MCPG721, a warning); --strict refuses the
// document. Either way no mcp.yaml is written that generate would then refuse.

import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { definitionsReached } from '../manifest/refs.js';
import { isObject, type Obj } from '../manifest/schema-walk.js';
import type { Converted } from './convert.js';
import type { Operation } from './operations.js';
import type { Locate, Tokens } from './places.js';
import { leftOutWarning, listNames } from './repair.js';

/** The manifest as it is written (mcp.yaml's value), and the conversion it holds. */
export type ImportedManifest = { readonly value: Obj; readonly manifestPath: string } & Pick<Converted, 'tools' | 'definitions' | 'operations'>;

/**
 * The manifest's errors, each moved to where the document says it (see the file comment): `leaveOut`, the operations
 * to leave out (lenient) with the warning that says why; `errors`, what no operation can be left out for (or every
 * problem, under --strict): the import fails.
 */
export async function checkImportedManifest(imported: ImportedManifest, locate: Locate, strict: boolean) {
  const [{ Document, LineCounter }, { validateManifest }] = await Promise.all([import('yaml'), import('../manifest/validate.js')]);
  // Validated as a value, not as text: the rules need no line numbers here (the document has the places), and parsing
  // GitHub's 3.4 MB manifest with positions costs about 2.5 s where this costs 0.5 s. The value is what YAML would
  // give back (keys without a value are not written).
  const doc = new Document(imported.value, { aliasDuplicateObjects: false });
  const [relPath, absPath] = [imported.manifestPath, imported.manifestPath];
  const loaded = { relPath, absPath, source: '', doc, lineCounter: new LineCounter(), value: doc.toJS(), yamlDiagnostics: [], fatal: false, files: [] };
  const errors = validateManifest(loaded).diagnostics.filter((d) => d.severity === 'error');
  const leaveOut = new Map<string, Diagnostic>();
  const refused: Diagnostic[] = [];
  const users = definitionUsers(imported.tools, imported.definitions);
  for (const error of errors) {
    const { at, owner, operations, component } = placeInDocument(error.path, imported, users);
    const where = `${error.path.join('.')}: ${error.message}`;
    const names = operations.map((o) => o.key);
    if (strict || operations.length === 0) {
      refused.push({
        ...error,
        path: [...at],
        loc: locate(at),
        message: `${owner !== undefined ? `${owner}: ` : ''}the imported manifest would not validate at ${where}${component !== undefined && names.length > 0 ? ` (needed by ${listNames(names)})` : ''}`,
        hint: error.hint ?? 'fix this place in the document and re-import',
      });
      continue;
    }
    const warning = leftOutWarning(locate, at, `${owner}: ${where}`, names);
    for (const o of operations) if (!leaveOut.has(o.key)) leaveOut.set(o.key, warning);
  }
  return { leaveOut, errors: refused };
}

/** Where a path of the manifest (under tools or definitions) comes from in the document: its keys ([] when the path
 * has none), the operation or component as the message names it, and the operations that need it. */
function placeInDocument(path: readonly (string | number)[], imported: Omit<ImportedManifest, 'value'>, users: Map<string, Set<string>>) {
  const [top, name, ...rest] = path;
  const component = top === 'definitions' && typeof name === 'string' ? name.replace(/-(Request|Response)$/, '') : undefined;
  const tools = top === 'tools' && typeof name === 'string' ? [name] : component !== undefined ? [...(users.get(String(name)) ?? [])] : [];
  const operations = tools.flatMap((t) => imported.operations.get(t) ?? []);
  if (component !== undefined) return { at: ['components', 'schemas', component, ...rest], owner: `components.schemas.${component}`, operations, component };
  const operation = operations[0];
  if (operation === undefined) return { at: [] as Tokens, operations };
  return {
    at: inOperation(operation, imported.tools[String(name)], rest),
    owner: `${operation.key} (${operation.method.toUpperCase()} ${operation.path})`,
    operations,
  };
}

/**
 * The diagnostics generate prints about the imported manifest's schemas, located in the document instead (the
 * operation or component named): the document is what the user edits.
 */
export function documentRelocator(imported: Omit<ImportedManifest, 'value'>, locate: Locate): (d: Diagnostic) => Diagnostic {
  let users: Map<string, Set<string>> | undefined;
  return (d) => {
    if (d.path[0] !== 'tools' && d.path[0] !== 'definitions') return d;
    users ??= definitionUsers(imported.tools, imported.definitions);
    const { at, owner } = placeInDocument(d.path, imported, users);
    if (owner === undefined) return d;
    return { ...d, path: [...at], loc: locate(at), message: `${owner}: ${d.path.join('.')}: ${d.message}` };
  };
}

/** Where in the operation a path inside its tool comes from: a parameter's or the body's schema, else the operation. */
function inOperation(operation: Operation, tool: unknown, rest: readonly (string | number)[]): Tokens {
  const at = ['paths', operation.path, operation.method];
  const [part, properties, property, ...inside] = rest;
  const http = isObject(tool) && isObject(tool.http) ? tool.http : {};
  if (part !== 'input' || properties !== 'properties') return at;
  const binding = (Array.isArray(http.parameters) ? http.parameters : []).find((b) => isObject(b) && b.property === property) as Obj | undefined;
  const own = Array.isArray(operation.op.parameters) ? operation.op.parameters : [];
  const index = binding ? own.findIndex((p) => isObject(p) && p.name === binding.name && p.in === binding.in) : -1;
  if (index >= 0) return [...at, 'parameters', index, 'schema', ...inside];
  const body = isObject(http.body) ? http.body : undefined;
  const content = isObject(operation.op.requestBody) && isObject(operation.op.requestBody.content) ? Object.keys(operation.op.requestBody.content) : [];
  if (body?.property === property && content[0] !== undefined) return [...at, 'requestBody', 'content', content[0], 'schema', ...inside];
  return at;
}

/** The tools that reach each definition, directly or through other definitions. */
function definitionUsers(tools: Obj, definitions: Obj): Map<string, Set<string>> {
  const users = new Map<string, Set<string>>();
  for (const [tool, schema] of Object.entries(tools))
    for (const name of definitionsReached(schema, definitions)) users.set(name, (users.get(name) ?? new Set()).add(tool));
  return users;
}
