import { dateTimeFormat } from '@site/shared/intl';
import { toHtmlLang, toI18nLang, type RouteLang } from '@site/shared/lang';
import type { ContentLang } from './content/types';

/** The content language of a route language (the i18n codes are the content folder names). */
export const contentLangOf = (lang: RouteLang): ContentLang => toI18nLang(lang);

/** A YYYY-MM-DD date in the page language (Intl; the date is a calendar day, so UTC). */
export function formatDay(day: string, lang: RouteLang): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return dateTimeFormat(toHtmlLang(lang), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
