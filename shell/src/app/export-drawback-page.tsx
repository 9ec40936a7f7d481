import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '@site/shared/i18n';
import { useSiteStore } from '@site/shared/store';
import { RemoteRegion } from './remote-region';

/**
 * /exportdrawback/* sits outside the language prefix and brings its own header, quick bar and
 * footer (spec 2.1, 2.9), so the shell renders only the region.
 */
export function ExportDrawbackPage() {
  const { pathname, search } = useLocation();
  const lang = useSiteStore((state) => state.lang);
  const { t } = useTranslation('shell');
  const setTitle = useCallback((title: string) => {
    document.title = `${title} | ${t('exportDrawbackSiteTitle')}`;
  }, [t]);
  const path = pathname.slice('/exportdrawback'.length) || '/';
  return (
    <RemoteRegion
      remote="exportdrawback"
      lang={lang}
      path={path}
      query={Object.fromEntries(new URLSearchParams(search))}
      base="/exportdrawback"
      setTitle={setTitle}
    />
  );
}
