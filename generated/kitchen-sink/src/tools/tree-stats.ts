// Scaffolded by mcpgen. This file is yours: mcpgen will not overwrite it.
import type { TreeStatsHandler } from '../generated/tools.gen.js';
import type { TreeNode } from '../generated/types.gen.js';

/** tree.stats (Tree statistics): walks the recursive TreeNode definition. */
export const treeStats: TreeStatsHandler = async (input, ctx) => {
  ctx.log.debug('called');
  const walk = (node: TreeNode, level: number): { sum: number; count: number; depth: number } =>
    (node.children ?? []).reduce(
      (acc, child) => {
        const r = walk(child, level + 1);
        return { sum: acc.sum + r.sum, count: acc.count + r.count, depth: Math.max(acc.depth, r.depth) };
      },
      { sum: node.value, count: 1, depth: level },
    );
  const mirror = (node: TreeNode): TreeNode =>
    node.children === undefined ? { value: node.value } : { value: node.value, children: node.children.map(mirror).reverse() };
  return { ...walk(input.tree, 1), mirrored: mirror(input.tree) };
};
