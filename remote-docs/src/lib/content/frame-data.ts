import type { LoaderFunctionArgs } from '@site/shared/pages';
import { langContext } from '@site/shared/pages';
import { contentLangOf } from '../lang';
import { loadArticle, loadLatest, loadManifest, resetContentCache } from './client';
import type { Manifest } from './types';

/** What the help centre's frame shows around a page: the search, the navigation tree, the content version. */
export interface DocsFrameData {
  manifest: Manifest;
  /** The content version the page shows: the browser's later pages read the same (CONTENT_VERSION_ATTRIBUTE). */
  version: string;
  /** The article on screen: its chain opens in the tree. */
  current?: string;
  isHome: boolean;
}

/** The data of a page drawn inside the help centre's frame (docs home, an article, not found). */
export interface FramedData {
  frame: DocsFrameData;
}

/** Whether a page's data is a framed page's: the layout draws the frame around it. */
export function isFramed(data: unknown): data is FramedData {
  return typeof data === 'object' && data !== null && 'frame' in data;
}

/** A content read that failed is forgotten, so that Retry (the router's revalidation) reads it afresh. */
export async function forgottenOnFailure<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (reason) {
    resetContentCache();
    throw reason;
  }
}

/** The frame's data in the page's language (`langContext`), read through the content client. */
export function loadFrame({ context }: Pick<LoaderFunctionArgs, 'context'>, page: Pick<DocsFrameData, 'current' | 'isHome'>): Promise<DocsFrameData> {
  const lang = contentLangOf(context.get(langContext));
  return forgottenOnFailure(async () => {
    const [manifest, { version }] = await Promise.all([loadManifest(lang), loadLatest()]);
    return { manifest, version, isHome: page.isHome, ...(page.current !== undefined ? { current: page.current } : {}) };
  });
}

/** An article's HTML in the page's language. */
export function loadArticleHtml({ context }: Pick<LoaderFunctionArgs, 'context'>, name: string): Promise<string> {
  return loadArticle(contentLangOf(context.get(langContext)), name);
}
