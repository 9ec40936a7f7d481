import { useTranslation } from '@site/shared/i18n';
import type { SitePreview } from '../../../config/route-table';
import styles from './preview-banner.module.css';

/**
 * Shown only in a browser that previews a candidate build (a tester's, set from the address; the
 * server checked it): which remotes come from candidates, and the way back to the live site. A
 * refused preview address says why. A plain link, so it works before and without the page's scripts.
 */
export function PreviewBanner({ preview }: { preview: SitePreview }) {
  const { t } = useTranslation('shell');
  const names = Object.keys(preview.remotes);
  return (
    <div className={styles.banner} role="status">
      {preview.refused && <span>{t(`preview.refused.${preview.refused}`)}</span>}
      {names.length > 0 && (
        <span>
          {t('preview.active', { count: names.length })} <span className={styles.remotes}>{names.join(', ')}</span>
        </span>
      )}
      <a className={styles.reset} href="?site-preview=reset">
        {t(names.length > 0 ? 'preview.reset' : 'preview.dismiss')}
      </a>
    </div>
  );
}
