// Builds the example MCP Apps views (specs/views/<name>/): view.ts bundled with esbuild (ext-apps' App client
// included) into view.html's module script, written as index.html, the one self-contained file a host loads.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { REPO_ROOT } from './cli.js';

const VIEWS = path.join(REPO_ROOT, 'specs', 'views');
const MARK = '/* bundle */';

for (const name of readdirSync(VIEWS).sort()) {
  const folder = path.join(VIEWS, name);
  const bundled = await build({
    entryPoints: [path.join(folder, 'view.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    legalComments: 'none',
    logLevel: 'warning',
  });
  // Inside a <script> element only "</script" ends it early.
  const code = bundled.outputFiles[0]!.text.trimEnd().replace(/<\/(script)/gi, '<\\/$1');
  const page = readFileSync(path.join(folder, 'view.html'), 'utf8');
  if (!page.includes(MARK)) throw new Error(`${name}/view.html has no ${MARK} marker`);
  writeFileSync(
    path.join(folder, 'index.html'),
    page.replace(MARK, () => code),
  );
  process.stdout.write(`specs/views/${name}/index.html: ${Buffer.byteLength(code)} bytes of script\n`);
}
