// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { FilesReadTextHandler } from '../generated/tools.gen.js';
import { NotFoundError } from '../generated/errors.gen.js';

/** Virtual, read-only files: the tool (and the file resource template) never touch the real file system. */
export const FILES: Readonly<Record<string, string>> = {
  'readme.txt': 'Kitchen sink: every mcpgen feature in one server.\n',
  'unicode.txt': 'café ✓ naïve — 日本語\n',
  'notes/todo list.txt': 'buy milk\n',
};

/** files.read-text (Read a text file): reads a virtual file, truncated to maxBytes without splitting a character. */
export const filesReadText: FilesReadTextHandler = async (input, ctx) => {
  ctx.log.debug('called', { input });
  const content = Object.hasOwn(FILES, input.path) ? FILES[input.path] : undefined;
  if (content === undefined) throw new NotFoundError(`no virtual file named ${JSON.stringify(input.path)}`, { data: { path: input.path } });
  const { maxBytes } = input;
  let text = content;
  while (Buffer.byteLength(text, 'utf8') > maxBytes) text = [...text].slice(0, -1).join('');
  return { path: input.path, text, truncated: text.length < content.length };
};
