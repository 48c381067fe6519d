// MCP Apps views: each tool's `ui.view` is read at load time, with the folder rule of schema files (only files in the
// manifest's folder or below it, links included), so validation and rendering stay pure and the generated server
// carries the HTML inline. The files join `loaded.files`, so a watcher sees an edited view like an edited schema.
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { inside } from './file-ref-paths.js';
import { displayPath, locate, type LoadedManifest, type SchemaFile, type ViewFile } from './located.js';
import { isObject } from './schema-walk.js';
import { posixRelative } from '../paths.js';

/** The file a folder view stands for. */
export const VIEW_ENTRY = 'index.html';
const HTML = /\.html?$/i;

/** The `ui://` URI of a view: the server's name, then the view's path without `/index.html` or `.html`. */
export function viewUri(serverName: string, rel: string): string {
  const name = rel.replace(/(^|\/)index\.html?$/i, '').replace(HTML, '');
  return `ui://${serverName}/${name.split('/').map(encodeURIComponent).join('/')}`;
}

/** Whether `file` is a folder (false when it is not there). */
export const isFolder = async (file: string): Promise<boolean> => (await stat(file).catch(() => undefined))?.isDirectory() === true;

type Read = { readonly file: ViewFile } | { readonly problem: Omit<Diagnostic, 'path' | 'loc' | 'severity'> };

/** The manifest with every tool's view read (or a located diagnostic saying why not); unchanged without `ui`. */
export async function readViews(loaded: LoadedManifest, cwd: string): Promise<LoadedManifest> {
  if (loaded.fatal || !isObject(loaded.value) || !isObject(loaded.value.tools)) return loaded;
  const wanted = Object.entries(loaded.value.tools).flatMap(([name, tool]) =>
    isObject(tool) && isObject(tool.ui) && typeof tool.ui.view === 'string' ? [[name, tool.ui.view] as const] : [],
  );
  if (wanted.length === 0) return loaded;
  const server = isObject(loaded.value.server) && typeof loaded.value.server.name === 'string' ? loaded.value.server.name : 'server';
  const folder = path.dirname(loaded.absPath);
  const realFolder = await realpath(folder).catch(() => folder);
  const cache = new Map<string, Promise<Read>>();
  const views = new Map<string, ViewFile>();
  const diagnostics: Diagnostic[] = [];
  for (const [tool, view] of wanted) {
    let read = cache.get(view);
    if (!read) cache.set(view, (read = readView(view, folder, realFolder, server, cwd)));
    const result = await read;
    if ('file' in result) views.set(tool, result.file);
    else {
      const at = ['tools', tool, 'ui', 'view'];
      diagnostics.push({ ...result.problem, severity: 'error', path: at, loc: locate(loaded, at) });
    }
  }
  const byRel = new Map<string, SchemaFile>(loaded.files.map((f) => [f.rel, f]));
  for (const v of views.values()) byRel.set(v.rel, { rel: v.rel, shown: displayPath(path.join(folder, v.rel), cwd), source: v.html });
  const files = [...byRel.values()].sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
  return { ...loaded, views, files, yamlDiagnostics: [...loaded.yamlDiagnostics, ...diagnostics] };
}

const OUTSIDE_HINT = "move the view into the manifest's folder (or below it); mcpgen reads nothing outside it";

async function readView(view: string, folder: string, realFolder: string, server: string, cwd: string): Promise<Read> {
  const problem = (code: Diagnostic['code'], message: string, hint: string): Read => ({ problem: { code, message: `ui.view "${view}"${message}`, hint } });
  if (/^[A-Za-z][A-Za-z0-9+.-]+:/.test(view))
    return problem(
      'MCPG261',
      " is a URL: views are read from files in the manifest's folder",
      'save the HTML next to the manifest and name it by a relative path, e.g. "./views/notes.html"',
    );
  if (path.isAbsolute(view) || /^[\\/]/.test(view))
    return problem('MCPG261', ' is an absolute path', 'name the view by a path relative to the manifest, e.g. "./views/notes.html"');
  const named = path.resolve(folder, view);
  if (!inside(folder, named)) return problem('MCPG261', ": the file is outside the manifest's folder", OUTSIDE_HINT);
  const namesFolder = await isFolder(named);
  const entry = namesFolder ? path.join(named, VIEW_ENTRY) : named;
  const real = await realpath(entry).catch(() => undefined);
  if (real === undefined)
    return problem(
      'MCPG260',
      namesFolder ? `: the folder has no ${VIEW_ENTRY}` : `: ${displayPath(entry, cwd)} not found`,
      namesFolder ? `add ${VIEW_ENTRY} to the folder, or name the HTML file itself` : "check the path: it is relative to the manifest's folder",
    );
  if (!inside(realFolder, real)) return problem('MCPG261', `: ${displayPath(entry, cwd)} is a link to a file outside the manifest's folder`, OUTSIDE_HINT);
  if (!HTML.test(entry))
    return problem(
      'MCPG263',
      ' is not an HTML file',
      `a view is one HTML document (.html), or a folder with ${VIEW_ENTRY}; inline its scripts and styles or bundle them into it`,
    );
  const html = await readFile(real, 'utf8').catch((error: Error) => error);
  if (html instanceof Error) return problem('MCPG260', `: cannot read ${displayPath(entry, cwd)}: ${html.message}`, "check the file's permissions");
  const rel = posixRelative(folder, entry);
  return { file: { rel, uri: viewUri(server, rel), html } };
}
