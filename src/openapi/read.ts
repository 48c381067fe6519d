import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic, SourceLoc } from '../diagnostics/diagnostic.js';
import type { Obj } from '../manifest/schema-walk.js';
import { repairImpossible } from './impossible.js';
import { errorAt as at, errorPlaces, type InvalidDetail, keySearch, type Locate, locator, positionIn } from './places.js';
import { leaveOut, repairDocument } from './repair.js';

const NETWORK_REFUSED = 'mcpgen import never uses the network';
const URL_REF = /^[a-z][a-z0-9+.-]+:\/\//i;

/**
 * Reads, resolves and validates an OpenAPI 3.0/3.1 document with @apidevtools/swagger-parser: JSON or YAML, internal
 * and relative-file `$ref`s; an http(s) `$ref` is refused. Loaded on demand, so `generate` never pays for it. Gives the
 * document (every `$ref` resolved: shared targets are shared objects), the files it was read from (the root first), what
 * a lenient import repaired (MCPG720) or left out (MCPG721) and how many operations that was, and its text's locators.
 */
export async function readOpenApi(absPath: string, shown: string, lenient = false) {
  const source = await readFile(absPath, 'utf8').catch(() => undefined);
  const locate = locator(source ?? '', shown);
  if (source === undefined)
    return [at(shown, 'MCPG701', `cannot read ${shown}: not found or unreadable`, 'pass the path of an OpenAPI 3.0 or 3.1 document (JSON or YAML)')];
  const { default: SwaggerParser } = await import('@apidevtools/swagger-parser');
  const options = {
    resolve: {
      http: false as const,
      // Before the file resolver: any URL is refused with a message that says why.
      network: {
        order: 0,
        canRead: URL_REF,
        read: (file: { url: string }) => {
          throw new Error(`${NETWORK_REFUSED}: $ref ${file.url} is a URL`);
        },
      },
      // Paths only: when a resolver throws, the library tries the next one, so a file:// URL the one above refuses
      // must not be one the file resolver reads.
      file: { canRead: (file: { url: string }) => !URL_REF.test(file.url) },
    },
  };
  const warnings: Diagnostic[] = [];
  let invalid = 0;
  try {
    const root = (await new SwaggerParser().parse(absPath, options)) as unknown as Obj;
    if (typeof root.swagger === 'string')
      return [
        at(
          shown,
          'MCPG702',
          `${shown} is a Swagger ${root.swagger} document; mcpgen imports OpenAPI 3.0 and 3.1`,
          'convert it first, e.g. `npx swagger2openapi ' +
            path.basename(shown) +
            ' -o openapi.yaml` (or the Swagger Editor\'s "Convert to OpenAPI 3"), then import that',
        ),
      ];
    if (lenient) {
      warnings.push(...repairDocument(root, locate));
      const impossible = repairImpossible(root, locate);
      warnings.push(...impossible.warnings);
      invalid = impossible.operations;
    }
    // Lenient: each round leaves out what the schema errors fall in, until it validates or nothing is left to drop.
    for (let round = 0; ; round++) {
      try {
        const parser = new SwaggerParser();
        const doc = (await parser.validate(absPath, structuredClone(root) as never, options)) as unknown as Obj;
        return { doc, files: filesOf(parser), warnings: warnings as readonly Diagnostic[], invalid, locate, search: keySearch(source, shown) };
      } catch (error) {
        const left = lenient && round < 20 ? leaveOut(root, error as Error, locate) : undefined;
        if (!left || left.removed === 0) throw error;
        warnings.push(...left.diagnostics);
        invalid += left.operations;
      }
    }
  } catch (error) {
    return describeFailure(error as Error & { details?: InvalidDetail[] }, source, shown, locate);
  }
}

/** Absolute paths of the files the parser read (the root first). No URL gets this far, file:// included: the network
 * resolver refuses every URL, and the file resolver reads only paths. */
const filesOf = (parser: { $refs: { paths(): string[] } }): string[] => parser.$refs.paths().map((p) => path.resolve(p));

/** The library's error as located diagnostics: one per schema violation, at its place in the document. */
function describeFailure(error: Error & { details?: InvalidDetail[] }, source: string, shown: string, locate: Locate): Diagnostic[] {
  const message = error.message.replace(/\s+/g, ' ').trim();
  const fileUrl = /(file:\/\/[^"\s]+)/i.exec(message)?.[1];
  if (fileUrl !== undefined)
    return [
      at(
        locateText(source, shown, fileUrl),
        'MCPG703',
        `$ref ${fileUrl} is a file:// URL; mcpgen import reads other files only by a path relative to the document`,
        'copy the file next to the document (or under its folder) and $ref it by a relative path',
      ),
    ];
  const url = /\$ref (\S+) is a URL/.exec(message)?.[1] ?? /"(https?:\/\/[^"]+)"/i.exec(message)?.[1];
  if (url !== undefined)
    return [
      at(
        locateText(source, shown, url),
        'MCPG703',
        `$ref ${url} points at the network; ${NETWORK_REFUSED}`,
        'download the referenced file next to the document and $ref it by a relative path',
      ),
    ];
  const details = Array.isArray(error.details) ? error.details : [];
  if (details.length === 0)
    return [at(locateText(source, shown, /"([^"]+)"/.exec(message)?.[1]), 'MCPG701', `${shown} is not a valid OpenAPI document: ${message.slice(0, 500)}`)];
  // Reported where the text is: an error inside a $ref'd component once, not again at every $ref to it.
  const places = errorPlaces(source, details);
  return [...places]
    .slice(0, 20)
    .map(([where, place]) =>
      at(
        locate(place.at),
        'MCPG701',
        `not a valid OpenAPI document at ${where}: ${place.message}`,
        'fix the document (https://spec.openapis.org/oas/latest.html); mcpgen imports documents that validate',
      ),
    );
}

/** Where the first occurrence of `needle` in the text is (1:1 when absent). */
const locateText = (text: string, file: string, needle: string | undefined): SourceLoc =>
  positionIn(text, file, needle ? Math.max(0, text.indexOf(needle)) : 0);
