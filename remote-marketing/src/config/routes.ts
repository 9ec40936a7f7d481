/** Paths of the marketing routes below the language prefix (spec 2.1), for links and the route table. */
export const ROUTES = {
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
  /** Routes of other remotes, reached through the shell like any other. */
  otaFinance: '/OTAFinance',
  docs: '/docs',
  developerTools: '/developerTools',
} as const;

export type RouteKey = keyof typeof ROUTES;
