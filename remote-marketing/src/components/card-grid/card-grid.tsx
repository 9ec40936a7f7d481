import type { ReactNode } from 'react';
import { Icon, type IconName } from '../icon/icon';
import styles from './card-grid.module.css';

export interface CardItem {
  key: string;
  title: string;
  body: ReactNode;
  icon?: IconName;
  /** A short tag above the title. */
  badge?: string;
  /** A link or button at the bottom of the card. */
  action?: ReactNode;
}

export interface CardGridProps {
  items: readonly CardItem[];
  /** Columns on wide screens; fewer on narrow ones. */
  columns?: 2 | 3 | 4;
  /** Cards on a tinted section are white; on a white section they get a border. */
  surface?: 'white' | 'tinted';
}

/** A grid of cards with an h3 each, fed by data (STYLE: no copy-pasted sections). */
export function CardGrid({ items, columns = 3, surface = 'white' }: CardGridProps) {
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
          <h3 className={styles.title}>{item.title}</h3>
          <div className={styles.body}>{item.body}</div>
          {item.action && <div className={styles.action}>{item.action}</div>}
        </li>
      ))}
    </ul>
  );
}
