import { useId, useState } from 'react';
import { useTranslation } from '@site/shared/i18n';
import { SiteLink } from '@site/shared/ui';
import { chainOf } from '../../../lib/content/chain';
import type { ArticleEntry, CategoryNode } from '../../../lib/content/types';
import styles from './nav-tree.module.css';

export interface NavTreeProps {
  tree: readonly CategoryNode[];
  articles: readonly ArticleEntry[];
  /** The article on screen: its category chain is opened and its link marked. */
  current?: string;
  isHome: boolean;
}

interface GroupProps {
  node: CategoryNode;
  depth: number;
  expanded: ReadonlySet<string>;
  toggle: (key: string) => void;
  titles: ReadonlyMap<string, string>;
  current?: string;
  /** A link was followed: the menu folds. */
  onFollow: () => void;
}

function Group({ node, depth, expanded, toggle, titles, current, onFollow }: GroupProps) {
  const listId = `${useId()}-list`;
  const open = expanded.has(node.key);
  return (
    <li className={styles.group} data-depth={depth}>
      <button type="button" className={`${styles.groupButton} needs-script`} aria-expanded={open} aria-controls={listId} onClick={() => toggle(node.key)}>
        <span className={styles.chevron} aria-hidden="true" />
        {node.label}
      </button>
      {/* Without the page's script every list is shown, under this label instead of the button (the stylesheet's `scripting: none`). */}
      <span className={`${styles.groupButton} ${styles.groupLabel} without-script`}>{node.label}</span>
      <ul id={listId} className={styles.list} hidden={!open}>
        {node.articles.map((name) => (
          <li key={name}>
            <SiteLink
              to={`/docs/${name}`}
              onClick={onFollow}
              className={styles.link}
              aria-current={name === current ? 'page' : undefined}
            >
              {titles.get(name) ?? name}
            </SiteLink>
          </li>
        ))}
        {node.children.map((child) => (
          <Group key={child.key} node={child} depth={depth + 1} expanded={expanded} toggle={toggle} titles={titles} current={current} onFollow={onFollow} />
        ))}
      </ul>
    </li>
  );
}

/**
 * The left navigation tree, built from the articles' categories: each group is a
 * disclosure button; the chain of the article on screen opens by itself (also after choosing a
 * search result). Below 768 px the whole menu folds behind one button.
 */
export function NavTree({ tree, articles, current, isHome }: NavTreeProps) {
  const { t } = useTranslation();
  const panelId = `${useId()}-panel`;
  const titles = new Map(articles.map((article) => [article.name, article.title]));
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set([...tree.map((node) => node.key), ...(current ? chainOf(tree, current) : [])]));
  const [openedFor, setOpenedFor] = useState(current);
  const [menuOpen, setMenuOpen] = useState(false);

  // A new article on screen opens its chain (adjusting state while rendering, not in an effect).
  if (current !== openedFor) {
    setOpenedFor(current);
    if (current) {
      const chain = chainOf(tree, current);
      if (chain.some((key) => !expanded.has(key))) setExpanded(new Set([...expanded, ...chain]));
    }
  }

  const toggle = (key: string) => {
    const next = new Set(expanded);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setExpanded(next);
  };
  const onFollow = () => setMenuOpen(false);

  return (
    <div className={styles.root}>
      <button type="button" className={styles.menuButton} aria-expanded={menuOpen} aria-controls={panelId} onClick={() => setMenuOpen(!menuOpen)}>
        <span className={styles.menuIcon} aria-hidden="true" />
        {t('nav.toggle')}
      </button>
      <nav id={panelId} className={styles.panel} data-open={menuOpen} aria-label={t('nav.label')}>
        <SiteLink to="/docs" onClick={onFollow} className={styles.homeLink} aria-current={isHome ? 'page' : undefined}>
          {t('nav.home')}
        </SiteLink>
        <ul className={styles.tree}>
          {tree.map((node) => (
            <Group key={node.key} node={node} depth={0} expanded={expanded} toggle={toggle} titles={titles} current={current} onFollow={onFollow} />
          ))}
        </ul>
      </nav>
    </div>
  );
}
