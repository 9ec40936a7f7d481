/**
 * The pages this remote owns below the language prefix (spec 2.1): the one list of their paths,
 * from which links, the page router (app/routes.ts) and the published route manifest
 * (config/route-manifest.ts) are all derived.
 */
export const OWN_ROUTES = {
  home: '/',
  about: '/About',
  newsDetail: '/newsDetail',
  paymentManagement: '/PaymentManagement',
  digitalTrade: '/DigitalTrade',
  digitalFinance: '/DigitalFinance',
  dttWhitePaper: '/DTTWhitePaper',
  cloudSolution: '/CloudSolution',
  internationalTrade: '/InternationalTrade',
  contact: '/Contact',
  policy: '/policy',
  notFound: '/404',
  amazon: '/amazon',
} as const;

/** Routes of other remotes this remote links to, reached through the shell like any other. */
const ELSEWHERE = {
  otaFinance: '/OTAFinance',
  docs: '/docs',
  developerTools: '/developerTools',
} as const;

/** Every path this remote links to below the language prefix, its own and other remotes'. */
export const ROUTES = { ...OWN_ROUTES, ...ELSEWHERE } as const;

export type RouteKey = keyof typeof ROUTES;
/** A page of this remote: its key names its chunk in app/routes.ts and its head in locales/<lng>/routes.json. */
export type OwnRouteKey = keyof typeof OWN_ROUTES;
