/** Header groups and footer links (spec 2.2). Labels are keys in the shell's locale files. */
export interface NavLink {
  key: string;
  /** Below the language prefix, with its query ('/About?id=2'). */
  to: string;
}
export interface NavGroup {
  key: string;
  links: readonly NavLink[];
}

export const HEADER_GROUPS: readonly NavGroup[] = [
  {
    key: 'products',
    links: [
      { key: 'paymentManagement', to: '/PaymentManagement' },
      { key: 'internationalTrade', to: '/InternationalTrade' },
      { key: 'cloudSolution', to: '/CloudSolution' },
      { key: 'digitalTradeCertificate', to: '/DigitalFinance' },
      { key: 'digitalTrade', to: '/DigitalTrade' },
    ],
  },
  {
    key: 'solutions',
    links: [
      { key: 'otaFinance', to: '/OTAFinance' },
      { key: 'crossBorderEcommerce', to: '/amazon' },
    ],
  },
  {
    key: 'support',
    links: [
      { key: 'userGuide', to: '/docs' },
      { key: 'developerTools', to: '/developerTools' },
    ],
  },
  {
    key: 'company',
    links: [
      { key: 'about', to: '/About' },
      { key: 'contact', to: '/Contact' },
    ],
  },
];

export const FOOTER_ABOUT: readonly NavLink[] = [
  { key: 'aboutUs', to: '/About?id=1' },
  { key: 'milestones', to: '/About?id=2' },
  { key: 'partners', to: '/About?id=3' },
  { key: 'technology', to: '/About?id=4' },
];

export const FOOTER_BUSINESS: readonly NavLink[] = [
  { key: 'paymentManagement', to: '/PaymentManagement' },
  { key: 'internationalTrade', to: '/InternationalTrade' },
  { key: 'digitalTrade', to: '/DigitalTrade' },
  { key: 'digitalFinance', to: '/DigitalFinance' },
  { key: 'otaFinance', to: '/OTAFinance' },
  { key: 'crossBorderEcommerce', to: '/amazon' },
];
