import { useTranslation } from '@site/shared/i18n';
import { numberFormat } from '@site/shared/intl';
import { useCountUp, useInView, useReducedMotion } from '@site/shared/motion';
import { Section } from '@site/shared/ui/blocks';
import { STRENGTH_COUNTERS } from '../../../config/strength';
import { COUNTER_DURATION_MS } from '../../../config/timing';
import styles from './strength-counters.module.css';

// The formatter is built when a counter first renders, not when this module loads: the first Intl
// format a page builds loads the browser's locale data, tens of milliseconds on a phone, and this
// module loads with the page while the counters hydrate only when the visitor nears them.
const format = (value: number) => numberFormat('zh-CN').format(value);

function Counter({ value, plus, start, unit, label }: { value: number; plus: boolean; start: boolean; unit: string; label: string }) {
  // Until it comes into view the counter shows the final figure: the served page and a reader
  // without JavaScript see the real numbers, not zeros.
  const shown = useCountUp(value, { run: start, durationMs: COUNTER_DURATION_MS, instant: useReducedMotion() });
  const final = `${format(value)}${plus ? '+' : ''}`;
  return (
    <li className={styles.item}>
      <p className={styles.value}>
        {/* The final figure reserves the width, the counting one is drawn over it; readers get the final figure. */}
        <span className={styles.stack} aria-hidden="true">
          <span className={styles.ghost}>{final}</span>
          <span className={styles.count} data-testid="strength-count">
            {format(shown)}
            {plus && shown === value ? '+' : ''}
          </span>
        </span>
        <span className="visually-hidden">{final}</span>
        <span className={styles.unit}>{unit}</span>
      </p>
      <p className={styles.label}>{label}</p>
    </li>
  );
}

/** Company strength: six counters that count up over 1000 ms when scrolled into view. */
export function StrengthCounters() {
  const { t } = useTranslation();
  const [listRef, inView] = useInView<HTMLUListElement>({ threshold: 0.3 });
  return (
    <Section centered heading={t('home.strength.title')} intro={t('home.strength.lead')} tone="dark">
      <ul ref={listRef} className={styles.grid}>
        {STRENGTH_COUNTERS.map((counter) => (
          <Counter
            key={counter.id}
            value={counter.value}
            plus={counter.plus}
            start={inView}
            unit={t(`home.strength.items.${counter.id}.unit`)}
            label={t(`home.strength.items.${counter.id}.label`)}
          />
        ))}
      </ul>
    </Section>
  );
}
