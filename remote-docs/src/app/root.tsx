import { useMemo } from 'react';
import type { RemoteProps } from '@site/shared/parcel';
import { createPageRouter } from '@site/shared/router';
import { DelayedLoading } from '../components/delayed-loading';
import { parseDocsPath } from '../config/routes';
import { loadArticle, loadManifest } from '../lib/content/client';
import { contentLangOf } from '../lib/lang';
import { DocsScreen } from './docs-screen';

// The docs screen (home, articles) is in the exposed chunk itself: one round trip less before an
// article shows. The API viewer is a lazy page requested only on its
// routes, loaded again on Retry where its chunk failed.
const router = createPageRouter({
  pages: { api: () => import(/* webpackChunkName: "api-reference" */ '../features/api-reference/components/api-reference-page') },
  resolve: (path) => (parseDocsPath(path).kind === 'api' ? { page: 'api' } : {}),
});
const { api: ApiReferencePage } = router.pages;

/** The docs remote: /docs, /docs/{name}, /developerTools and any docs path with open-ai. */
export function Root({ lang, path, navigate, setTitle }: RemoteProps) {
  const route = useMemo(() => parseDocsPath(path), [path]);
  if (route.kind === 'api') {
    return (
      <router.Outlet path={path} loading={<DelayedLoading />}>
        {() => <ApiReferencePage lang={lang} />}
      </router.Outlet>
    );
  }
  // Start the content requests now, beside the screen's own chunk, instead of after it.
  const contentLang = contentLangOf(lang);
  void loadManifest(contentLang);
  if (route.kind === 'article') void loadArticle(contentLang, route.name);
  return <DocsScreen lang={lang} route={route} navigate={navigate} setTitle={setTitle} />;
}
