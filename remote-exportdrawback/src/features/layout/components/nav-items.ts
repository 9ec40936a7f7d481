/** The header's pages (spec 2.9: home, pricing, resources), in order. */
export const NAV_ITEMS = [
  { key: 'home', to: '/' },
  { key: 'pricing', to: '/FixPrice' },
  { key: 'resources', to: '/info' },
] as const;
