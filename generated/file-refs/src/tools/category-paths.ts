// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { CategoryPathsHandler } from '../generated/tools.gen.js';
import type { Category } from '../generated/types.gen.js';

function pathsOf(c: Category, prefix: string): string[] {
  const here = prefix ? `${prefix}/${c.label}` : c.label;
  return [here, ...(c.children ?? []).flatMap((child) => pathsOf(child, here))];
}

/** category_paths (Category paths): Lists every path of a category tree, such as "Books/Fiction". */
export const categoryPaths: CategoryPathsHandler = async ({ root }) => ({ paths: pathsOf(root, '') });
