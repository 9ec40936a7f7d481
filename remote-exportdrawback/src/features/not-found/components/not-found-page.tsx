import { useTranslation } from '@site/shared/i18n';
import { MicroLink } from '../../../components/micro-link';
import { PageHeader } from '../../../components/page-header';
import styles from './not-found-page.module.css';
import type { PageHandle } from '@site/shared/pages';

/** Where a visitor who mistyped an address most likely wanted to go: the home, then each section. */
const WAYS_ON = [
  { id: 'source', to: '/source' },
  { id: 'principle', to: '/SourcePage' },
  { id: 'pricing', to: '/FixPrice' },
  { id: 'info', to: '/info' },
  { id: 'apply', to: '/apply' },
] as const;

export const handle: PageHandle = { head: { key: 'notFound' }, indexable: false };

/**
 * What an address below the micro-site that no page owns shows: it says the page does not exist and
 * offers the way back to the micro-site's home and its sections. The address stays as typed, and the
 * site's server answers it 404 and keeps it out of search engines (the route is declared `notFound`).
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader eyebrow={t('notFound.eyebrow')} title={t('notFound.title')} lead={t('notFound.lead')}>
        <MicroLink to="/" className={styles.home}>
          {t('notFound.home')}
        </MicroLink>
      </PageHeader>
      <nav className={styles.ways} aria-labelledby="edb-not-found-ways">
        <h2 id="edb-not-found-ways" className={styles.waysTitle}>
          {t('notFound.waysTitle')}
        </h2>
        <ul className={styles.list}>
          {WAYS_ON.map((way) => (
            <li key={way.id}>
              <MicroLink to={way.to} className={styles.way}>
                <span className={styles.wayName}>{t(`notFound.ways.${way.id}.name`)}</span>
                <span className={styles.wayText}>{t(`notFound.ways.${way.id}.text`)}</span>
              </MicroLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

export default NotFoundPage;
