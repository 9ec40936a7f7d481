import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';
import styles from './card-grid.module.css';

export interface CardItem {
  id: string;
  title: string;
  body: string;
  icon?: IconName;
  /** A short line above the body, e.g. who a plan suits. */
  meta?: string;
  /** Extra content at the foot of the card (a list, a link). */
  extra?: ReactNode;
}

export interface CardGridProps {
  items: readonly CardItem[];
  columns?: 2 | 3 | 4;
  /** The cards' heading level, one below the section's heading. */
  headingLevel?: 'h2' | 'h3';
  tone?: 'plain' | 'onAlt';
}

/** A grid of cards fed by data, so sections that differ only in text share one component (STYLE). */
export function CardGrid({ items, columns = 3, headingLevel: Heading = 'h3', tone = 'plain' }: CardGridProps) {
  return (
    <ul className={`${styles.grid} ${styles[`cols${columns}`]}`}>
      {items.map((item) => (
        <li key={item.id} className={`${styles.card} ${styles[tone]}`}>
          {item.icon && (
            <span className={styles.icon}>
              <Icon name={item.icon} size={26} />
            </span>
          )}
          <Heading className={styles.title}>{item.title}</Heading>
          {item.meta && <p className={styles.meta}>{item.meta}</p>}
          <p className={styles.body}>{item.body}</p>
          {item.extra}
        </li>
      ))}
    </ul>
  );
}
