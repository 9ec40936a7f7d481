import type { RouteLang } from '@site/shared/lang';
import { EXTENSION_RELEASES, MARKETPLACE_FINANCING, OTA_FINANCE } from '../../config/facts';
import { ROUTES } from '../../config/routes';
import { formatAmount, formatDuration, formatNumber, formatPercent } from '../../lib/intl';

export interface Announcement {
  /** The `?id` of newsDetail. */
  id: string;
  /** Its copy in news.json: items.<key>.{title, summary, body[]}. */
  key: 'extension8010' | 'extension809' | 'otaFinance' | 'marketplaceFinancing';
  /** ISO date, only where one is published (the extension changelog). */
  date?: string;
  category: 'release' | 'product';
  /** Where to go next, below the language prefix, with its label key in news.json. */
  links: readonly { to: string; label: 'userGuide' | 'otaFinance' | 'marketplace' | 'contact' }[];
  /** Figures the copy quotes, formatted for the language. */
  values?: (lang: RouteLang) => Record<string, string>;
}

/**
 * The announcements of newsDetail, newest first. There is no news feed, so these are
 * published facts told as news; undated items carry no date rather than an invented one.
 */
const ITEMS: readonly Announcement[] = [
  {
    id: '1',
    key: 'extension8010',
    date: EXTENSION_RELEASES.latest.date,
    category: 'release',
    links: [{ to: ROUTES.docs, label: 'userGuide' }],
    values: () => ({ version: EXTENSION_RELEASES.latest.version }),
  },
  {
    id: '2',
    key: 'extension809',
    date: EXTENSION_RELEASES.previous.date,
    category: 'release',
    links: [{ to: ROUTES.docs, label: 'userGuide' }],
    values: () => ({ version: EXTENSION_RELEASES.previous.version }),
  },
  {
    id: '3',
    key: 'otaFinance',
    category: 'product',
    links: [{ to: ROUTES.otaFinance, label: 'otaFinance' }],
    values: (lang) => ({
      limit: formatAmount(OTA_FINANCE.limitUsd, lang),
      tenor: formatDuration(OTA_FINANCE.tenorDays, 'day', lang),
      interest: formatPercent(OTA_FINANCE.interestFrom, lang),
      review: formatNumber(OTA_FINANCE.reviewBusinessDays, lang),
    }),
  },
  {
    id: '4',
    key: 'marketplaceFinancing',
    category: 'product',
    links: [
      { to: ROUTES.amazon, label: 'marketplace' },
      { to: ROUTES.contact, label: 'contact' },
    ],
    values: (lang) => ({
      limit: formatAmount(MARKETPLACE_FINANCING.limitUsd, lang),
      approval: formatDuration(MARKETPLACE_FINANCING.approvalHours, 'hour', lang),
      funds: formatDuration(MARKETPLACE_FINANCING.fundsHours, 'hour', lang),
    }),
  },
];

/** Dated items newest first, then the undated product notes in their given order (a stable sort). */
export const ANNOUNCEMENTS: readonly Announcement[] = [...ITEMS].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));

export function findAnnouncement(id: string | undefined): Announcement | undefined {
  return ANNOUNCEMENTS.find((item) => item.id === id);
}
