import { use, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  matchRoutes,
  RouterContextProvider,
  RouterProvider,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_defaultMapRouteProperties as defaultMapRouteProperties,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  type DataRouter,
  type HydrationState,
  type RouteObject,
} from 'react-router';
import type { RemoteProps } from '@site/shared/parcel';
import { isBrowserOnlyPending, langContext, RemotePropsProvider, type Pages } from './define-pages';

/**
 * The key of the router's data in the data a served parcel carries (`ServerDataScript`): the
 * loaders' and the action's data the server rendered the page with, which the browser's router
 * starts from, so that its first render is the served HTML.
 */
export const ROUTER_DATA_KEY = 'router';

/** The router's data as the server writes it for the browser: only what JSON carries. */
export type RouterData = Pick<HydrationState, 'loaderData' | 'actionData'>;

/** The router's data in a served parcel's data, when it is there. */
export function servedRouterData(data: Readonly<Record<string, unknown>> | undefined): RouterData | undefined {
  const value = data?.[ROUTER_DATA_KEY];
  if (typeof value !== 'object' || value === null || !('loaderData' in value)) return undefined;
  return value as RouterData;
}

/** The address the router is at for these props: the path below the mount point, and the query. */
export function propsLocation({ path, query }: Pick<RemoteProps, 'path' | 'query'>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The routes, with the modules of the pages matched at `location` already loaded: a router that
 * starts with a page still to load would render nothing first and load its data again, and the
 * served HTML would not hydrate (React Router hydrates only routes without a pending `lazy`).
 * One promise per routes and location, so that a render that suspended on it finds it again.
 */
const prepared = new WeakMap<Pages, Map<string, Promise<RouteObject[]>>>();
function prepareRoutes(pages: Pages, location: string): Promise<RouteObject[]> {
  let byLocation = prepared.get(pages);
  if (!byLocation) {
    byLocation = new Map();
    prepared.set(pages, byLocation);
  }
  let ready = byLocation.get(location);
  if (!ready) {
    const matched = new Set((matchRoutes(pages.routes, location) ?? []).map((match) => match.route));
    // A layout's pages are its children: the matched ones among them are loaded too. A page below an
    // error boundary (a layout's) whose chunk fails keeps its `lazy`: the router asks for it again and
    // shows that boundary's Retry where the page goes, inside the layout.
    const prepare = (routes: RouteObject[], guarded: boolean): Promise<RouteObject[]> =>
      Promise.all(
        routes.map(async (route) => {
          const withChildren = route.children ? ({ ...route, children: await prepare(route.children, guarded || Boolean(route.ErrorBoundary)) } as RouteObject) : route;
          if (!matched.has(route) || typeof withChildren.lazy !== 'function') return withChildren;
          const { lazy, ...rest } = withChildren;
          try {
            return { ...rest, ...(await lazy()) } as RouteObject;
          } catch (error) {
            if (guarded) return withChildren;
            throw error;
          }
        }),
      );
    ready = prepare(pages.routes, false);
    const settled = ready;
    // A chunk that failed to load is asked for again by the next render (Retry).
    settled.catch(() => byLocation.delete(location));
    byLocation.set(location, settled);
  }
  return ready;
}

/** Every route, a layout's pages too, shows `fallback` until the router's first data: a layout (no loader of its own) stays drawn around it. */
const withFallback = (routes: RouteObject[], fallback: ReactNode): RouteObject[] =>
  routes.map((route) => ({ ...route, hydrateFallbackElement: fallback, ...(route.children ? { children: withFallback(route.children, fallback) } : {}) }) as RouteObject);

/** The routers started (`initialize`): once each, though an effect may run twice (StrictMode). */
const started = new WeakSet<DataRouter>();
/** Routers let go by an unmount, disposed a moment later unless the same parcel mounts them again. */
const disposals = new WeakMap<DataRouter, ReturnType<typeof setTimeout>>();

/** Whether a router's current pages still wait for data only the browser knows. */
const waitsForBrowser = (router: DataRouter): boolean => router.state.matches.some((match) => isBrowserOnlyPending(router.state.loaderData[match.route.id]));

/**
 * A remote's pages in the browser: a memory router at the parcel's `path` (the shell owns the
 * address), started from the data the server rendered with. A new `path` prop moves the router
 * there, a new `lang` prop runs the loaders again in that language; a move of the router's own (a loader's or an action's redirect) moves the shell's address
 * with `navigate`, replacing the history entry when React Router replaced it (a guard's `replace`).
 */
export function PageRouter({ pages, props, served, fallback }: { pages: Pages; props: RemoteProps; served?: RouterData; fallback?: ReactNode }) {
  const location = propsLocation(props);
  // Prepared for the address the router starts at; a later move loads its page through React
  // Router's own `lazy` (and shows the layout's Retry when that chunk fails).
  const [start] = useState(location);
  const routes = use(prepareRoutes(pages, start));
  // What the router's loaders read of the props (the language), set before it starts and after each render.
  const [current] = useState(() => new Map<typeof langContext, RemoteProps['lang']>([[langContext, props.lang]]));
  // createMemoryRouter's router, not yet started: starting it runs the loaders of the pages it is at,
  // and React may call this more than once and keep one (a render it discards, StrictMode), so it
  // starts in an effect, once. Until then (and until its first loaders answer) it shows `fallback`.
  const [router] = useState(() =>
    createRouter({
      routes: fallback === undefined ? routes : withFallback(routes, fallback),
      history: createMemoryHistory({ initialEntries: [location] }),
      ...(served ? { hydrationData: served } : {}),
      // Each navigation's loaders and actions get the page's language as it is then.
      getContext: () => new RouterContextProvider(new Map(current)),
      mapRouteProperties: defaultMapRouteProperties,
      hydrationRouteProperties,
    }),
  );
  useEffect(() => {
    if (!started.has(router)) {
      started.add(router);
      router.initialize();
    }
    // StrictMode's second run of the effect keeps the router it had just let go.
    clearTimeout(disposals.get(router));
    return () => {
      // The parcel unmounted: its loads in flight are aborted and its subscriptions end.
      disposals.set(
        router,
        setTimeout(() => router.dispose(), 0),
      );
    };
  }, [router]);
  const latest = useRef(props);
  // The language the loaders' data was last asked in.
  const askedIn = useRef(props.lang);
  useEffect(() => {
    latest.current = props;
    current.set(langContext, props.lang);
    // The shell changed the page's language without a new path: what the loaders answered speaks
    // the previous one (the api's labelled lists), so they run again in this one.
    if (askedIn.current === props.lang) return;
    askedIn.current = props.lang;
    if (started.has(router)) void router.revalidate();
  });
  const shown = useRef(location);

  useEffect(() => {
    const follow = (state: DataRouter['state']) => {
      if (state.navigation.state !== 'idle' || !state.initialized) return;
      const at = `${state.location.pathname}${state.location.search}`;
      if (at === shown.current) return;
      shown.current = at;
      latest.current.navigate(at, { replace: state.historyAction === 'REPLACE' });
    };
    // A redirect may have ended before this effect ran (an unknown path's).
    follow(router.state);
    return router.subscribe(follow);
  }, [router]);

  useEffect(() => {
    if (location === shown.current) return;
    shown.current = location;
    void router.navigate(location);
  }, [location, router]);

  useEffect(() => {
    // The served page showed the loading state of data only the browser knows: load it now.
    if (waitsForBrowser(router)) void router.revalidate();
  }, [router]);

  return (
    <RemotePropsProvider value={props}>
      <RouterProvider router={router} />
    </RemotePropsProvider>
  );
}
