import styles from './stage-list.module.css';

export interface StageListProps {
  stages: readonly { key: string; label: string; title: string; body: string }[];
}

/** Milestones as stages in order, on a vertical line (no dates we cannot source). */
export function StageList({ stages }: StageListProps) {
  return (
    <ol className={styles.list}>
      {stages.map((stage) => (
        <li key={stage.key} className={styles.stage}>
          <p className={styles.label}>{stage.label}</p>
          <h3 className={styles.title}>{stage.title}</h3>
          <p className={styles.body}>{stage.body}</p>
        </li>
      ))}
    </ol>
  );
}
