// The page contract (docs/pages.md): one route module a page, one `src/routes.ts` a remote, React
// Router's data API underneath. A federation singleton: the parcel's router and the remotes' loaders
// meet in its contexts.
export {
  apiContext,
  browserOnly,
  buildContext,
  definePages,
  defineRegion,
  isBrowserOnlyPending,
  langContext,
  liveLoader,
  loadBudgetContext,
  servedInTime,
  sideContext,
  useRemoteProps,
  LAYOUT_ROUTE_ID,
  PAGES_ROUTE_ID,
  UNKNOWN_ROUTE_ID,
  type BrowserOnlyPending,
  type LoadBudget,
  type PageComponent,
  type PageEntry,
  type PageHandle,
  type PageModule,
  type Pages,
  type PagesOptions,
  type RegionModule,
} from './define-pages';
export { browserMemo, settle, type Settled } from './loads';
export { PageRouter, propsLocation, ROUTER_DATA_KEY, servedRouterData, type RouterData } from './page-router';

// What a remote's pages use of React Router, from here: the shell provides this entry once, with the
// router the parcel runs, so a remote's first load carries no copy of React Router (its exports are
// the ones the pages use, not the whole library a shared `react-router` would be).
export { data, Outlet, redirect, replace, useActionData, useLoaderData, useLocation, useMatches, useNavigate, useRevalidator } from 'react-router';
export type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
