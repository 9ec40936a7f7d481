import { createContext as createReactContext, useContext, type ComponentType } from 'react';
import { createContext, replace, useLocation, useRevalidator, type ActionFunction, type LoaderFunction, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { ApiClient } from '@site/shared/api';
import { RegionError } from '@site/shared/ui';
import type { RemoteProps } from '@site/shared/parcel';
import type { NavSource, RouteSource } from '@site/shared/routes';
// Its own entry: the page contract runs in every browser, where the manifest's code has no use.
import { matchesPattern } from '@site/shared/routes/pattern';
import type { RouteLang } from '@site/shared/lang';

/**
 * The page contract (docs/pages.md): a page is one route module of React Router's data API, and a
 * remote lists its pages in one `src/routes.ts` with `definePages`. The list is the remote's router
 * (in the browser and in the site's server alike) and the source of its routes.json.
 */

/** What a page is, for the shell: its head and its links. Exported by the route module as `handle`. */
export interface PageHandle {
  /**
   * Where its title and description are: a namespace of its own (`head.title`, `head.description`,
   * and `head.nav`, its links' label), or a key of the remote's `routes` namespace (`<key>.title`…).
   */
  head: { namespace: string } | { key: string };
  /** Listed in sitemap.xml and open to search engines. */
  indexable?: boolean;
  /** Its links in the shell's header and footer. */
  nav?: readonly NavSource[];
}

/** A page's props: what its host gives the parcel (the language and the shell's navigation). */
export type PageComponent = ComponentType<RemoteProps>;

/** A route module: its component, what it loads and what a posted form does, and its handle. */
export interface PageModule {
  /** The page (or `Component`). */
  default?: PageComponent;
  Component?: PageComponent;
  /** What the page reads before it renders: on the site's server and in the browser alike. */
  loader?: LoaderFunction;
  /** What a form posted to the page does: with JavaScript (`<Form>`, a fetcher) and without it (the site's server). */
  action?: ActionFunction;
  handle: PageHandle;
}

/** One page of a remote's `src/routes.ts`: where it is served and how it is loaded. */
export interface PageEntry {
  /** The route's id, unique in the remote: the key of its data in the served HTML. */
  id: string;
  /** Below the mount point, with its leading slash: '/OTAFinance'; '/' is the remote's index. */
  path: string;
  /** The module: `() => import(/* webpackChunkName: "<chunk>" *\/ './…')`. */
  load: () => Promise<PageModule>;
  /** That import's webpackChunkName: preloaded with the page (the build checks it was emitted). */
  chunk: string;
  /** Named chunks the served HTML shows but whose code loads later: only their stylesheets go with the page. */
  styleChunks?: readonly string[];
  /** Query parameters that change what the page shows (`'*'`: any). */
  query?: readonly string[];
  /** Other first segments the page is linked by, redirected to it. */
  aliases?: readonly string[];
  /** Rendered per request by the site's server, with the api: data only the api knows, a form posted without JavaScript. */
  live?: boolean;
  /** The remote's not-found page. */
  notFound?: boolean;
  /** The shell's footer is hidden. */
  hideFooter?: boolean;
  /**
   * Pages below its path are published one by one by the server remote's `pages` (help articles),
   * served by an entry with a dynamic segment below it (`/docs/:name`), which routes.json does not list.
   */
  prefix?: boolean;
  /**
   * Paths below its path (a `prefix` entry's) that show the page `show` under the address as typed,
   * though no page is published there: `pages` are patterns in which `*` stands for any characters
   * (`*open-ai*`), compared decoded and in any letter case, as the site's server compares them
   * (routes.json `unlistedPages`). They are looked at before a dynamic segment's page and the unknown path's.
   */
  unlisted?: { pages: readonly string[]; show: string };
}

export interface PagesOptions {
  /**
   * A path no page owns (below the mount point): `redirectTo` moves the address there, replacing the
   * history entry; `show` renders the page of that id under the address as typed (a not-found page),
   * and sends a path that is a page's in another letter case or with a trailing slash to the page's
   * own path (replacing it).
   */
  unknown?: { redirectTo: string } | { show: string };
  /**
   * Drawn around every page (a micro-site's own header and footer): it renders `<Outlet />` where
   * the page goes, and stays mounted as the visitor moves between pages. It is in the remote's entry.
   * A page that fails inside it shows Retry there, the layout kept.
   */
  layout?: ComponentType;
}

/** A remote's pages, as `definePages` makes them (or its region, `defineRegion`): React Router's routes and the source of routes.json. */
export interface Pages {
  /** The pages routes.json lists (none for a region). */
  readonly entries: readonly PageEntry[];
  /** The routes, every page's module loaded when it is first matched (`lazy`); a region's is in place. */
  readonly routes: RouteObject[];
  /** Every page's module, loaded: its handle is part of routes.json. */
  manifest: () => Promise<RouteSource[]>;
}

/** The props the parcel was given, for the page components (React context does not reach loaders; props do not reach pages otherwise). */
const RemotePropsContext = createReactContext<RemoteProps | null>(null);
export const RemotePropsProvider = RemotePropsContext.Provider;

/** The parcel's props, inside a page. */
export function useRemoteProps(): RemoteProps {
  const props = useContext(RemotePropsContext);
  if (!props) throw new Error('useRemoteProps is used outside a parcel of pages.');
  return props;
}

/** The api as this render reaches it: the page's own /api in the browser, a client of the render's own on the site's server. */
export const apiContext = createContext<ApiClient>(lazyBrowserApi());

/**
 * The browser's client, loaded with the first call: a page that reads nothing from the api in the
 * browser (its data came with its HTML) does not download the client and its http library.
 */
function lazyBrowserApi(): ApiClient {
  return {
    call: (operation, init) => import('@site/shared/api').then(({ browserApi }) => browserApi.call(operation, init)),
    // The page's own /api: the browser's client has no base address.
    address: (path) => path,
  };
}

/** The page's language (the parcel's `lang` prop): the language a loader asks the api in. */
export const langContext = createContext<RouteLang>('en_us');

/** Where a loader runs: data only the browser knows (its storage) is loaded there, after hydration (`browserOnly`). */
export const sideContext = createContext<'browser' | 'server'>('browser');

/** What a `browserOnly` loader answers on the server: the page shows its loading state, and the browser loads it. */
export interface BrowserOnlyPending {
  readonly browserOnly: true;
}
const PENDING: BrowserOnlyPending = { browserOnly: true };

/** Whether a page's data is still to be loaded by the browser. */
export function isBrowserOnlyPending(data: unknown): data is BrowserOnlyPending {
  return typeof data === 'object' && data !== null && 'browserOnly' in data && (data as { browserOnly: unknown }).browserOnly === true;
}

/**
 * A loader whose data only the browser knows (a visitor's saved questionnaire, by a flag in their
 * session storage): on the server it answers `BrowserOnlyPending`, which the page renders as its
 * sized loading state, and the browser runs it right after hydrating that HTML (the parcel's router
 * revalidates) and on every navigation.
 */
export function browserOnly<T>(load: (args: LoaderFunctionArgs) => Promise<T>): (args: LoaderFunctionArgs) => Promise<T | BrowserOnlyPending> {
  return async (args) => (args.context.get(sideContext) === 'server' ? PENDING : load(args));
}

/** Whether this render is the build's, which reaches no api (`liveLoader`). */
export const buildContext = createContext<boolean>(false);

/**
 * The loader of a page whose data only the api knows: the site's server renders the page with it per
 * request (`live`), and the browser loads it as the visitor moves to the page. The build has no api:
 * its page shows the data loading, and the browser loads it once it has hydrated (`browserOnly`).
 */
export function liveLoader<T>(load: (args: LoaderFunctionArgs) => Promise<T>): (args: LoaderFunctionArgs) => Promise<T | BrowserOnlyPending> {
  const afterHydration = browserOnly(load);
  return (args) => (args.context.get(buildContext) ? afterHydration(args) : load(args));
}

/** A per-request render's time for its loads on the site's server (its `loadTimeoutMs`), and what it is told of a load left to the browser. */
export interface LoadBudget {
  /** Aborts once the render's loads have had their time. */
  readonly deadline: AbortSignal;
  /** A load failed or was late: the page is rendered with its loading state, and the render is incomplete. */
  readonly leftToBrowser: () => void;
}

/** The render's load budget: set on the site's server for a render per request (with the api), never at build time nor in the browser. */
export const loadBudgetContext = createContext<LoadBudget | null>(null);

/** Rejects once `signal` aborts. */
const aborted = (signal: AbortSignal): Promise<never> =>
  new Promise((_resolve, reject) => {
    if (signal.aborted) reject(new Error('late'));
    else signal.addEventListener('abort', () => reject(new Error('late')), { once: true });
  });

/**
 * A loader of data the site's server serves with the page when the api answers in time (the latest
 * rates). Per request it races the render's load time (`loadTimeoutMs`, 1.5 s), its request aborted
 * when that is over: a load that fails or is late answers `BrowserOnlyPending`, which the page renders
 * as its sized loading state; the render is `incomplete` (the site's server keeps it only briefly), and
 * the browser's router loads it right after hydrating, as a `browserOnly` loader's. At build time (no
 * api) it answers `BrowserOnlyPending` without loading; in the browser it is `load`.
 */
export function servedInTime<T>(load: (args: LoaderFunctionArgs) => Promise<T>): (args: LoaderFunctionArgs) => Promise<T | BrowserOnlyPending> {
  return async (args) => {
    if (args.context.get(sideContext) !== 'server') return load(args);
    const budget = args.context.get(loadBudgetContext);
    if (!budget) return PENDING;
    const request = new Request(args.request, { signal: AbortSignal.any([args.request.signal, budget.deadline]) });
    try {
      return await Promise.race([load({ ...args, request }), aborted(budget.deadline)]);
    } catch {
      budget.leftToBrowser();
      return PENDING;
    }
  };
}

/** A module's page component, wrapped to get the parcel's props. Made once per module. */
const wrapped = new WeakMap<PageComponent, ComponentType>();
function pageComponent(Page: PageComponent): ComponentType {
  let Component = wrapped.get(Page);
  if (!Component) {
    const WithProps = () => <Page {...useRemoteProps()} />;
    WithProps.displayName = `Page(${Page.displayName ?? Page.name})`;
    Component = WithProps;
    wrapped.set(Page, Component);
  }
  return Component;
}

/** What React Router takes from a route module, once loaded. */
async function routeModule(entry: PageEntry): Promise<Pick<RouteObject, 'Component' | 'loader' | 'action' | 'handle'>> {
  const module = await entry.load();
  const Page = module.default ?? module.Component;
  if (!Page) throw new Error(`The page "${entry.id}" (${entry.path}) exports no component.`);
  return {
    Component: pageComponent(Page),
    handle: module.handle,
    ...(module.loader ? { loader: module.loader } : {}),
    ...(module.action ? { action: module.action } : {}),
  };
}

/** A page's route as routes.json lists it (below the mount point, without its slash). */
function routeSource(entry: PageEntry, handle: PageHandle): RouteSource {
  const unlistedPages = entry.unlisted?.pages;
  const head = 'namespace' in handle.head ? { key: entry.id, head: handle.head.namespace } : { key: handle.head.key };
  return {
    path: entry.path.slice(1),
    ...head,
    indexable: Boolean(handle.indexable),
    chunks: [entry.chunk],
    ...(entry.styleChunks ? { styleChunks: entry.styleChunks } : {}),
    ...(entry.query ? { query: entry.query } : {}),
    ...(entry.aliases ? { aliases: entry.aliases } : {}),
    ...(handle.nav ? { nav: handle.nav } : {}),
    ...(entry.live ? { live: true } : {}),
    ...(entry.notFound ? { notFound: true } : {}),
    ...(entry.hideFooter ? { hideFooter: true } : {}),
    ...(entry.prefix ? { prefix: true } : {}),
    ...(unlistedPages?.length ? { unlistedPages } : {}),
  };
}

/** Whether a path has a dynamic segment (`/docs/:name`): its pages are a prefix entry's, listed by the server remote. */
const isDynamic = (path: string): boolean => path.split('/').some((segment) => segment.startsWith(':') || segment === '*');

const decodedPath = (path: string): string => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/** A prefix entry's unlisted pages, and the page they show. */
interface UnlistedRule {
  below: string;
  patterns: readonly string[];
  show: PageEntry;
}

/** The rule whose patterns match `pathname` below its entry's path, decoded and in any letter case. */
function unlistedAt(rules: readonly UnlistedRule[], pathname: string): UnlistedRule | undefined {
  const path = decodedPath(pathname).toLowerCase();
  return rules.find((rule) => {
    const start = `${rule.below.toLowerCase()}/`;
    return path.startsWith(start) && rule.patterns.some((pattern) => matchesPattern(pattern.toLowerCase(), path.slice(start.length)));
  });
}

type LoadedModule = Awaited<ReturnType<typeof routeModule>>;

/**
 * A route (a dynamic segment's, the unknown path's) that shows an unlisted page's module where its
 * path is one: the loader and the component look at the same address, so they agree.
 */
async function withUnlisted(rules: readonly UnlistedRule[], own: LoadedModule): Promise<LoadedModule> {
  if (rules.length === 0) return own;
  const shown = new Map(await Promise.all(rules.map(async (rule) => [rule, await routeModule(rule.show)] as const)));
  const moduleAt = (pathname: string): LoadedModule => {
    const rule = unlistedAt(rules, pathname);
    return (rule && shown.get(rule)) ?? own;
  };
  const loader: LoaderFunction = (args) => {
    const { loader: load } = moduleAt(new URL(args.request.url).pathname);
    return typeof load === 'function' ? load(args) : null;
  };
  function Unlisted() {
    const Shown = moduleAt(useLocation().pathname).Component;
    return Shown ? <Shown /> : null;
  }
  return { ...own, Component: Unlisted, loader };
}

/** The id of the route that answers a path no page owns. */
export const UNKNOWN_ROUTE_ID = 'unknown';

/** The id of the layout's route, around every page. */
export const LAYOUT_ROUTE_ID = 'layout';

/** The id of the route between the layout and its pages: where a page that failed shows Retry. */
export const PAGES_ROUTE_ID = 'pages';

/**
 * A page that failed inside the layout (its chunk did not load, its loader threw in the browser):
 * Retry where the page goes, the layout kept. Retry runs the page's loaders again, and React Router
 * imports a chunk whose load failed again.
 */
function PageFailed() {
  const { revalidate } = useRevalidator();
  return <RegionError onRetry={() => void revalidate()} />;
}

/** A path without its trailing slashes ('/' stays). */
function trimmed(path: string): string {
  let end = path.length;
  while (end > 1 && path[end - 1] === '/') end -= 1;
  return path.slice(0, end);
}

/**
 * The route of a path no page owns that shows the page `entry` there (the address kept); a path
 * that is a page's in another letter case or with a trailing slash goes to the page's own path.
 */
function unknownShowing(entries: readonly PageEntry[], entry: PageEntry, rules: readonly UnlistedRule[]): RouteObject {
  return {
    id: UNKNOWN_ROUTE_ID,
    path: '*',
    lazy: async () => {
      const { loader, ...module } = await withUnlisted(rules, await routeModule(entry));
      const canonical: LoaderFunction = (args) => {
        const { pathname, search } = new URL(args.request.url);
        const wanted = trimmed(pathname).toLowerCase();
        const page = entries.find((candidate) => candidate.path.toLowerCase() === wanted);
        if (page) return replace(`${page.path}${search}`);
        return typeof loader === 'function' ? loader(args) : null;
      };
      return { ...module, loader: canonical };
    },
  };
}

/** A region's module: its component and what it loads. It has no handle: it is no page. */
export interface RegionModule {
  default: PageComponent;
  /** What the region reads before it renders, as a page's loader (on the site's server per request, and in the browser). */
  loader?: LoaderFunction;
}

/**
 * A region other remotes' pages embed (the rate widget in Home), not a page: its one route, `id`,
 * matches whatever path its host mounts it at (a splat), and it adds nothing to routes.json, so
 * nothing to the sitemap or the shell's navigation. Its module is in the remote's entry (the
 * exposed parcel), not in a chunk of its own: the region renders with the parcel.
 */
export function defineRegion(id: string, module: RegionModule): Pages {
  if (id === UNKNOWN_ROUTE_ID || id === LAYOUT_ROUTE_ID || id === PAGES_ROUTE_ID) throw new Error(`A region cannot have the id "${id}", which the page contract uses.`);
  const route: RouteObject = { id, path: '*', Component: pageComponent(module.default), ...(module.loader ? { loader: module.loader } : {}) };
  return { entries: [], routes: [route], manifest: async () => [] };
}

/**
 * A remote's pages, the one list of its `src/routes.ts`: each page's route (matched in this letter
 * case, as the shell sends other cases to the canonical path), and where an unknown path goes.
 */
export function definePages(entries: readonly PageEntry[], { unknown, layout }: PagesOptions = {}): Pages {
  const ids = new Set<string>();
  for (const entry of entries) {
    if (!entry.path.startsWith('/')) throw new Error(`The page "${entry.id}" has the path "${entry.path}"; a page's path starts with "/".`);
    if (ids.has(entry.id) || entry.id === UNKNOWN_ROUTE_ID || entry.id === LAYOUT_ROUTE_ID || entry.id === PAGES_ROUTE_ID) throw new Error(`Two pages have the id "${entry.id}".`);
    ids.add(entry.id);
  }
  const byId = (id: string, what: string): PageEntry => {
    const found = entries.find((entry) => entry.id === id);
    if (!found) throw new Error(`${what} shows the page "${id}", which is not in the list.`);
    return found;
  };
  const rules: UnlistedRule[] = entries.flatMap((entry) =>
    entry.unlisted ? [{ below: entry.path, patterns: entry.unlisted.pages, show: byId(entry.unlisted.show, `An unlisted page below ${entry.path}`) }] : [],
  );
  for (const entry of entries) {
    if (isDynamic(entry.path) && !entries.some((prefix) => prefix.prefix && entry.path.startsWith(`${prefix.path}/`))) {
      throw new Error(`The page "${entry.id}" (${entry.path}) has a dynamic segment but no prefix page above it, whose pages the server remote lists.`);
    }
  }
  const pageRoutes: RouteObject[] = entries.map((entry) => ({
    id: entry.id,
    path: entry.path,
    caseSensitive: true,
    lazy: async () => (isDynamic(entry.path) ? withUnlisted(rules, await routeModule(entry)) : routeModule(entry)),
  }));
  if (unknown && 'redirectTo' in unknown) {
    const { redirectTo } = unknown;
    pageRoutes.push({ id: UNKNOWN_ROUTE_ID, path: '*', loader: () => replace(redirectTo) });
  } else if (unknown) {
    pageRoutes.push(unknownShowing(entries, byId(unknown.show, 'A path no page owns'), rules));
  }
  const routes: RouteObject[] = layout ? [{ id: LAYOUT_ROUTE_ID, Component: layout, children: [{ id: PAGES_ROUTE_ID, ErrorBoundary: PageFailed, children: pageRoutes }] }] : pageRoutes;
  return {
    entries,
    routes,
    // A dynamic segment's pages are its prefix entry's, published one by one by the server remote.
    manifest: () => Promise.all(entries.filter((entry) => !isDynamic(entry.path)).map(async (entry) => routeSource(entry, (await entry.load()).handle))),
  };
}
