import { useTranslation } from '@site/shared/i18n';
import { SiteLink, Phrases } from '@site/shared/ui';
import styles from './article-page.module.css';

/** An unknown article name (issue 6 item 5): a localized message inside the docs frame. The name is not echoed. */
export function ArticleNotFound() {
  const { t } = useTranslation();
  return (
    <section className={styles.article} aria-labelledby="docs-not-found-title">
      <h1 id="docs-not-found-title" className={styles.title}>
        <Phrases>{t('notFound.title')}</Phrases>
      </h1>
      <p>{t('notFound.body')}</p>
      <p>
        <SiteLink to="/docs">
          {t('notFound.home')}
        </SiteLink>
      </p>
    </section>
  );
}
