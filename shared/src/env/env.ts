import { useSyncExternalStore } from 'react';
import config from './environments.json';

export type EnvName = 'production' | 'uat' | 'qa' | 'dev';

export interface SiteEnv {
  name: EnvName;
  /** Origin of the application (login, registration) for this environment. */
  appUrl: string;
}

/** The environment is chosen by host; unknown hosts are dev with a local fallback port. */
export function resolveEnv(location: Pick<Location, 'hostname' | 'protocol'>): SiteEnv {
  const found = config.environments.find((env) => env.hosts.includes(location.hostname));
  if (found) return { name: found.name as EnvName, appUrl: found.appUrl };
  return { name: 'dev', appUrl: `${location.protocol}//${location.hostname}:${config.dev.appUrlPort}` };
}

export type LocationLike = Pick<Location, 'hostname' | 'protocol' | 'search' | 'hash'>;

/**
 * Where a page rendered without a browser (the build-time render, the shell's server) links to:
 * the production site, so a crawler or a visitor without JavaScript reaches the real login. The
 * browser swaps in its own location as soon as it has hydrated (`useLinkLocation`).
 */
const RENDER_LOCATION: LocationLike = { hostname: config.environments[0]?.hosts[0] ?? 'localhost', protocol: 'https:', search: '', hash: '' };

function currentLocation(): LocationLike {
  return typeof window === 'undefined' ? RENDER_LOCATION : window.location;
}

const noSubscription = () => () => undefined;

/**
 * The location login links are built from: the render location while a page is rendered on a
 * server and hydrated (both sides agree), then the browser's own, which React re-renders with.
 * That re-render is synchronous, right after hydration: call this in the link itself, not in the
 * section around it.
 */
export function useLinkLocation(): LocationLike {
  return useSyncExternalStore(noSubscription, currentLocation, () => RENDER_LOCATION);
}

/**
 * The Apply and login buttons open the application login with the current query
 * (search and the query part of the hash) plus lang=en.
 */
export function appLoginUrl(location = currentLocation()): string {
  const { appUrl } = resolveEnv(location);
  const params = new URLSearchParams(location.search);
  const hashQuery = location.hash.includes('?') ? location.hash.slice(location.hash.indexOf('?') + 1) : '';
  new URLSearchParams(hashQuery).forEach((value, key) => params.set(key, value));
  params.set('lang', 'en');
  return `${appUrl}/#/login?${params.toString()}`;
}

export interface ProductRedirect {
  productType: string;
  scenario?: string;
  action?: 'login' | 'register';
}

/**
 * Product-specific redirect (banner "learn more", marketplace call to action).
 * Carries the current route query so campaign parameters survive.
 */
export function productLoginUrl(redirect: ProductRedirect, location = currentLocation()): string {
  const { appUrl } = resolveEnv(location);
  const params = new URLSearchParams(location.search);
  params.set('productType', redirect.productType);
  if (redirect.scenario) params.set('scenario', redirect.scenario);
  params.set('action', redirect.action ?? 'login');
  params.set('lang', 'en');
  return `${appUrl}/#/login?${params.toString()}`;
}

/** Mobile is a viewport under 1060 px or a mobile user agent. */
export const MOBILE_BREAKPOINT = 1060;
export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|HarmonyOS/i.test(userAgent);
}

import companyFacts from './company.json';
export const company = companyFacts;

/** A text in each site language (keys are the route languages: en_us, zh_cn, zh_hk). */
export type PerLanguage = Partial<Record<'en_us' | 'zh_cn' | 'zh_hk', string>>;

export interface CompanyLegal {
  registeredOffice: PerLanguage | null;
  licences: readonly PerLanguage[];
  stockCode: string | null;
}

export interface LegalLines {
  registeredOffice?: string;
  licences: string[];
  stockCode?: string;
}

/**
 * The trust lines to show in `lang`, from `company.json`'s `legal` block: only what the company
 * has confirmed, in that language, falling back to English; nothing at all when a fact is not
 * set (the footer and the micro-site header then simply omit the line).
 */
export function legalLines(lang: string, legal: CompanyLegal = company.legal as CompanyLegal): LegalLines {
  const pick = (text: PerLanguage | null | undefined): string | undefined => {
    const value = text?.[lang as keyof PerLanguage] ?? text?.en_us;
    return value?.trim() ? value.trim() : undefined;
  };
  const lines: LegalLines = { licences: legal.licences.map(pick).filter((line): line is string => line !== undefined) };
  const office = pick(legal.registeredOffice);
  if (office) lines.registeredOffice = office;
  if (legal.stockCode?.trim()) lines.stockCode = legal.stockCode.trim();
  return lines;
}

interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so that work split into stages never blocks the
 * browser for long (a tap or a frame can run in between). `scheduler.yield` resumes ahead of other
 * queued tasks where the browser has it; elsewhere a zero timeout does the same job.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
