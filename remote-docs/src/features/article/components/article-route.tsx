import { useLoaderData, type LoaderFunctionArgs } from '@site/shared/pages';
import type { PageHandle } from '@site/shared/pages';
import type { RemoteProps } from '@site/shared/parcel';
import { isArticleName } from '@site/shared/routes';
import { forgottenOnFailure, loadArticleHtml, loadFrame, type FramedData } from '../../../lib/content/frame-data';
import { ArticleNotFound } from './article-not-found';
import { ArticlePage } from './article-page';

/** Each article is a page of /docs of its own, with its own head (server-entry.tsx, `articlePages`). */
export const handle: PageHandle = { head: { key: 'docs' }, indexable: true };

export interface ArticleData extends FramedData {
  /** The article's HTML, when the manifest has an article of that name. */
  article: { name: string; html: string } | null;
}

/**
 * The language's manifest and the article, read in parallel. A name the manifest does not have is
 * the not-found message inside the frame (never echoed, in the page nor in its data); one that is no
 * article name is not even asked for.
 */
export async function loader(args: LoaderFunctionArgs): Promise<ArticleData> {
  const name = args.params['name'] ?? '';
  const framing = loadFrame(args, { isHome: false });
  const asked = isArticleName(name) ? loadArticleHtml(args, name) : undefined;
  // An unknown name's early request answers 404; the manifest decides, and that answer is not read.
  asked?.catch(() => undefined);
  const frame = await framing;
  if (!asked || !frame.manifest.articles.some((entry) => entry.name === name)) return { frame, article: null };
  return { frame: { ...frame, current: name }, article: { name, html: await forgottenOnFailure(() => asked) } };
}

/** /docs/{name}: one help article, or the not-found message where there is none of that name. */
export default function ArticleRoute({ lang, navigate, setTitle }: RemoteProps) {
  const { frame, article } = useLoaderData<ArticleData>();
  const entry = article ? frame.manifest.articles.find((candidate) => candidate.name === article.name) : undefined;
  if (!article || !entry) return <ArticleNotFound />;
  return <ArticlePage key={entry.name} entry={entry} html={article.html} manifest={frame.manifest} lang={lang} navigate={navigate} setTitle={setTitle} />;
}
