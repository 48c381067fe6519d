import path from 'node:path';

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
