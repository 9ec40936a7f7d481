import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useTreeLanguageGate } from '@site/shared/i18n';
import { toHtmlLang, toI18nLang } from '@site/shared/lang';
import type { OwnSite } from '../config/route-table';
import { PageHead } from '../lib/page-head';
import { RemoteRegion } from './remote-region';
import { usePageHead } from './use-page-head';

export interface OwnSitePageProps {
  /** The first path segment the remote is mounted at ('exportdrawback'). */
  segment: string;
  site: OwnSite;
}

/**
 * A remote mounted at its own path is a site of its own (the export-refund micro-site): it brings its
 * own header and footer, so the shell renders only the region. It speaks its one language whatever
 * the visitor's site language, and its page titles end in its own name.
 */
export function OwnSitePage({ segment, site }: OwnSitePageProps) {
  const { pathname, search } = useLocation();
  useTreeLanguageGate(toI18nLang(site.lang));
  // After a navigation from another language's page; the server already sent the language on a first load.
  useEffect(() => {
    document.documentElement.lang = toHtmlLang(site.lang);
  }, [site.lang]);
  const query = useMemo(() => Object.fromEntries(new URLSearchParams(search)), [search]);
  const base = `/${segment}`;
  const path = pathname.slice(base.length) || '/';
  const { head, setTitle } = usePageHead({
    lang: site.lang,
    remote: site.remote,
    pageKey: path.slice(1),
    routePath: path.split('/')[1] ?? '',
    siteName: site.title,
    canonicalPath: `${base}${path === '/' ? '' : path}`,
  });
  return (
    <>
      {head && <PageHead {...head} />}
      <RemoteRegion remote={site.remote} lang={site.lang} path={path} query={query} base={base} setTitle={setTitle} />
    </>
  );
}
