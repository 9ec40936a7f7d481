import { useTranslation } from '@site/shared/i18n';
import { FORM_NAME_FIELD } from '@site/shared/parcel';
import { PREVIEW_FORM, PREVIEW_PARAM, type SitePreview } from '../../../config/route-table';
import styles from './preview-banner.module.css';

/**
 * Shown only in a browser that previews a candidate build (a tester's, confirmed by them; the server
 * checked it): which remotes come from candidates, and the way back to the live site. A refused
 * preview, asked for on the address or held by the cookie, says why. The way back is a form posted to
 * the page's own address, so it works before and without the page's scripts.
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
      <form method="post" className={styles.form}>
        <input type="hidden" name={FORM_NAME_FIELD} value={PREVIEW_FORM} />
        <input type="hidden" name={PREVIEW_PARAM} value="reset" />
        <button type="submit" className={styles.reset}>
          {t(names.length > 0 ? 'preview.reset' : 'preview.dismiss')}
        </button>
      </form>
    </div>
  );
}
