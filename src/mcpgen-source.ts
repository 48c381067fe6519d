// Where the running mcpgen came from, so a scaffolded project can pin exactly it as a devDependency while mcpgen
// is not on the registry: a tarball (`file:/…/mcpgen-0.1.0.tgz`), a folder (`file:/…/mcpgen`, a clone), or the
// registry (the exact version, once published).
import { existsSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { attempt } from './attempt.js';
import { toPosix } from './paths.js';
import { MCPGEN_VERSION, PACKAGE_ROOT } from './self.js';

export interface McpgenSource {
  /** What goes into devDependencies.mcpgen. */
  readonly spec: string;
  readonly from: 'registry' | 'tarball' | 'folder' | 'environment';
}

const readJson = (file: string) => attempt(() => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);

/** A `file:` spec or registry URL as the installing project recorded it, made absolute. */
function fromRecorded(recorded: string, host: string): McpgenSource | undefined {
  if (/^https?:\/\//.test(recorded)) return { spec: MCPGEN_VERSION, from: 'registry' };
  const rel = recorded.startsWith('file:') ? recorded.slice(5) : /^[./~]/.test(recorded) ? recorded : undefined;
  if (rel === undefined) return /^[\^~]?\d/.test(recorded) ? { spec: MCPGEN_VERSION, from: 'registry' } : undefined;
  const abs = path.resolve(host, rel);
  if (!existsSync(abs)) return undefined;
  return { spec: `file:${abs}`, from: /\.(tgz|tar\.gz|tar)$/.test(abs) ? 'tarball' : 'folder' };
}

/**
 * MCPGEN_DEPENDENCY wins; an installed mcpgen (…/node_modules/mcpgen) answers from the installing project's
 * lockfile or package.json (npx and `npm install <tarball>` both record the tarball there); anything else is a
 * folder (a clone, a global install) and is pinned as that folder.
 */
export function mcpgenSource(root = PACKAGE_ROOT): McpgenSource {
  const env = process.env.MCPGEN_DEPENDENCY?.trim();
  if (env) return { spec: env, from: 'environment' };
  const normalized = path.resolve(root);
  const marker = `${path.sep}node_modules${path.sep}`;
  const at = normalized.lastIndexOf(marker);
  if (at >= 0) {
    const host = normalized.slice(0, at);
    const key = toPosix(normalized.slice(at + 1));
    const lock = readJson(path.join(host, 'package-lock.json')) ?? readJson(path.join(host, 'node_modules', '.package-lock.json'));
    const entry = (lock?.packages as Record<string, { resolved?: string }> | undefined)?.[key];
    const fromLock = entry?.resolved ? fromRecorded(entry.resolved, host) : undefined;
    if (fromLock) return fromLock;
    const pkg = readJson(path.join(host, 'package.json'));
    for (const field of ['dependencies', 'devDependencies', 'optionalDependencies']) {
      const recorded = (pkg?.[field] as Record<string, string> | undefined)?.mcpgen;
      const found = recorded ? fromRecorded(recorded, host) : undefined;
      if (found) return found;
    }
  }
  return { spec: `file:${normalized}`, from: 'folder' };
}

/**
 * Points a freshly scaffolded package.json's devDependencies.mcpgen (the version, as rendered) at where this
 * mcpgen came from. Returns what it pinned, or undefined when the file is not as mcpgen wrote it.
 */
export async function pinMcpgen(projectDir: string, source = mcpgenSource()): Promise<McpgenSource | undefined> {
  const file = path.join(projectDir, 'package.json');
  const text = await readFile(file, 'utf8');
  const pkg = JSON.parse(text) as { devDependencies?: Record<string, string> };
  if (pkg.devDependencies?.mcpgen !== MCPGEN_VERSION) return undefined;
  if (source.spec === MCPGEN_VERSION) return source;
  pkg.devDependencies.mcpgen = source.spec;
  await writeFile(file, `${JSON.stringify(pkg, null, 2)}\n`);
  return source;
}
