import path from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { encodePointerToken, pointerTokens } from '../manifest/refs.js';

/** An OpenAPI 3.x document, every `$ref` resolved by the library (shared targets are shared objects). */
export type OpenApiDoc = Record<string, unknown>;

export interface ReadOpenApi {
  readonly doc: OpenApiDoc;
  /** Absolute paths of every file the document was read from (the root first). */
  readonly files: readonly string[];
  /** Lenient import: what was repaired (MCPG720) or left out (MCPG721) to make the document valid. */
  readonly warnings: readonly Diagnostic[];
  /** Operations left out because they do not validate (named in the warnings). */
  readonly invalid: number;
}

const NETWORK_REFUSED = 'mcpgen import never uses the network';

/**
 * Reads, resolves and validates an OpenAPI 3.0/3.1 document with @apidevtools/swagger-parser: JSON or YAML, internal
 * and relative-file `$ref`s; an http(s) `$ref` is refused. Loaded on demand, so `generate` never pays for it.
 */
export async function readOpenApi(absPath: string, shown: string, lenient = false): Promise<ReadOpenApi | Diagnostic[]> {
  const { default: SwaggerParser } = await import('@apidevtools/swagger-parser');
  const options = {
    resolve: {
      http: false as const,
      // Before the file resolver: any URL is refused with a message that says why.
      network: {
        order: 0,
        canRead: /^[a-z][a-z0-9+.-]+:\/\//i,
        read: (file: { url: string }) => {
          if (file.url.startsWith('file://')) throw new Error(`${file.url}: use a relative path`);
          throw new Error(`${NETWORK_REFUSED}: $ref ${file.url} is a URL`);
        },
      },
    },
    validate: { schema: true, spec: true },
  };
  const parser = new SwaggerParser();
  try {
    const root = (await parser.parse(absPath, options)) as unknown as OpenApiDoc;
    if (typeof root.swagger === 'string')
      return [
        at(
          shown,
          1,
          1,
          'MCPG702',
          `${shown} is a Swagger ${root.swagger} document; mcpgen imports OpenAPI 3.0 and 3.1`,
          'convert it first, e.g. `npx swagger2openapi ' +
            path.basename(shown) +
            ' -o openapi.yaml` (or the Swagger Editor\'s "Convert to OpenAPI 3"), then import that',
        ),
      ];
    if (lenient) return await validateLeniently(absPath, shown, root, options);
    const doc = (await parser.validate(absPath, root as never, options)) as unknown as OpenApiDoc;
    return { doc, files: filesOf(parser), warnings: [], invalid: 0 };
  } catch (error) {
    return await describeFailure(error as Error & { details?: unknown[] }, absPath, shown);
  }
}

/** Repairs, then validates; each round leaves out what the schema errors fall in, until it validates or nothing is left to drop. */
async function validateLeniently(absPath: string, shown: string, root: OpenApiDoc, options: object): Promise<ReadOpenApi | Diagnostic[]> {
  const { default: SwaggerParser } = await import('@apidevtools/swagger-parser');
  const { leaveOutDangling, leaveOutInvalid, locator, repairDocument } = await import('./repair.js');
  const locate = locator(await import('node:fs/promises').then((fs) => fs.readFile(absPath, 'utf8')));
  const warnings = repairDocument(root, shown, locate);
  const { repairImpossible } = await import('./impossible.js');
  const impossible = repairImpossible(root, shown, locate);
  warnings.push(...impossible.warnings);
  let invalid = impossible.operations;
  for (let round = 0; ; round++) {
    try {
      const parser = new SwaggerParser();
      const doc = (await parser.validate(absPath, structuredClone(root) as never, options)) as unknown as OpenApiDoc;
      return { doc, files: filesOf(parser), warnings, invalid };
    } catch (error) {
      const details = (error as { details?: unknown }).details;
      const dangling = /Missing \$ref pointer "(#[^"]*)"/.exec((error as Error).message)?.[1];
      const left =
        round >= 20
          ? undefined
          : Array.isArray(details)
            ? leaveOutInvalid(root, details, shown, locate)
            : dangling !== undefined
              ? leaveOutDangling(root, dangling, shown, locate)
              : undefined;
      if (!left || left.removed === 0) return await describeFailure(error as Error & { details?: unknown[] }, absPath, shown);
      warnings.push(...left.diagnostics);
      invalid += left.operations;
    }
  }
}

/** Absolute paths of the files the parser read (the root first). */
const filesOf = (parser: { $refs: { paths(): string[] } }): string[] =>
  parser.$refs
    .paths()
    .filter((p: string) => !/^[a-z][a-z0-9+.-]+:\/\//i.test(p) || p.startsWith('file://'))
    .map((p: string) => path.resolve(p.replace(/^file:\/\//, '')));

const at = (file: string, line: number, col: number, code: Diagnostic['code'], message: string, hint?: string): Diagnostic => ({
  code,
  severity: 'error',
  message,
  path: [],
  loc: { file, line, col },
  ...(hint !== undefined && { hint }),
});

/** The library's error as located diagnostics: one per schema violation, at its place in the document. */
async function describeFailure(error: Error & { details?: unknown[] }, absPath: string, shown: string): Promise<Diagnostic[]> {
  const message = error.message.replace(/\s+/g, ' ').trim();
  const url = /\$ref (\S+) is a URL/.exec(message)?.[1] ?? /"(https?:\/\/[^"]+)"/i.exec(message)?.[1];
  if (url !== undefined) {
    const loc = await locateText(absPath, url);
    return [
      at(
        shown,
        loc.line,
        loc.col,
        'MCPG703',
        `$ref ${url} points at the network; ${NETWORK_REFUSED}`,
        'download the referenced file next to the document and $ref it by a relative path',
      ),
    ];
  }
  const source = await import('node:fs/promises').then((fs) => fs.readFile(absPath, 'utf8')).catch(() => undefined);
  if (source === undefined)
    return [at(shown, 1, 1, 'MCPG701', `cannot read ${shown}: not found or unreadable`, 'pass the path of an OpenAPI 3.0 or 3.1 document (JSON or YAML)')];
  const details = Array.isArray(error.details) ? (error.details as { instancePath?: string; message?: string; params?: Record<string, unknown> }[]) : [];
  if (details.length === 0) {
    const loc = await locateText(absPath, /"([^"]+)"/.exec(message)?.[1]);
    return [at(shown, loc.line, loc.col, 'MCPG701', `${shown} is not a valid OpenAPI document: ${message.slice(0, 500)}`)];
  }
  const counter = new LineCounter();
  const yamlDoc = parseDocument(source, { lineCounter: counter, uniqueKeys: false });
  // ajv reports one mistake several times at one place (each oneOf branch, the $ref alternative): one error each.
  const useful = details.filter((d) => !['oneOf', 'anyOf'].includes(String((d as { keyword?: string }).keyword)) && d.params?.missingProperty !== '$ref');
  // Reported where the text is: an error inside a $ref'd component once, not again at every $ref to it.
  const { canonical, locatorIn } = await import('./repair.js');
  const raw = yamlDoc.toJS({ maxAliasCount: -1 }) as unknown;
  const placed = (useful.length > 0 ? useful : details).map((d) => {
    const at =
      raw !== null && typeof raw === 'object'
        ? canonical(raw as Record<string, unknown>, pointerTokens(d.instancePath ?? ''))
        : pointerTokens(d.instancePath ?? '');
    return { ...d, instancePath: at.length === 0 ? '' : `/${at.map((t) => encodePointerToken(String(t))).join('/')}` };
  });
  const chosen = placed.filter((d, i, all) => all.findIndex((o) => o.instancePath === d.instancePath) === i);
  const locate = locatorIn(yamlDoc, counter);
  return chosen.slice(0, 20).map((d) => {
    const { line, col } = locate(pointerTokens(d.instancePath ?? ''));
    const extra = d.params && 'additionalProperty' in d.params ? ` ("${String(d.params.additionalProperty)}")` : '';
    return at(
      shown,
      line,
      col,
      'MCPG701',
      `not a valid OpenAPI document at ${d.instancePath || '/'}: ${d.message ?? 'invalid'}${extra}`,
      'fix the document (https://spec.openapis.org/oas/latest.html); mcpgen imports documents that validate',
    );
  });
}

/** Line and column of the first occurrence of `needle` in the file (1:1 when absent). */
async function locateText(absPath: string, needle: string | undefined): Promise<{ line: number; col: number }> {
  const { readFile } = await import('node:fs/promises');
  const text = await readFile(absPath, 'utf8').catch(() => '');
  const index = needle ? text.indexOf(needle) : -1;
  if (index < 0) return { line: 1, col: 1 };
  const before = text.slice(0, index).split('\n');
  return { line: before.length, col: before[before.length - 1]!.length + 1 };
}
