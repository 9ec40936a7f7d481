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
export { PageRouter, propsLocation, ROUTER_DATA_KEY, servedRouterData, type RouterData } from './page-router';
