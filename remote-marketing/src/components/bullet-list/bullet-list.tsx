import { Icon } from '@site/shared/ui/blocks';
import styles from './bullet-list.module.css';

export interface BulletListProps {
  items: readonly string[];
  /** A check mark for conditions met and features; a plain dot for facts. */
  marker?: 'check' | 'dot';
}

/** A short list of points, each with a check mark. */
export function BulletList({ items, marker = 'check' }: BulletListProps) {
  return (
    <ul className={[styles.list, styles[marker]].join(' ')}>
      {items.map((item) => (
        <li key={item} className={styles.item}>
          {marker === 'check' && <Icon name="check" size={20} className={styles.mark} />}
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
