import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { RouteLang } from '@site/shared/lang';
import type { RouteManifest } from '@site/shared/routes';
import { buildRouteTable, type SiteRouteTable } from '../config/route-table';

/** The id of the JSON data block in which the server sends the route table with each page. */
export const ROUTE_TABLE_ID = 'site-routes';

const RouteTableContext = createContext<SiteRouteTable | null>(null);

export function RouteTableProvider({ table, children }: { table: SiteRouteTable; children: ReactNode }) {
  return <RouteTableContext.Provider value={table}>{children}</RouteTableContext.Provider>;
}

export function useRouteTable(): SiteRouteTable {
  const table = useContext(RouteTableContext);
  if (!table) throw new Error('useRouteTable() outside RouteTableProvider');
  return table;
}

/** The table the server sent with the page (it knows every remote's manifest), if it sent one. */
export function readRouteTable(): SiteRouteTable | undefined {
  const text = document.getElementById(ROUTE_TABLE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as SiteRouteTable;
  } catch {
    return undefined; // a damaged block is as good as none
  }
}

/**
 * The table built here, as the server builds it, for a document that came without one (the
 * development servers compose nothing): from the routes.json beside each manifest remotes.json names.
 */
export async function loadRouteTable(): Promise<SiteRouteTable> {
  const readJson = async <T,>(url: string): Promise<T | undefined> => {
    try {
      const response = await fetch(url);
      return response.ok ? ((await response.json()) as T) : undefined;
    } catch {
      return undefined;
    }
  };
  const file = await readJson<{ remotes?: Record<string, string> }>('/remotes.json');
  const manifests = await Promise.all(
    Object.values(file?.remotes ?? {}).map((manifestUrl) => readJson<RouteManifest>(new URL('routes.json', new URL(manifestUrl, window.location.href)).href)),
  );
  return buildRouteTable(manifests.filter((manifest): manifest is RouteManifest => manifest !== undefined)).table;
}

export interface PageMeta {
  title: string;
  description: string;
  indexable: boolean;
}

/** remote → path below its mount point → title and description, in one language. */
export type PageMetaIndex = Record<string, Record<string, PageMeta>>;

const metaRequests = new Map<RouteLang, Promise<PageMetaIndex>>();

/** Titles and descriptions of every page in one language, read once per language. */
function loadPageMeta(lang: RouteLang): Promise<PageMetaIndex> {
  let request = metaRequests.get(lang);
  if (!request) {
    request = fetch(`/page-meta.json?lang=${lang}`)
      .then((response) => (response.ok ? (response.json() as Promise<PageMetaIndex>) : {}))
      .catch(() => {
        metaRequests.delete(lang); // try again on the next navigation
        return {};
      });
    metaRequests.set(lang, request);
  }
  return request;
}

/**
 * The head of a page the visitor moved to in the browser. The first page's head came with the
 * document; after a navigation the titles come from the remotes' manifests, through the server.
 */
export function usePageMeta(lang: RouteLang, remote: string, path: string, routePath: string): PageMeta | undefined {
  const [index, setIndex] = useState<{ lang: RouteLang; pages: PageMetaIndex } | null>(null);
  const navigated = useHasNavigated();
  useEffect(() => {
    if (!navigated) return undefined; // the first page's head came with the document
    let current = true;
    void loadPageMeta(lang).then((pages) => {
      if (current) setIndex({ lang, pages });
    });
    return () => {
      current = false;
    };
  }, [lang, navigated]);
  if (!index || index.lang !== lang) return undefined;
  const pages = index.pages[remote] ?? {};
  return pages[path] ?? pages[routePath];
}

/** Whether the visitor has moved on from the page the document was served for. */
function useHasNavigated(): boolean {
  const { pathname, search } = useLocation();
  const first = useRef(pathname + search);
  const [navigated, setNavigated] = useState(false);
  useEffect(() => {
    if (pathname + search !== first.current) setNavigated(true);
  }, [pathname, search]);
  return navigated;
}
