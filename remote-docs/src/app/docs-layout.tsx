import type { ReactNode } from 'react';
import { Outlet, useMatches } from '@site/shared/pages';
import { useRemoteProps } from '@site/shared/pages';
import { NavTree } from '../features/nav/components/nav-tree';
import { SearchBox } from '../features/search/components/search-box';
import { isFramed, type DocsFrameData } from '../lib/content/frame-data';
import styles from './docs-layout.module.css';

/** The help centre frame: search and navigation on the left, the page beside them. */
function DocsFrame({ frame, children }: { frame: DocsFrameData; children: ReactNode }) {
  const { lang, navigate } = useRemoteProps();
  return (
    // The content version this HTML shows: the browser's next pages read the same (CONTENT_VERSION_ATTRIBUTE).
    <div className={styles.frame} data-content-version={frame.version}>
      <div className={styles.sidebar}>
        <SearchBox lang={lang} navigate={navigate} />
        <NavTree tree={frame.manifest.tree} articles={frame.manifest.articles} current={frame.current} isHome={frame.isHome} />
      </div>
      <div className={styles.content}>{children}</div>
    </div>
  );
}

/**
 * Around every page of the help centre (src/routes.ts): the docs home, its articles and its
 * not-found page are drawn in the frame their loader's data describes; the API reference has none.
 * The frame stays mounted as the visitor moves between them, and while the next page loads the
 * current one stays on screen (the router shows it until the next page's data is in).
 */
export function DocsLayout() {
  const data: unknown = useMatches().at(-1)?.loaderData;
  if (!isFramed(data)) return <Outlet />;
  return (
    <DocsFrame frame={data.frame}>
      <Outlet />
    </DocsFrame>
  );
}
