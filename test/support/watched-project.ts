// A small project for the watcher tests (test/watch.test.ts, test/dev.test.ts): one tool whose input `$ref`s a schema
// file and whose `ui:` view is an HTML file, each edit visible in the generated files; and saves the way editors
// make them (vim, JetBrains, VS Code's atomic save, `sed -i`): a temporary file renamed over the original.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const watchedManifest = (save: number, transports = '[stdio]') =>
  [
    'mcpgen: 1',
    `server: { name: watched, version: 1.0.0, transports: ${transports} }`,
    'tools:',
    '  ping:',
    '    title: Ping',
    `    description: Answers pong (save ${save}).`,
    '    annotations: { readOnlyHint: true }',
    '    input: { type: object, properties: { text: { $ref: ./schemas/text.json } } }',
    '    ui: { view: ./views/ping.html }',
    '',
  ].join('\n');
export const watchedSchema = (maxLength: number) => `{ "type": "string", "maxLength": ${maxLength} }\n`;
export const watchedView = (save: number) => `<!doctype html><title>view save ${save}</title>\n`;

/** Writes the project's manifest, schema file and view (save 0 of each); returns their paths. */
export function writeWatchedProject(dir: string, transports?: string): { manifest: string; schema: string; view: string } {
  mkdirSync(path.join(dir, 'schemas'), { recursive: true });
  mkdirSync(path.join(dir, 'views'), { recursive: true });
  const files = { manifest: path.join(dir, 'mcp.yaml'), schema: path.join(dir, 'schemas/text.json'), view: path.join(dir, 'views/ping.html') };
  writeFileSync(files.manifest, watchedManifest(0, transports));
  writeFileSync(files.schema, watchedSchema(100));
  writeFileSync(files.view, watchedView(0));
  return files;
}

let saves = 0;
/** Saves `text` as an editor that writes a temporary file and renames it over the original does. */
export function saveByRename(file: string, text: string): void {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${++saves}.tmp`);
  writeFileSync(temp, text);
  renameSync(temp, file);
}

export const readText = (file: string): string => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

/** Polls `check` every 50 ms until it holds; throws with `what` and `context()` after `ms`. */
export async function until(check: () => boolean, what: string, context: () => string = () => '', ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}\n${context()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
