import type { CategoryNode } from '../../src/lib/content/types';

/** What the tree needs to know of an article. */
export interface TreeArticle {
  name: string;
  title: string;
  date: string;
  pinned: boolean;
  order?: number;
  /** English path: the group identity. */
  categoryKeys: readonly string[];
  /** The path in the language of the tree (same length as categoryKeys). */
  categories: readonly string[];
  /**
   * How far down the language's fallback chain the article's file is (0: the page language).
   * A group takes its label from the nearest one, so Traditional Chinese pages prefer the
   * Simplified Chinese label of a fallback article to the English one.
   */
  labelRank?: number;
}

/**
 * Article order everywhere (navigation, prev/next, home): pinned first (`isPinned`),
 * then by `order`, then newest first, then by title.
 */
export function compareArticles(a: TreeArticle, b: TreeArticle): number {
  if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
  const orderA = a.order ?? Number.POSITIVE_INFINITY;
  const orderB = b.order ?? Number.POSITIVE_INFINITY;
  if (orderA !== orderB) return orderA < orderB ? -1 : 1;
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return a.title.localeCompare(b.title);
}

interface Building extends CategoryNode {
  children: Building[];
  /** The best rank of anything below, to order sibling groups. */
  rank: number;
  labelRank: number;
}

/**
 * The navigation tree of one language, built from each article's category path.
 * Groups are identified by the English path, so they are the same in every language, and
 * labelled in the tree's language. Sibling groups come in `groupOrder` (English paths joined
 * with '/', from content/data/navigation.json), then in the order of their first article.
 */
export function buildCategoryTree(articles: readonly TreeArticle[], groupOrder: readonly string[] = []): CategoryNode[] {
  const sorted = [...articles].sort(compareArticles);
  const roots: Building[] = [];
  const byKey = new Map<string, Building>();
  sorted.forEach((article, rank) => {
    let siblings = roots;
    let node: Building | undefined;
    article.categoryKeys.forEach((key, depth) => {
      const path = article.categoryKeys.slice(0, depth + 1).join('/');
      node = byKey.get(path);
      const label = article.categories[depth] ?? key;
      if (!node) {
        node = { key: path, label, articles: [], children: [], rank, labelRank: article.labelRank ?? 0 };
        byKey.set(path, node);
        siblings.push(node);
      } else if ((article.labelRank ?? 0) < node.labelRank) {
        node.label = label;
        node.labelRank = article.labelRank ?? 0;
      }
      siblings = node.children;
    });
    node?.articles.push(article.name);
  });
  const position = (node: Building) => {
    const listed = groupOrder.indexOf(node.key);
    return listed >= 0 ? listed : groupOrder.length + node.rank;
  };
  const strip = (nodes: Building[]): CategoryNode[] =>
    nodes
      .sort((a, b) => position(a) - position(b))
      .map(({ key, label, articles: names, children }) => ({ key, label, articles: names, children: strip(children) }));
  return strip(roots);
}

/** Article names in reading order: each group's own articles, then its sub-groups, depth first. */
export function readingOrder(tree: readonly CategoryNode[]): string[] {
  return tree.flatMap((node) => [...node.articles, ...readingOrder(node.children)]);
}
