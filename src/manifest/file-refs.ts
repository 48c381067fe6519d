// `$ref` to a JSON or YAML file in the manifest's folder (`./schemas/user.json`, `./schemas/all.yaml#/$defs/User`):
// json-schema-ref-parser finds and reads every file, through a resolver that reads nothing outside that folder and
// never the network, and a parser that keeps positions (yaml's LineCounter). Each schema a `$ref` names becomes a
// top-level definition of the manifest, its `$ref`s rewritten the same way, so validation, types and the
// advertised `$defs` only ever see `#/definitions/<name>`.
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import type { FileInfo, ParserOptions } from '@apidevtools/json-schema-ref-parser';
import { LineCounter, parseDocument, type Document } from 'yaml';
import type { Diagnostic, PathSegment } from '../diagnostics/diagnostic.js';
import { displayPath, locate, locateIn, type EmbeddedSchema, type LoadedManifest, type SchemaFile } from './located.js';
import { isObject, walkSchema } from './schema-walk.js';
import { didYouMean } from './did-you-mean.js';
import {
  follow,
  HERE,
  inside,
  lexicalProblem,
  OUTSIDE_PROBLEM,
  ownDefinitionNames,
  pointerTokens,
  rewrite,
  setAt,
  uniqueName,
  URL_PROBLEM,
  type Problem,
} from './file-ref-paths.js';
import { manifestRef, pointerOf } from './refs.js';
import { posixRelative } from '../paths.js';

type Url = typeof import('@apidevtools/json-schema-ref-parser/dist/lib/util/url.js');

/** The manifest or a file the resolver read: its URL (the library's key), path as shown and relative to the manifest. */
interface Source {
  readonly url: string;
  readonly shown: string;
  readonly rel: string;
  readonly text: string;
  readonly doc: Document;
  readonly lineCounter: LineCounter;
  readonly value: unknown;
}

/** A `$ref` string at `at` (the path of the schema holding it) in a source. */
interface Site {
  readonly source: Source;
  readonly at: readonly PathSegment[];
  readonly ref: string;
  /** A tool's input or output, or an error's data, that is nothing but this `$ref`: the file's schema goes there. */
  readonly root?: boolean;
}

/** A schema in a read file: the file and the JSON Pointer tokens of the schema in it. */
interface Target {
  readonly key: string;
  readonly source: Source;
  readonly tokens: readonly string[];
}

const DIALECT = 'https://json-schema.org/draft/2020-12/schema';
const isFileRef = (ref: unknown): ref is string => typeof ref === 'string' && ref !== '' && !ref.startsWith('#');

/** Every file `$ref` of the manifest's schemas (definitions, error data, tool input and output), in manifest order. */
function manifestSites(value: unknown): Omit<Site, 'source'>[] {
  const sites: Omit<Site, 'source'>[] = [];
  if (!isObject(value)) return sites;
  const collect = (schema: unknown, at: PathSegment[], inlined: boolean) =>
    walkSchema(schema, (node, rel) => {
      if (isFileRef(node.$ref)) sites.push({ at: [...at, ...rel], ref: node.$ref, root: inlined && rel.length === 0 && Object.keys(node).length === 1 });
    });
  for (const [section, entries] of Object.entries(value)) {
    if (!isObject(entries)) continue;
    for (const [name, entry] of Object.entries(entries)) {
      if (section === 'definitions') collect(entry, ['definitions', name], false);
      else if (section === 'errors' && isObject(entry)) collect(entry.data, ['errors', name, 'data'], true);
      else if (section === 'tools' && isObject(entry)) for (const key of ['input', 'output']) collect(entry[key], ['tools', name, key], true);
    }
  }
  return sites;
}

/** The manifest with every file `$ref` embedded as a definition; unchanged when it has none. */
export async function embedFileRefs(loaded: LoadedManifest, cwd: string): Promise<LoadedManifest> {
  // Most manifests have no file $ref: a glance at the text spares them the walk (a $ref value not starting with #).
  if (loaded.fatal || !isObject(loaded.value) || !/\$ref['"]?\s*:(?!\s*['"]?#)/.test(loaded.source)) return loaded;
  const definitions = loaded.value.definitions;
  if (definitions !== undefined && !isObject(definitions)) return loaded;
  const found = manifestSites(loaded.value);
  if (found.length === 0) return loaded;
  const url: Url = await import('@apidevtools/json-schema-ref-parser/dist/lib/util/url.js');
  const manifest: Source = {
    url: url.resolve(url.cwd(), url.fromFileSystemPath(loaded.absPath)),
    shown: loaded.relPath,
    rel: path.basename(loaded.absPath),
    text: loaded.source,
    doc: loaded.doc,
    lineCounter: loaded.lineCounter,
    value: loaded.value,
  };
  const sites: Site[] = found.map((site) => ({ ...site, source: manifest }));

  const folder = path.dirname(loaded.absPath);
  const sources = await readAll(sites, manifest, folder, cwd, url);
  const value = structuredClone(loaded.value);
  const defs: Record<string, unknown> = (value.definitions as Record<string, unknown> | undefined) ?? {};
  const taken = new Set([...Object.keys(defs), ...ownDefinitionNames(value)]);
  const names = new Map<string, string>();
  const queue: Target[] = [];
  const diagnostics: Diagnostic[] = [];
  const reported = new Set<string>();
  const report = (site: Site, cause: string, problem: Problem): undefined => {
    if (reported.has(cause)) return;
    reported.add(cause);
    const where = [...site.at, '$ref'];
    const loc = site.source === manifest ? locate(loaded, where) : locateIn(site.source.doc, site.source.lineCounter, site.source.shown, where);
    const message = `$ref ${JSON.stringify(site.ref)}${problem.message}`;
    diagnostics.push({ code: problem.code, severity: 'error', message, path: where, loc, hint: problem.hint });
  };

  /** The schema a site's `$ref` names, or undefined (reported) when it names nothing readable. */
  const resolve = (site: Site): Target | undefined => {
    const { ref } = site;
    const lexical = lexicalProblem(ref);
    if (lexical) return report(site, `${site.source.url}#${site.at.join('/')}`, lexical);
    const resolved = url.resolve(site.source.url, ref);
    const fileUrl = url.stripHash(resolved);
    const file = sources.get(fileUrl);
    if (!(file && 'doc' in file)) return report(site, fileUrl, file ?? { code: 'MCPG322', message: ': the file could not be read', hint: HERE });
    const hash = url.getHash(resolved);
    const tokens = pointerTokens(hash);
    if (!tokens)
      return report(site, resolved, {
        code: 'MCPG324',
        message: `: "${hash}" is not a JSON Pointer`,
        hint: 'after # mcpgen follows JSON Pointers such as "#/$defs/<name>", not anchors',
      });
    const target = follow(file.value, tokens);
    if ('missing' in target) {
      const guess = didYouMean(target.missing, target.keys);
      const suggestion = guess === undefined ? '' : ` (did you mean "${ref.split('#')[0]}${pointerOf([...tokens.slice(0, target.depth), guess])}"?)`;
      return report(site, resolved, {
        code: 'MCPG324',
        message: `: ${file.shown} has no schema at ${hash.slice(1) || '/'}${suggestion}`,
        hint: target.keys.length > 0 ? `keys there: ${target.keys.join(', ')}` : `the part after # is a JSON Pointer into ${file.shown}, e.g. "#/$defs/<name>"`,
      });
    }
    return { key: `${fileUrl}${pointerOf(tokens)}`, source: file, tokens };
  };

  /** The `#/definitions/<name>` a site's `$ref` becomes (the same target, the same definition). */
  const link = (site: Site): string | undefined => {
    const target = resolve(site);
    if (!target) return undefined;
    let name = names.get(target.key);
    if (name === undefined) {
      name = uniqueName(target.tokens.at(-1) ?? path.basename(target.source.rel).replace(/\.[^.]*$/, ''), taken);
      names.set(target.key, name);
      queue.push(target);
    }
    return manifestRef(name);
  };

  const embedded: EmbeddedSchema[] = [];
  /** A copy of the target's schema, its `$ref`s linked; recorded as found at `under` in the manifest. */
  const embed = (target: Target, under: readonly PathSegment[]): unknown => {
    const schema = structuredClone((follow(target.source.value, target.tokens) as { found: unknown }).found);
    if (isObject(schema) && schema.$schema === DIALECT) delete schema.$schema;
    // Each `#/$defs/...` of the file becomes a definition of its own, so the file's containers are dropped.
    walkSchema(schema, (node, rel) => {
      for (const container of ['$defs', 'definitions']) if (isObject(node[container])) delete node[container];
      if (typeof node.$ref === 'string' && node.$ref !== '') rewrite(node, [], link({ source: target.source, at: [...target.tokens, ...rel], ref: node.$ref }));
    });
    embedded.push({ under, file: target.source.shown, doc: target.source.doc, lineCounter: target.source.lineCounter, at: target.tokens });
    return schema;
  };

  const inlined: Target[] = [];
  for (const site of sites) {
    const target = site.root ? resolve(site) : undefined;
    if (target) {
      setAt(value, site.at, embed(target, site.at));
      inlined.push(target);
    } else if (site.root) {
      // Nothing is generated while the $ref's error stands; an object root draws no second error meanwhile.
      setAt(value, site.at, { type: 'object' });
    } else rewrite(value, site.at, link(site));
  }
  for (let i = 0; i < queue.length; i++) defs[names.get(queue[i]!.key)!] = embed(queue[i]!, ['definitions', names.get(queue[i]!.key)!]);
  if (queue.length > 0) value.definitions = defs;
  const used = new Set([...queue, ...inlined].map((t) => t.source));
  const files: SchemaFile[] = [...used]
    .map((s) => ({ rel: s.rel, shown: s.shown, source: s.text }))
    .sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
  return { ...loaded, value, files, embedded, yamlDiagnostics: [...loaded.yamlDiagnostics, ...diagnostics] };
}

/**
 * Reads every file the sites reach, and every file those reach, with json-schema-ref-parser. The resolver and
 * parser record what they read (or why not) by URL, which is all the embedding needs.
 */
async function readAll(sites: readonly Site[], manifest: Source, folder: string, cwd: string, url: Url): Promise<Map<string, Source | Problem>> {
  const { $RefParser } = await import('@apidevtools/json-schema-ref-parser');
  const read = new Map<string, Source | Problem>([[manifest.url, manifest]]);
  const realFolder = await realpath(folder).catch(() => folder);
  const refuse = (file: FileInfo, problem: Problem): never => {
    read.set(file.url, problem);
    throw new Error(problem.message);
  };
  const options: ParserOptions = {
    continueOnError: true,
    resolve: {
      external: true,
      http: false,
      file: {
        canRead: true,
        async read(file: FileInfo) {
          if (url.getProtocol(file.url) !== undefined) refuse(file, URL_PROBLEM);
          const fsPath = url.toFileSystemPath(file.url);
          if (!inside(folder, fsPath)) refuse(file, OUTSIDE_PROBLEM);
          const real = await realpath(fsPath).catch(() => undefined);
          if (real === undefined) refuse(file, { code: 'MCPG322', message: `: ${displayPath(fsPath, cwd)} not found`, hint: HERE });
          if (!inside(realFolder, real!))
            refuse(file, { ...OUTSIDE_PROBLEM, message: `: ${displayPath(fsPath, cwd)} is a link to a file outside the manifest's folder` });
          return readFile(real!, 'utf8').catch((error: Error) =>
            refuse(file, { code: 'MCPG322', message: `: cannot read ${displayPath(fsPath, cwd)}: ${error.message}`, hint: HERE }),
          );
        },
      },
    },
    parse: {
      json: false,
      text: false,
      binary: false,
      yaml: {
        canParse: true,
        allowEmpty: true,
        parse(file: FileInfo) {
          const fsPath = url.toFileSystemPath(file.url);
          const shown = displayPath(fsPath, cwd);
          const text = String(file.data);
          const lineCounter = new LineCounter();
          const doc = parseDocument(text, { lineCounter, prettyErrors: false });
          const error = doc.errors[0];
          if (error) {
            const { line, col } = lineCounter.linePos(error.pos[0]);
            refuse(file, {
              code: 'MCPG323',
              message: `: ${shown} is not valid JSON or YAML (${line}:${col}: ${error.message.split('\n')[0]})`,
              hint: 'fix the file; JSON is read as YAML, so any JSON document works',
            });
          }
          const value: unknown = doc.toJS({ maxAliasCount: 100 });
          if (!isObject(value) && typeof value !== 'boolean')
            refuse(file, {
              code: 'MCPG323',
              message: `: ${shown} does not hold a schema (a JSON object or a boolean)`,
              hint: 'a schema file holds one JSON Schema, or an object whose $defs hold several',
            });
          const rel = posixRelative(folder, fsPath);
          read.set(file.url, { url: file.url, shown, rel, text, doc, lineCounter, value });
          return value;
        },
      },
    },
  };
  const refs = sites.filter((s) => !lexicalProblem(s.ref)).map((s) => ({ $ref: s.ref }));
  // With continueOnError the failures are collected above; what the library throws at the end says nothing more.
  await new $RefParser().resolve(manifest.url, { refs }, options).catch(() => undefined);
  return read;
}
