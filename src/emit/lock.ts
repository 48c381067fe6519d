import { createHash } from 'node:crypto';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { OLD_COPY } from '../manifest/editor-schema.js';
import { GENERATED_PREFIX, HANDLER_DIRS } from '../render/header.js';

/**
 * The lock records what the last `generate` produced from which inputs, so `generate --check` (and a no-op
 * `generate`) can answer from file hashes without parsing, validating and rendering: ~1,200 tools take seconds to
 * render and milliseconds to hash. It is a cache of the render, not part of it: drift in the lock alone is never
 * reported, and anything it does not vouch for falls back to the full render. It lives in the project's
 * node_modules cache, out of version control: two branches never conflict over it, and a clone without it simply
 * renders (so `--check` is correct with or without it).
 */
export const LOCK_PATH = 'node_modules/.cache/mcpgen/lock.json';
/** Where mcpgen before 0.1 kept the lock, checked in: removed (with our header) by the next generate. */
export const LEGACY_LOCK_PATH = 'src/generated/mcpgen.lock.json';

/** A file in GENERATED_DIRS that the generator may have written and no longer does: deleted when it has our header. */
export const mayBeStale = (rel: string): boolean => rel.endsWith('.gen.ts') || rel.endsWith('.test.ts') || rel === LEGACY_LOCK_PATH || rel === OLD_COPY;

/** Folders whose files are all the generator's; a file there the lock does not list sends us to the full render. */
export const GENERATED_DIRS = ['src/generated', 'test/generated'] as const;

interface LockedWarning {
  readonly code: Diagnostic['code'];
  readonly message: string;
  readonly hint?: string;
  readonly path: Diagnostic['path'];
  readonly line?: number;
  readonly col?: number;
  /** A warning inside a referenced schema file: that file, relative to the manifest's folder. */
  readonly file?: string;
}

export interface Lock {
  readonly inputs: string;
  /** Generator-owned files → sha256 of their content. */
  readonly files: Readonly<Record<string, string>>;
  /** User-owned files the generator scaffolds: they only need to exist. */
  readonly userFiles: readonly string[];
  /** Warnings of the render (of the inputs only, so the same inputs give the same warnings), replayed by the short-cut. */
  readonly warnings: readonly LockedWarning[];
  /** Schema files the manifest's `$ref`s read, relative to its folder: the short-cut rehashes them unparsed. */
  readonly referencedFiles?: readonly string[];
  /** Files the manifest was made from (an imported OpenAPI document), relative to the output folder → sha256. */
  readonly sources?: Readonly<Record<string, string>>;
  /** The dependencies the generated code needs (name → version), as the full render's package.json lists them. */
  readonly dependencies: Readonly<Record<string, string>>;
}

/** A schema file as the lock sees it: its path relative to the manifest's folder, and its text. */
export interface InputFile {
  readonly rel: string;
  readonly source: string;
}

const PACKAGE_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const lf = (text: string) => text.replace(/\r\n/g, '\n');

function listSync(root: string, rel = ''): string[] {
  return readdirSync(path.join(root, rel), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? listSync(root, `${rel}${e.name}/`) : [`${rel}${e.name}`]))
    .sort();
}

let generatorId: string | undefined;
/** This mcpgen: its version and every template (LF-normalised, so a CRLF checkout hashes the same). */
function generatorIdentity(): string {
  if (generatorId !== undefined) return generatorId;
  const hash = createHash('sha256');
  const version = (JSON.parse(readFileSync(path.join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version?: string }).version;
  hash.update(`mcpgen ${version ?? '?'}\n`);
  for (const rel of listSync(path.join(PACKAGE_ROOT, 'templates'))) {
    hash.update(`${rel}\n${lf(readFileSync(path.join(PACKAGE_ROOT, 'templates', rel), 'utf8'))}\n`);
  }
  return (generatorId = hash.digest('hex'));
}

/**
 * Everything the rendered bytes depend on: the generator, the manifest text, its path as written in headers, and
 * the schema files its `$ref`s read (sorted by path).
 */
export function inputsHash(manifestSource: string, source: string, files: readonly InputFile[] = []): string {
  const referenced = files.map((f) => `\n${f.rel}\n${lf(f.source)}`).join('');
  return sha256(`${generatorIdentity()}\n${source}\n${lf(manifestSource)}${referenced}`);
}

export interface LockInput {
  readonly path: string;
  readonly content: string;
  readonly owner: 'generator' | 'user';
}

/** The lock's own content. Deterministic: sorted keys, no time, no absolute path. */
export function renderLock(
  files: readonly LockInput[],
  inputs: string,
  warnings: readonly Diagnostic[],
  manifestFile: string,
  source: string,
  referenced: readonly { rel: string; shown: string }[] = [],
  sources: Readonly<Record<string, string>> = {},
  dependencies: Readonly<Record<string, string>> = {},
): string {
  // A warning placed in a file the lock does not know cannot be replayed faithfully; such renders get a lock that never matches.
  const fileOf = (shown: string | undefined) => (shown === undefined || shown === manifestFile ? null : referenced.find((f) => f.shown === shown)?.rel);
  const replayable = warnings.every((d) => fileOf(d.loc?.file) !== undefined);
  const lock: Lock & { $comment: string } = {
    $comment: `${GENERATED_PREFIX.slice(3)}. Source: ${source}. A cache: lets \`npm run check\` (mcpgen generate --check) skip rendering when nothing changed.`,
    inputs: replayable ? inputs : 'none',
    files: Object.fromEntries(files.filter((f) => f.owner === 'generator' && f.path !== LOCK_PATH).map((f) => [f.path, sha256(f.content)])),
    userFiles: files.filter((f) => f.owner === 'user').map((f) => f.path),
    warnings: warnings.map((d) => ({
      code: d.code,
      message: d.message,
      ...(d.hint !== undefined && { hint: d.hint }),
      path: d.path,
      ...(d.loc && { line: d.loc.line, col: d.loc.col }),
      ...(fileOf(d.loc?.file) && { file: fileOf(d.loc?.file)! }),
    })),
    ...(referenced.length > 0 && { referencedFiles: referenced.map((f) => f.rel) }),
    ...(Object.keys(sources).length > 0 && { sources }),
    dependencies,
  };
  return `${JSON.stringify(lock, null, 2)}\n`;
}

async function hashOf(file: string): Promise<string | undefined> {
  return readFile(file).then(sha256, () => undefined);
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}

async function listTree(root: string, rel: string): Promise<string[]> {
  const entries = await readdir(path.join(root, rel), { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? listTree(root, `${rel}/${e.name}`) : Promise.resolve(e.isFile() ? [`${rel}/${e.name}`] : []))),
  );
  return nested.flat();
}

function parseLock(text: string | undefined): Lock | undefined {
  if (text === undefined) return undefined;
  try {
    const lock = JSON.parse(text) as Partial<Lock>;
    const ok =
      typeof lock.inputs === 'string' &&
      typeof lock.files === 'object' &&
      lock.files !== null &&
      Array.isArray(lock.userFiles) &&
      Array.isArray(lock.warnings) &&
      typeof lock.dependencies === 'object' &&
      lock.dependencies !== null &&
      (lock.referencedFiles === undefined || (Array.isArray(lock.referencedFiles) && lock.referencedFiles.every((f) => typeof f === 'string')));
    return ok ? (lock as Lock) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The files the lock vouches for, when the disk holds exactly what the last render of these inputs produced;
 * undefined when anything differs (then only the full render can say what and why). `inputs` hashes the inputs
 * given the schema files the lock lists (undefined when one cannot be read).
 */
export async function verifyLock(outDir: string, inputs: (referencedFiles: readonly string[]) => Promise<string | undefined>): Promise<Lock | undefined> {
  const lock = parseLock(await readFile(path.join(outDir, LOCK_PATH), 'utf8').catch(() => undefined));
  if (!lock || lock.inputs !== (await inputs(lock.referencedFiles ?? []))) return undefined;
  const owned = Object.entries(lock.files);
  const sources = Object.entries(lock.sources ?? {});
  const [hashes, present, onDisk, handlers, sourceHashes] = await Promise.all([
    Promise.all(owned.map(([rel]) => hashOf(path.join(outDir, rel)))),
    Promise.all(lock.userFiles.map((rel) => isFile(path.join(outDir, rel)))),
    Promise.all(GENERATED_DIRS.map((dir) => listTree(outDir, dir))),
    Promise.all(Object.keys(HANDLER_DIRS).map((dir) => listTree(outDir, dir))),
    Promise.all(sources.map(([rel]) => hashOf(path.join(outDir, rel)))),
  ]);
  if (owned.some(([, hash], i) => hashes[i] !== hash) || present.includes(false)) return undefined;
  // A changed source (the OpenAPI document) is drift only the full render reports.
  if (sources.some(([, hash], i) => sourceHashes[i] !== hash)) return undefined;
  // A generated-looking file the lock does not list may be stale; a handler it does not list is an orphan.
  const known = new Set([...owned.map(([rel]) => rel), ...lock.userFiles]);
  if (onDisk.flat().some((rel) => !known.has(rel) && mayBeStale(rel))) return undefined;
  if (handlers.flat().some((rel) => !known.has(rel) && rel.endsWith('.ts'))) return undefined;
  return lock;
}

/** The lock's warnings as diagnostics of the manifest (or schema file) as the user named it this time. */
export function replayWarnings(lock: Lock, manifestFile: string, shownFile: (rel: string) => string): Diagnostic[] {
  return lock.warnings.map((w) => ({
    code: w.code,
    severity: 'warning',
    message: w.message,
    path: w.path,
    ...(w.hint !== undefined && { hint: w.hint }),
    ...(w.line !== undefined && { loc: { file: w.file === undefined ? manifestFile : shownFile(w.file), line: w.line, col: w.col ?? 1 } }),
  }));
}

/**
 * Stores the lock (temp file + rename). A cache: when node_modules cannot be written (read-only, a file in the way),
 * the next run renders in full, which is slower and otherwise the same, so the failure is not the user's problem.
 */
export async function writeLock(outDir: string, content: string): Promise<void> {
  const target = path.join(outDir, LOCK_PATH);
  const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    if ((await readFile(target, 'utf8').catch(() => undefined)) === content) return;
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(temp, content, 'utf8');
    await rename(temp, target);
  } catch {
    await rm(temp, { force: true }).catch(() => undefined);
  }
}
