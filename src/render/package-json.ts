import path from 'node:path';
import type { ServerIR } from '../ir/types.js';
import { defined } from '../manifest/schema-walk.js';
import { MCPGEN_VERSION } from '../self.js';

/** Exact versions mcpgen's own tests run the generated code against. */
export const RUNTIME_VERSIONS = Object.freeze({
  '@modelcontextprotocol/server': '2.4.0',
  // The SDK's own ajv version: its 2020-12 engine fills in schema defaults (runtime/defaults.gen.ts).
  ajv: '8.18.0',
  // The API only: a no-op until the user registers an OpenTelemetry SDK.
  '@opentelemetry/api': '^1.9.1',
});
/** What the Streamable HTTP transport also needs (server.transports includes http, as by default). */
export const HTTP_RUNTIME_VERSIONS = Object.freeze({ '@modelcontextprotocol/node': '2.1.2' });
/** What a server with the manifest's `auth` also needs: jose verifies its access tokens. */
export const AUTH_RUNTIME_VERSIONS = Object.freeze({ jose: '^6.2.18' });
/**
 * What per-user API credentials (an api.auth oauth2 scheme, with `auth`) also need: oauth4webapi for the OAuth client
 * (PKCE, code exchange, refresh), better-sqlite3 for the default token store.
 */
export const PER_USER_RUNTIME_VERSIONS = Object.freeze({ oauth4webapi: '3.8.9', 'better-sqlite3': '^12.9.0' });
/** What generated projects with toolsets also need: MiniSearch ranks tools in discover mode, words stemmed by stemmer. */
export const TOOLSETS_RUNTIME_VERSIONS = Object.freeze({ minisearch: '7.2.0', stemmer: '2.0.1' });
/** What a server with MCP Apps views (tools' `ui`) also needs: ext-apps' server helpers. */
export const APPS_RUNTIME_VERSIONS = Object.freeze({ '@modelcontextprotocol/ext-apps': '2.0.4' });
export const DEV_VERSIONS = Object.freeze({
  '@modelcontextprotocol/client': '2.4.0',
  '@types/node': '^20.19.0',
  tsx: '4.23.15',
  typescript: '~6.0.3',
});

/** Portable (no `chmod` command on Windows, where the mode does not matter): `node -e` has the built-in modules as globals. */
const CHMOD_BIN = `node -e "fs.chmodSync('dist/main.js', 0o755)"`;

export function scaffoldPackageJson(ir: ServerIR): string {
  const scripts = mcpgenScripts(ir.source);
  const pkg = {
    name: ir.name,
    version: ir.version,
    // mcpName: the registry checks that the npm package belongs to the server through this field (publish server-json).
    ...defined({ description: ir.description, mcpName: ir.registryName }),
    type: 'module',
    // dist/main.js starts with `#!/usr/bin/env node` (src/main.ts's first line, which tsc keeps), so npx can run it.
    bin: { [ir.name]: 'dist/main.js' },
    // What the server needs at run time; npm adds package.json and README.md. Not tsc's incremental state.
    files: ['dist', '!dist/.tsbuildinfo'],
    engines: { node: '>=20.19' },
    scripts: {
      // tsc writes files without the executable bit; a bin run directly (npm link, ./dist/main.js) needs it.
      build: `tsc -p tsconfig.json && ${CHMOD_BIN}`,
      start: 'node dist/main.js',
      prestart: 'tsc -p tsconfig.json',
      dev: scripts.dev,
      generate: scripts.generate,
      check: scripts.check,
      typecheck: 'tsc -p tsconfig.json --noEmit',
      test: 'tsx --test test/generated/*.test.ts',
      // npm pack and npm publish ship a fresh build.
      prepack: 'npm run build',
    },
    dependencies: {
      ...RUNTIME_VERSIONS,
      ...(ir.transports.http && HTTP_RUNTIME_VERSIONS),
      ...(ir.auth && AUTH_RUNTIME_VERSIONS),
      ...(ir.api?.perUser && PER_USER_RUNTIME_VERSIONS),
      ...(ir.toolsets && TOOLSETS_RUNTIME_VERSIONS),
      ...(ir.views?.length && APPS_RUNTIME_VERSIONS),
    },
    // The mcpgen that generated the project, so `npm run generate` / `check` regenerate with exactly it; `init`
    // replaces the version with the tarball or folder it ran from while mcpgen is not on the registry.
    devDependencies: { ...DEV_VERSIONS, mcpgen: MCPGEN_VERSION },
  };
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

/** A shell word for an npm script: bare when plainly safe, otherwise double-quoted (sh and cmd.exe both read it). */
function shellWord(word: string): string {
  if (/^[\w./@+-]+$/.test(word)) return word;
  return `"${word.replace(/(["\\$`])/g, '\\$1')}"`;
}

/**
 * The arguments that make `mcpgen generate|dev` (or, with `--project`, `mcpgen publish …`) run from the project folder
 * find the manifest this project was generated from (`source`: relative to the project, posix), and the project.
 * Empty for the default layout (./mcp.yaml).
 */
export function manifestArgs(source: string, manifestFlag = '', projectFlag = '--out'): string {
  if (source === 'mcp.yaml') return '';
  const manifest = `${manifestFlag}${shellWord(source)}`;
  // Output goes next to the manifest unless told otherwise: a manifest elsewhere needs --out . to land here.
  return path.posix.dirname(source) === '.' ? ` ${manifest}` : ` ${manifest} ${projectFlag} .`;
}

/** `npm run generate`, `check` and `dev` of a generated project, naming its real manifest. */
export function mcpgenScripts(source: string): { dev: string; generate: string; check: string } {
  const args = manifestArgs(source);
  return {
    dev: `mcpgen dev${manifestArgs(source, '--manifest ')}`,
    generate: `mcpgen generate${args}`,
    check: `mcpgen generate${args} --check`,
  };
}
