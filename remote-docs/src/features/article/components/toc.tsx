import { useId } from 'react';
import { useTranslation } from '@site/shared/i18n';
import type { Heading } from '../../../lib/content/types';
import { useScrollSpy } from '../hooks/use-scroll-spy';
import styles from './toc.module.css';
import { Phrases } from '@site/shared/ui';

export interface TocProps {
  headings: readonly Heading[];
}

/**
 * The right-hand table of contents from h2 and h3. Its links are plain fragment
 * links: the headings carry scroll-margin-top 100 px, so the browser lands them below
 * the sticky header, and the current heading (spy line 120 px) is marked aria-current.
 */
export function Toc({ headings }: TocProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const current = useScrollSpy(headings.map((heading) => heading.id));
  if (headings.length === 0) return null;
  return (
    <nav className={styles.toc} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        <Phrases>{t('article.onThisPage')}</Phrases>
      </h2>
      <ul className={styles.list}>
        {headings.map((heading) => (
          <li key={heading.id} className={heading.depth === 3 ? styles.sub : undefined}>
            <a href={`#${encodeURIComponent(heading.id)}`} className={styles.link} aria-current={heading.id === current ? 'true' : undefined}>
              {heading.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
