import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { useTranslation, useTreeLanguageGate } from '@site/shared/i18n';
import { isRouteLang, langHref, toHtmlLang, toI18nLang, type RouteLang } from '@site/shared/lang';
import { HydrateWhenNear } from '@site/shared/motion';
import { RegionError, SiteNavProvider } from '@site/shared/ui';
import { siteStore } from '@site/shared/store';
import { matchRoute } from '../config/route-table';
import { useRouteTable } from '../lib/site-routes';
import { Footer } from '../features/layout/components/footer';
import { Header } from '../features/layout/components/header';
import { SkipLink } from '../features/layout/components/skip-link';
import { storeLang } from '../lib/lang-storage';
import { useSiteNavigate } from '../lib/use-site-navigate';
import { PageHead, pageQuery } from '../lib/page-head';
import { RemoteRegion } from './remote-region';
import { usePageHead } from './use-page-head';

export interface LangLayoutProps {
  /** Rendered when the first segment is not a language: the path gets a prefix. */
  fallback: ReactNode;
}

/** Everything under /:lang: header, the route's remote, footer. */
export function LangLayout({ fallback }: LangLayoutProps) {
  const { lang } = useParams();
  if (!isRouteLang(lang)) return fallback;
  return <LangPage lang={lang} />;
}

function LangPage({ lang }: { lang: RouteLang }) {
  const { pathname, search } = useLocation();
  // The shell's strings follow the route's language before anything reads them (one channel).
  useTreeLanguageGate(toI18nLang(lang));
  const { t } = useTranslation('shell');
  const table = useRouteTable();
  const query = useMemo(() => Object.fromEntries(new URLSearchParams(search)), [search]);
  const subPath = pathname.slice(lang.length + 1) || '/';
  const match = matchRoute(subPath, table);
  // The header hides when the query has the hideNavigationBar flag, whatever its value.
  const hideNavigationBar = query.hideNavigationBar !== undefined && query.hideNavigationBar !== 'false';

  useEffect(() => {
    siteStore.getState().setLang(lang);
    storeLang(lang);
    document.documentElement.lang = toHtmlLang(lang);
  }, [lang]);
  useEffect(() => siteStore.getState().setHideNavigationBar(hideNavigationBar), [hideNavigationBar]);

  const navigate = useSiteNavigate();
  // The header's and footer's links, below the language prefix.
  const navigateInLang = useCallback((to: string) => navigate(langHref(lang, to)), [navigate, lang]);
  const route = match.kind === 'route' ? match : undefined;
  // An address that is none of the site's pages, served with a not-found page: that page, wherever it
  // is asked for (server/not-found-route.ts).
  const notFound = table.notFound?.at === pathname ? table.notFound : undefined;
  // The page's address for the head: its path with the query parameters that pick what it shows.
  const below = route ? route.path + pageQuery(route.route.query, query) : '/';
  const { head, setTitle } = usePageHead({
    lang,
    remote: notFound?.remote ?? route?.route.remote ?? '',
    pageKey: notFound ? notFound.path.slice(1) : route ? route.path.slice(1) : '',
    routePath: notFound ? notFound.path.slice(1) : (route?.route.path ?? ''),
    siteName: t('site.title'),
    canonicalPath: langHref(lang, below),
    alternatesBelow: below === '/' ? '' : below,
  });

  if (match.kind === 'redirect') return <Navigate to={langHref(lang, match.to) + search} replace />;
  // An unknown path goes to the site's root in the language the visitor was reading, as on the server.
  if (match.kind === 'unknown' && subPath !== '/') return <Navigate to={langHref(lang, '/')} replace />;

  return (
    <SiteNavProvider lang={lang} navigate={navigateInLang}>
      {head && <PageHead {...head} />}
      <SkipLink />
      {!hideNavigationBar && <Header />}
      <main id="main" tabIndex={-1}>
        {notFound ? (
          <RemoteRegion key={notFound.remote} remote={notFound.remote} lang={lang} path={notFound.path} query={query} base={langHref(lang, '/')} setTitle={setTitle} />
        ) : match.kind === 'route' ? (
          <RemoteRegion key={match.route.remote} remote={match.route.remote} lang={lang} path={match.path} query={query} base={langHref(lang, '/')} setTitle={setTitle} />
        ) : (
          // No remote has published this language's home yet (it has never been reachable): a page
          // load may find it, as Retry does for a region that failed.
          <RegionError onRetry={() => window.location.reload()} />
        )}
      </main>
      {!(notFound ? notFound.hideFooter : match.kind === 'route' && match.route.hideFooter) && (
        // Below every page: brought to life as the visitor nears it (docs/composition.md).
        <HydrateWhenNear>
          <Footer isHome={!notFound && (match.kind !== 'route' || match.route.path === '')} />
        </HydrateWhenNear>
      )}
    </SiteNavProvider>
  );
}
