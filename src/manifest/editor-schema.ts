// The `# yaml-language-server: $schema=…` line that lets editors check a manifest. It names the schema of the
// installed mcpgen (a devDependency of every generated project), so the schema upgrades with mcpgen; generated
// projects no longer carry a copy of their own.
import path from 'node:path';
import { fileDiagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { LoadedManifest } from './located.js';
import { posixRelative } from '../paths.js';

/** Where the installed mcpgen's manifest schema is, relative to the project folder (package.json's `./manifest.schema.json`). */
export const INSTALLED_SCHEMA = 'node_modules/mcpgen/dist/manifest/manifest.schema.json';
/** The copy that generated projects carried before (removed by regeneration like any stale generated file). */
export const OLD_COPY = 'src/generated/manifest.schema.json';
const MODELINE = /^(\s*#\s*yaml-language-server:\s*\$schema=)(\S+)/;

const modeline = (schema: string) => `# yaml-language-server: $schema=${schema}`;

/** The line for a manifest in `manifestDir` whose project (and node_modules) is `projectDir` (both absolute, or both relative to one folder). */
export function editorSchemaLine(manifestDir: string, projectDir: string): string {
  const rel = posixRelative(manifestDir, path.join(projectDir, INSTALLED_SCHEMA));
  return modeline(rel.startsWith('../') ? rel : `./${rel}`);
}

/**
 * MCPG235: the line still names the old generated copy, which regeneration removes. The project is where that copy
 * was (the line says so), so the replacement needs neither --out nor the working directory.
 */
export function checkEditorSchemaLine(loaded: Pick<LoadedManifest, 'source' | 'relPath'>): Diagnostic[] {
  const lines = loaded.source.split(/\r?\n/);
  const diagnostics: Diagnostic[] = [];
  lines.forEach((text, i) => {
    const match = MODELINE.exec(text);
    const named = match?.[2];
    if (!match || !named || !(named === OLD_COPY || named.endsWith(`/${OLD_COPY}`))) return;
    const replacement = `${named.slice(0, -OLD_COPY.length)}${INSTALLED_SCHEMA}`;
    const message = `the yaml-language-server line names ${named}, the copy of the manifest schema that mcpgen no longer generates; name the installed mcpgen's schema, which upgrades with it`;
    const loc = { file: loaded.relPath, line: i + 1, col: match[1]!.length + 1 };
    diagnostics.push(fileDiagnostic('MCPG235', 'warning', loc, message, `replace the line with: ${modeline(replacement)}`));
  });
  return diagnostics;
}
