import type { LoaderFunctionArgs } from '@site/shared/pages';
import type { PageHandle } from '@site/shared/pages';
import { loadFrame, type FramedData } from '../../../lib/content/frame-data';
import { ArticleNotFound } from './article-not-found';

/**
 * docs/404: the help centre's not-found page, which the site's server answers 404 for a path below
 * `docs` that is none of its articles; the router shows it at any path no page owns.
 */
export const handle: PageHandle = { head: { key: 'notFound' } };

export async function loader(args: LoaderFunctionArgs): Promise<FramedData> {
  return { frame: await loadFrame(args, { isHome: false }) };
}

/** "Article not found" inside the frame: the search and the article list stay at hand. */
export default function NotFoundPage() {
  return <ArticleNotFound />;
}
