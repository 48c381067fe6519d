import path from 'node:path';

/** A shell word for an npm script: bare when plainly safe, otherwise double-quoted (sh and cmd.exe both read it). */
function shellWord(word: string): string {
  if (/^[\w./@+-]+$/.test(word)) return word;
  return `"${word.replace(/(["\\$`])/g, '\\$1')}"`;
}

/**
 * The arguments that make `mcpgen generate|dev` run from the project folder find the manifest this project was
 * generated from (`source`: relative to the project, posix). Empty for the default layout (./mcp.yaml).
 */
export function manifestArgs(source: string, manifestFlag = ''): string {
  if (source === 'mcp.yaml') return '';
  const manifest = `${manifestFlag}${shellWord(source)}`;
  // Output goes next to the manifest unless told otherwise: a manifest elsewhere needs --out . to land here.
  return path.posix.dirname(source) === '.' ? ` ${manifest}` : ` ${manifest} --out .`;
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

/** The arguments that make `mcpgen publish …` run from the project folder find its manifest and this project. */
export function publishArgs(source: string): string {
  if (source === 'mcp.yaml') return '';
  return path.posix.dirname(source) === '.' ? ` ${shellWord(source)}` : ` ${shellWord(source)} --project .`;
}
