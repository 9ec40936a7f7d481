import { useTranslation } from '@site/shared/i18n';
import { usePageTitle } from '@site/shared/parcel';
import { InternalLink } from '../../components/action-link/action-link';
import { PageHero } from '../../components/page-hero/page-hero';
import { Section } from '@site/shared/ui/blocks';
import { ROUTES } from '../../config/routes';
import { formatIsoDate } from '../../lib/intl';
import type { PageProps } from '../../lib/page-props';
import { ANNOUNCEMENTS, findAnnouncement, type Announcement } from './announcements';
import { AnnouncementList } from './components/announcement-list';
import styles from './news-detail-page.module.css';
import type { PageHandle } from '@site/shared/pages';

/** Its head is `newsDetail` of the routes namespace (an article names itself with `setTitle`). */
export const handle: PageHandle = { head: { key: 'newsDetail' }, indexable: true };

function Article({ item, lang, setTitle }: PageProps & { item: Announcement }) {
  const { t } = useTranslation('news');
  const values = item.values?.(lang);
  const title = t(`items.${item.key}.title`, values ?? {});
  const paragraphs = t(`items.${item.key}.body`, { ...values, returnObjects: true }) as string[];
  // The shell cannot know an announcement's title: the page names itself.
  usePageTitle(setTitle, title);
  const others = ANNOUNCEMENTS.filter((other) => other.id !== item.id);
  return (
    <>
      <article>
      <PageHero
        eyebrow={t(`categories.${item.category}`)}
        title={title}
        lead={
          <>
            <p>{t(`items.${item.key}.summary`, values ?? {})}</p>
            {item.date && (
              <p className={styles.date}>
                {t('published')} <time dateTime={item.date}>{formatIsoDate(item.date, lang)}</time>
              </p>
            )}
          </>
        }
      />
      <div className={styles.article}>
        {paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
        <p className={styles.links}>
          {item.links.map((link, i) => (
            <InternalLink key={link.to} to={link.to} variant={i === 0 ? 'primary' : 'secondary'}>
              {t(`links.${link.label}`)}
            </InternalLink>
          ))}
          <InternalLink to={ROUTES.newsDetail} variant="text">
            {t('allNews')}
          </InternalLink>
        </p>
      </div>
      </article>
      <Section tone="alt" heading={t('more')}>
        <AnnouncementList items={others} lang={lang} headingLevel={3} />
      </Section>
    </>
  );
}

/** newsDetail: the announcement named by `?id`, the list without one, a not-found state. */
export default function NewsDetailPage(props: PageProps) {
  const { t } = useTranslation('news');
  const { query, lang } = props;
  const item = findAnnouncement(query.id);
  if (item) return <Article {...props} item={item} />;
  if (query.id !== undefined) {
    return (
      <>
        <PageHero
          title={t('notFound.title')}
          lead={<p>{t('notFound.body')}</p>}
          actions={
            <InternalLink to={ROUTES.newsDetail} variant="light">
              {t('allNews')}
            </InternalLink>
          }
        />
        <Section heading={t('latest')}>
          <AnnouncementList items={ANNOUNCEMENTS} lang={lang} headingLevel={3} />
        </Section>
      </>
    );
  }
  return (
    <>
      <PageHero eyebrow={t('index.eyebrow')} title={t('index.title')} lead={<p>{t('index.lead')}</p>} />
      <div className={styles.index}>
        <AnnouncementList items={ANNOUNCEMENTS} lang={lang} headingLevel={2} />
      </div>
    </>
  );
}
