import styles from './rate-widget.module.css';

const ROWS = Array.from({ length: 10 }, (_, i) => i);

/** The loading state: the loaded layout in grey, at the loaded height (no layout shift). */
export function WidgetSkeleton() {
  return (
    <>
      <div className={styles.main} aria-hidden="true">
        <div className={styles.summary}>
          <span className={`${styles.bone} ${styles.boneRate}`} />
          <span className={styles.bone} />
          <span className={styles.bone} />
          <span className={`${styles.bone} ${styles.boneShort}`} />
        </div>
        <div className={styles.compare}>
          <span className={`${styles.bone} ${styles.boneShort}`} />
          <span className={styles.bone} />
        </div>
        <div className={styles.chart}>
          <span className={styles.chartPlaceholder} />
        </div>
      </div>
      <div className={styles.list} aria-hidden="true">
        <span className={`${styles.bone} ${styles.boneShort}`} />
        {ROWS.map((row) => (
          <span key={row} className={`${styles.bone} ${styles.boneRow}`} />
        ))}
      </div>
    </>
  );
}
