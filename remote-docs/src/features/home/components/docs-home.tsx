import { useTranslation } from '@site/shared/i18n';
import { SiteLink, Phrases } from '@site/shared/ui';
import { CATEGORY_COPY } from '../../../config/categories';
import type { ArticleEntry, CategoryNode, Manifest } from '../../../lib/content/types';
import styles from './docs-home.module.css';

export interface DocsHomeProps {
  manifest: Manifest;
}

interface CardProps {
  node: CategoryNode;
  titles: ReadonlyMap<string, ArticleEntry>;
}

/** Every article below a group, depth first. */
const allArticles = (node: CategoryNode): string[] => [...node.articles, ...node.children.flatMap(allArticles)];

function Card({ node, titles }: CardProps) {
  const { t } = useTranslation();
  const copy = CATEGORY_COPY[node.key.split('/').pop() ?? ''];
  const names = allArticles(node);
  return (
    <li className={styles.card}>
      <h3 className={styles.cardTitle}>{node.label}</h3>
      {copy && <p className={styles.cardBody}>{t(`home.categories.${copy}`)}</p>}
      <p className={styles.count}>{t('home.articleCount', { count: names.length })}</p>
      <ul className={styles.links}>
        {names.map((name) => (
          <li key={name}>
            <SiteLink to={`/docs/${name}`}>
              {titles.get(name)?.title ?? name}
            </SiteLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The help centre home: cards for User Guide and its groups (Funding Service,
 * Payment, Users and Permissions), each listing its articles; pinned articles first.
 */
export function DocsHome({ manifest }: DocsHomeProps) {
  const { t } = useTranslation();
  const titles = new Map(manifest.articles.map((article) => [article.name, article]));
  const pinned = manifest.articles.filter((article) => article.pinned);

  return (
    <div className={styles.home}>
      <header className={styles.intro}>
        <h1 className={styles.title}><Phrases>{t('home.title')}</Phrases></h1>
        <p className={styles.lead}>{t('home.lead')}</p>
      </header>

      {manifest.articles.length === 0 && <p>{t('home.empty')}</p>}

      {pinned.length > 0 && (
        <section className={styles.section} aria-labelledby="docs-home-pinned">
          <h2 id="docs-home-pinned" className={styles.sectionTitle}>
            <Phrases>{t('home.pinned')}</Phrases>
          </h2>
          <ul className={styles.pinned}>
            {pinned.map((article) => (
              <li key={article.name}>
                <SiteLink to={`/docs/${article.name}`} className={styles.pinnedLink}>
                  {article.title}
                </SiteLink>
                {article.summary && <p className={styles.summary}>{article.summary}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}

      {manifest.tree.map((top) => {
        const copy = CATEGORY_COPY[top.key];
        // A top group with sub-groups shows one card per sub-group; its own articles form a first card.
        const cards: CategoryNode[] =
          top.children.length > 0 ? [...(top.articles.length > 0 ? [{ ...top, children: [] }] : []), ...top.children] : [top];
        return (
          <section key={top.key} className={styles.section} aria-labelledby={`docs-home-${top.key.replace(/[^\w-]/g, '-')}`}>
            <h2 id={`docs-home-${top.key.replace(/[^\w-]/g, '-')}`} className={styles.sectionTitle}>
              <Phrases>{top.label}</Phrases>
            </h2>
            {copy && <p className={styles.sectionLead}>{t(`home.categories.${copy}`)}</p>}
            <ul className={styles.cards}>
              {cards.map((node) => (
                <Card key={node.key} node={node} titles={titles} />
              ))}
            </ul>
          </section>
        );
      })}

      <section className={styles.section} aria-labelledby="docs-home-api">
        <h2 id="docs-home-api" className={styles.sectionTitle}>
          <Phrases>{t('home.api.title')}</Phrases>
        </h2>
        <p className={styles.sectionLead}>{t('home.api.body')}</p>
        <p>
          <SiteLink to="/developerTools" className={styles.apiLink}>
            {t('home.api.link')}
          </SiteLink>
        </p>
      </section>
    </div>
  );
}
