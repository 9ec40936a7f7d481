import { useTranslation } from '@site/shared/i18n';
import { toHtmlLang, type RouteLang } from '@site/shared/lang';
import { usePageTitle } from '@site/shared/parcel';
import { SiteLink, Phrases } from '@site/shared/ui';
import type { ArticleEntry, Manifest } from '../../../lib/content/types';
import { contentLangOf, formatDay } from '../../../lib/lang';
import { ArticleBody } from './article-body';
import { ArticleFeedback } from './article-feedback';
import { CopyMarkdown } from './copy-markdown';
import { Toc } from './toc';
import styles from './article-page.module.css';

export interface ArticlePageProps {
  entry: ArticleEntry;
  /** Its HTML, as the content build wrote it (sanitized), its URLs resolved for its content version. */
  html: string;
  manifest: Manifest;
  lang: RouteLang;
  navigate: (to: string) => void;
  /** The shell makes the tab title '{article title} | {company}'. */
  setTitle: (title: string) => void;
}

/** One help article: title, fallback notice, body, last update, prev/next and its table of contents. */
export function ArticlePage({ entry, html, manifest, lang, navigate, setTitle }: ArticlePageProps) {
  const { t } = useTranslation();
  const byName = new Map(manifest.articles.map((article) => [article.name, article]));
  const prev = entry.prev ? byName.get(entry.prev) : undefined;
  const next = entry.next ? byName.get(entry.next) : undefined;
  const fallback = entry.sourceLang !== manifest.lang;

  usePageTitle(setTitle, entry.title);

  return (
    <div className={styles.layout}>
      <article className={styles.article} lang={fallback ? entry.sourceLang : undefined}>
        <header className={styles.header}>
          {entry.categories.length > 0 && (
            <p className={styles.crumbs}>
              <span className="visually-hidden">{t('article.breadcrumb')}: </span>
              {entry.categories.join(' / ')}
            </p>
          )}
          <h1 className={styles.title} tabIndex={-1}>
            <Phrases>{entry.title}</Phrases>
          </h1>
          <p className={styles.meta}>
            {t('article.updated')}{' '}
            <time dateTime={entry.date}>{entry.dateText ?? formatDay(entry.date, contentLangOf(lang))}</time>
          </p>
          <div lang={fallback ? toHtmlLang(lang) : undefined}>
            <CopyMarkdown lang={lang} name={entry.name} />
          </div>
          {fallback && (
            <p className={styles.notice} role="note" lang={toHtmlLang(lang)}>
              {t(`article.fallback.${entry.sourceLang === 'en' ? 'en' : 'zh-CN'}`)}
            </p>
          )}
        </header>
        <ArticleBody html={html} lang={lang} navigate={navigate} />
        <div lang={fallback ? toHtmlLang(lang) : undefined}>
          <ArticleFeedback key={entry.name} lang={lang} name={entry.name} />
        </div>
        {(prev || next) && (
          <nav className={styles.pager} aria-label={t('article.pagination')} lang={fallback ? toHtmlLang(lang) : undefined}>
            {prev ? (
              <SiteLink to={`/docs/${prev.name}`} rel="prev" className={styles.pagerLink}>
                <span className={styles.pagerLabel}>{t('article.previous')}</span>
                <span className={styles.pagerTitle}>{prev.title}</span>
              </SiteLink>
            ) : (
              <span />
            )}
            {next && (
              <SiteLink to={`/docs/${next.name}`} rel="next" className={`${styles.pagerLink} ${styles.pagerNext}`}>
                <span className={styles.pagerLabel}>{t('article.next')}</span>
                <span className={styles.pagerTitle}>{next.title}</span>
              </SiteLink>
            )}
          </nav>
        )}
      </article>
      <div className={styles.aside} lang={fallback ? toHtmlLang(lang) : undefined}>
        <Toc headings={entry.headings} />
      </div>
    </div>
  );
}
