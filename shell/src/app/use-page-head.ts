import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { RouteLang } from '@site/shared/lang';
import { pageTitle } from '@site/shared/routes';
import type { HeadInput } from '../lib/page-head';
import { usePageMeta } from '../lib/site-routes';

export interface HeadPlace {
  lang: RouteLang;
  remote: string;
  /** The page below the remote's mount, as its pages are named ('About', 'docs/create-a-payout', '' for its index). */
  pageKey: string;
  /** The route's own path, whose head a page without its own (a tab, a query) stands under. */
  routePath: string;
  /** The suffix of the page's title: the site's name, or a site of its own's. */
  siteName: string;
  canonicalPath: string;
  /** Below the language prefix, for the hreflang alternates; none outside the prefix. */
  alternatesBelow?: string;
}

/**
 * The head of the page the visitor has moved to in the browser, for `PageHead`; none on the page
 * the document was served for, whose head came with it. It is made of the remotes' page titles
 * (read once per language after the first move); a remote that names its page itself (a help
 * article, the export-refund micro-site) has the last word on the title. Until a new page's titles
 * have arrived, the last head stays: removing the tags would leave the tab untitled.
 */
export function usePageHead(place: HeadPlace): { head: HeadInput | undefined; setTitle: (title: string) => void } {
  const { lang, remote, pageKey, routePath, siteName, canonicalPath, alternatesBelow } = place;
  const { pathname, search } = useLocation();
  const [named, setNamed] = useState<{ address: string; title: string }>();
  // Called by the remote in an effect of its page: the title belongs to the address it was on then.
  const setTitle = useCallback((title: string) => setNamed({ address: window.location.pathname + window.location.search, title }), []);
  const meta = usePageMeta(lang, remote, pageKey, routePath);
  const title = named?.address === pathname + search ? named.title : undefined;
  const head: HeadInput | undefined = meta && {
    origin: window.location.origin,
    lang,
    title: pageTitle(title ?? meta.title, siteName),
    description: meta.description,
    siteName,
    canonicalPath,
    ...(alternatesBelow !== undefined ? { alternatesBelow } : {}),
    indexable: meta.indexable,
  };

  // A page that names itself is titled at once, even before the titles of the language have arrived
  // (a move to a help article shows its heading before page-meta.json is read); the head that comes
  // with them then says the same.
  useEffect(() => {
    if (title !== undefined && !meta) document.title = pageTitle(title, siteName);
  }, [title, meta, siteName]);

  const key = head ? JSON.stringify(head) : undefined;
  const [shown, setShown] = useState<{ key: string; head: HeadInput }>();
  if (head && key !== undefined && key !== shown?.key) setShown({ key, head });
  return { head: head ?? shown?.head, setTitle };
}
