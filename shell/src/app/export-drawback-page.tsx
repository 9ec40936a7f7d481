import { useCallback, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useI18nLanguage, useTranslation } from '@site/shared/i18n';
import { RemoteRegion } from './remote-region';

/**
 * /exportdrawback/* sits outside the language prefix and brings its own header, quick bar and
 * footer (spec 2.1, 2.9), so the shell renders only the region. The micro-site is Chinese only:
 * its region gets zh_cn whatever the visitor's site language, and so does the title suffix.
 */
export function ExportDrawbackPage() {
  const { pathname, search } = useLocation();
  const { t, i18n } = useTranslation('shell');
  useI18nLanguage(i18n, 'zh-CN');
  const siteTitle = t('exportDrawbackSiteTitle');
  const setTitle = useCallback((title: string) => {
    document.title = `${title} | ${siteTitle}`;
  }, [siteTitle]);
  // After a navigation from another language's page; the server already sent zh-CN on a first load.
  useEffect(() => {
    document.documentElement.lang = 'zh-CN';
  }, []);
  const query = useMemo(() => Object.fromEntries(new URLSearchParams(search)), [search]);
  const path = pathname.slice('/exportdrawback'.length) || '/';
  return <RemoteRegion remote="exportdrawback" lang="zh_cn" path={path} query={query} base="/exportdrawback" setTitle={setTitle} />;
}
