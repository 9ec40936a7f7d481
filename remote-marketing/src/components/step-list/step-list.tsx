import styles from './step-list.module.css';

export interface Step {
  key: string;
  title: string;
  body: string;
}

const COLUMNS: Record<number, string> = { 3: 'three', 4: 'four', 5: 'five' };

export interface StepListProps {
  steps: readonly Step[];
}

/** A numbered process ("how it works"), read in order: an ordered list with an h3 per step. */
export function StepList({ steps }: StepListProps) {
  return (
    <ol className={[styles.steps, styles[COLUMNS[steps.length] ?? 'four']].join(' ')}>
      {steps.map((step) => (
        <li key={step.key} className={styles.step}>
          <h3 className={styles.title}>{step.title}</h3>
          <p className={styles.body}>{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
