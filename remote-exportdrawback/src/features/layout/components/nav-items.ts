/** The header's pages (home, pricing, resources), in order. */
export const NAV_ITEMS = [
  { key: 'home', to: '/' },
  { key: 'pricing', to: '/FixPrice' },
  { key: 'resources', to: '/info' },
] as const;
