/**
 * The paths of this remote's pages that its components link to, and its list of pages uses
 * (src/routes.ts, where every page itself is declared with its code, strings and what the site is
 * told of it).
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
  demoRequest: '/DemoRequest',
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
