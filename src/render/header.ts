/** First line of every generator-owned file. No version, no timestamp, no absolute path. */
export const GENERATED_PREFIX = '// generated — do not edit';

export const generatedHeader = (source: string): string =>
  `${GENERATED_PREFIX}. Source: ${source.replace(/[\r\n\u2028\u2029]/g, ' ')}. Regenerate with \`npm run generate\`.`;

/** The Markdown form of the header (src/generated/catalog.md): an HTML comment on the first line. */
export const markdownHeader = (source: string): string =>
  `<!-- ${GENERATED_PREFIX.slice(3)}. Source: ${source.replace(/[\r\n\u2028\u2029]/g, ' ').replace(/--/g, '- -')}. Regenerate with \`npm run generate\`. -->`;

/**
 * How a generator-owned file opens: the comment line, or in JSON (which has no comments) a "$comment" holding the
 * same words, or in Markdown an HTML comment.
 */
const GENERATED_PREFIXES = [GENERATED_PREFIX, '{\n  "$comment": "generated — do not edit', '<!-- generated — do not edit'];

export const isGeneratedContent = (content: string): boolean => GENERATED_PREFIXES.some((p) => content.slice(0, 64).toLowerCase().startsWith(p));

export type Owner = 'generator' | 'user';

/** Folders of user-owned handlers, one file per manifest entry: a file no entry produces any more is an orphan. */
export const HANDLER_DIRS = Object.freeze({ 'src/tools': 'tool', 'src/resources': 'resource', 'src/prompts': 'prompt' } as const);

/**
 * Ownership follows from the path alone: src/generated/** and test/generated/** (the contract test) are ours,
 * everything else (handlers included) is the user's.
 */
export const ownerOf = (relPath: string): Owner => (relPath.startsWith('src/generated/') || relPath.startsWith('test/generated/') ? 'generator' : 'user');

/** Thrown when the generator produced invalid TypeScript: a bug in mcpgen, never the user's fault. */
export class GeneratorBugError extends Error {
  override readonly name = 'GeneratorBugError';
}
