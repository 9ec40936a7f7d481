import { dateTimeFormat } from '@site/shared/intl';
import { toI18nLang, type RouteLang } from '@site/shared/lang';
import type { ContentLang } from './content/types';

/** The content language of a route language (the i18n codes are the content folder names). */
export const contentLangOf = (lang: RouteLang): ContentLang => toI18nLang(lang);

/**
 * A YYYY-MM-DD date as a reader of `lang` writes it (Intl; the date is a calendar day, so UTC).
 * The content build writes it into each manifest (`dateText`), so pages rarely call this.
 */
export function formatDay(day: string, lang: ContentLang): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return dateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
