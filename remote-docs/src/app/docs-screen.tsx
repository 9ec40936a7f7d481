import { Suspense, useDeferredValue } from 'react';
import type { RouteLang } from '@site/shared/lang';
import type { RemoteProps } from '@site/shared/parcel';
import { ErrorBoundary, RegionLoading } from '@site/shared/ui';
import { DelayedLoading } from '../components/delayed-loading';
import type { DocsRoute } from '../config/routes';
import { ArticleNotFound } from '../features/article/components/article-not-found';
import { ArticlePage } from '../features/article/components/article-page';
import { DocsHome } from '../features/home/components/docs-home';
import { NavTree } from '../features/nav/components/nav-tree';
import { SearchBox } from '../features/search/components/search-box';
import { loadLatest, loadManifest, read, resetContentCache } from '../lib/content/client';
import { contentLangOf } from '../lib/lang';
import styles from './docs-screen.module.css';

export interface DocsScreenProps extends Pick<RemoteProps, 'navigate' | 'setTitle'> {
  lang: RouteLang;
  route: Exclude<DocsRoute, { kind: 'api' }>;
}

/** The help centre frame: search and navigation on the left, the page beside them. */
function DocsFrame({ lang, route, navigate, setTitle }: DocsScreenProps) {
  const manifest = read(loadManifest(contentLangOf(lang)));
  const { version } = read(loadLatest());
  // While the next article loads, the current one stays on screen instead of a spinner.
  const shown = useDeferredValue(route);
  const current = route.kind === 'article' ? route.name : undefined;
  const entry = shown.kind === 'article' ? manifest.articles.find((article) => article.name === shown.name) : undefined;

  return (
    // The content version this HTML shows: a browser hydrating it reads the same (CONTENT_VERSION_ATTRIBUTE).
    <div className={styles.frame} data-content-version={version}>
      <div className={styles.sidebar}>
        <SearchBox lang={lang} navigate={navigate} />
        <NavTree tree={manifest.tree} articles={manifest.articles} current={current} isHome={route.kind === 'home'} />
      </div>
      <div className={styles.content}>
        {shown.kind === 'home' && <DocsHome manifest={manifest} />}
        {entry && (
          <Suspense fallback={<RegionLoading className={styles.loading} />}>
            <ArticlePage key={entry.name} entry={entry} manifest={manifest} lang={lang} navigate={navigate} setTitle={setTitle} />
          </Suspense>
        )}
        {(shown.kind === 'not-found' || (shown.kind === 'article' && !entry)) && <ArticleNotFound />}
      </div>
    </div>
  );
}

/** The docs routes (home, articles, not-found); a failed content fetch is a Retry in this region only. */
export function DocsScreen(props: DocsScreenProps) {
  return (
    <ErrorBoundary onRetry={resetContentCache}>
      <Suspense fallback={<DelayedLoading />}>
        <DocsFrame {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
