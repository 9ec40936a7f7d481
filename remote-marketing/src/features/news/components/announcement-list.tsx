import { useTranslation } from '@site/shared/i18n';
import type { RouteLang } from '@site/shared/lang';
import { Phrases, SiteLink } from '@site/shared/ui';
import { ROUTES } from '../../../config/routes';
import { formatIsoDate } from '../../../lib/intl';
import type { Announcement } from '../announcements';
import styles from './announcement-list.module.css';

export interface AnnouncementListProps {
  items: readonly Announcement[];
  lang: RouteLang;
  /** h2 on the index, h3 under "More news". */
  headingLevel: 2 | 3;
}

/** Announcements as cards: category, date when known, title linking to the article, summary. */
export function AnnouncementList({ items, lang, headingLevel }: AnnouncementListProps) {
  const { t } = useTranslation('news');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const values = item.values?.(lang);
        return (
          <li key={item.id} className={styles.item}>
            <p className={styles.meta}>
              <span className={styles.category}>{t(`categories.${item.category}`)}</span>
              {item.date && <time dateTime={item.date}>{formatIsoDate(item.date, lang)}</time>}
            </p>
            <Heading className={styles.title}>
              <SiteLink to={`${ROUTES.newsDetail}?id=${item.id}`}>
                <Phrases>{t(`items.${item.key}.title`, values ?? {})}</Phrases>
              </SiteLink>
            </Heading>
            <p className={styles.summary}>{t(`items.${item.key}.summary`, values ?? {})}</p>
          </li>
        );
      })}
    </ul>
  );
}
