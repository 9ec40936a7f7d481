import styles from './fact-list.module.css';

export interface Fact {
  key: string;
  /** The figure, already formatted for the language: '8%–12%', 'USD 5 million'. */
  value: string;
  label: string;
}

export interface FactListProps {
  facts: readonly Fact[];
  /** 'dark' on the brand hero, 'light' on page sections. */
  tone?: 'dark' | 'light';
}

/** Key figures as a description list: each label with its value, the value shown large. */
export function FactList({ facts, tone = 'light' }: FactListProps) {
  return (
    <dl className={[styles.facts, styles[tone]].join(' ')}>
      {facts.map((fact) => (
        <div key={fact.key} className={styles.fact}>
          <dt className={styles.label}>{fact.label}</dt>
          <dd className={styles.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
