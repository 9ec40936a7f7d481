import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { useI18nLanguage, useTranslation } from '@site/shared/i18n';
import { isRouteLang, langHref, toHtmlLang, toI18nLang, type RouteLang } from '@site/shared/lang';
import { HydrateWhenNear } from '@site/shared/motion';
import { RegionError, SiteNavProvider } from '@site/shared/ui';
import { pageTitle } from '@site/shared/routes';
import { siteStore } from '@site/shared/store';
import { matchRoute, type SiteRoute } from '../config/route-table';
import { useDocumentHead } from '../lib/use-document-head';
import { usePageMeta, useRouteTable } from '../lib/site-routes';
import { Footer } from '../features/layout/components/footer';
import { Header } from '../features/layout/components/header';
import { SkipLink } from '../features/layout/components/skip-link';
import { storeLang } from '../lib/lang-storage';
import { useSiteNavigate } from '../lib/use-site-navigate';
import { RemoteRegion } from './remote-region';

/** The query parameters the route says change what its page shows (About's tab), as they are in the address. */
function pageQuery(route: SiteRoute, query: Record<string, string>): string {
  const kept = new URLSearchParams();
  for (const name of route.query) if (name !== '*' && Object.hasOwn(query, name)) kept.set(name, query[name] ?? '');
  const text = kept.toString();
  return text ? `?${text}` : '';
}

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
  const { t, i18n } = useTranslation('shell');
  // The shell's strings follow the route's language before anything renders (one channel).
  useI18nLanguage(i18n, toI18nLang(lang));
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
  const siteTitle = t('site.title');
  const setTitle = useCallback((title: string) => {
    document.title = pageTitle(title, siteTitle);
  }, [siteTitle]);
  const remote = match.kind === 'route' ? match.route.remote : '';
  const meta = usePageMeta(lang, remote, match.kind === 'route' ? match.path.slice(1) : '', match.kind === 'route' ? match.route.path : '');
  useDocumentHead({
    lang,
    title: meta ? pageTitle(meta.title, siteTitle) : '',
    description: meta?.description ?? '',
    path: match.kind === 'route' ? match.path + pageQuery(match.route, query) : '/',
  });

  if (match.kind === 'redirect') return <Navigate to={langHref(lang, match.to) + search} replace />;
  // An unknown path goes to the site's root in the language the visitor was reading, as on the server.
  if (match.kind === 'unknown' && subPath !== '/') return <Navigate to={langHref(lang, '/')} replace />;

  return (
    <SiteNavProvider lang={lang} navigate={navigateInLang}>
      <SkipLink />
      {!hideNavigationBar && <Header />}
      <main id="main" tabIndex={-1}>
        {match.kind === 'route' ? (
          <RemoteRegion key={match.route.remote} remote={match.route.remote} lang={lang} path={match.path} query={query} base={langHref(lang, '/')} setTitle={setTitle} />
        ) : (
          // No remote has published this language's home yet (it has never been reachable): a page
          // load may find it, as Retry does for a region that failed.
          <RegionError onRetry={() => window.location.reload()} />
        )}
      </main>
      {!(match.kind === 'route' && match.route.hideFooter) && (
        // Below every page: brought to life as the visitor nears it (docs/composition.md).
        <HydrateWhenNear>
          <Footer isHome={match.kind !== 'route' || match.route.path === ''} />
        </HydrateWhenNear>
      )}
    </SiteNavProvider>
  );
}
