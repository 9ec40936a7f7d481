import type { CategoryNode } from './types';

/** The category chain (group keys, outermost first) that leads to an article; [] if none. */
export function chainOf(tree: readonly CategoryNode[], name: string): string[] {
  for (const node of tree) {
    if (node.articles.includes(name)) return [node.key];
    const below = chainOf(node.children, name);
    if (below.length > 0) return [node.key, ...below];
  }
  return [];
}
