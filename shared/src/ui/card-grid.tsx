import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';
import styles from './card-grid.module.css';

export interface CardItem {
  key: string;
  title: string;
  body: ReactNode;
  icon?: IconName;
  /** A short tag above the title. */
  badge?: string;
  /** A short line under the title, e.g. who a plan suits. */
  meta?: string;
  /** A link, a button or a list at the foot of the card. */
  action?: ReactNode;
}

export interface CardGridProps {
  items: readonly CardItem[];
  /** Columns on wide screens; fewer on narrow ones. */
  columns?: 2 | 3 | 4;
  /** Cards on a tinted section are white ('tinted'); on a white section they get a border ('white'), or the alternate tint too ('alt'). */
  surface?: 'white' | 'tinted' | 'alt';
  /** The cards' heading level, one below the section's heading. */
  headingLevel?: 'h2' | 'h3';
}

/** A grid of cards, each with its heading, fed by data: sections that differ only in text share one component. */
export function CardGrid({ items, columns = 3, surface = 'white', headingLevel: Heading = 'h3' }: CardGridProps) {
  return (
    <ul className={[styles.grid, styles[`cols${columns}`], styles[surface]].join(' ')}>
      {items.map((item) => (
        <li key={item.key} className={styles.card}>
          {item.icon && (
            <span className={styles.icon}>
              <Icon name={item.icon} />
            </span>
          )}
          {item.badge && <p className={styles.badge}>{item.badge}</p>}
          <Heading className={styles.title}>{item.title}</Heading>
          {item.meta && <p className={styles.meta}>{item.meta}</p>}
          <div className={styles.body}>{item.body}</div>
          {item.action && <div className={styles.action}>{item.action}</div>}
        </li>
      ))}
    </ul>
  );
}
