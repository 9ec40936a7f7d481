import { useTranslation } from '@site/shared/i18n';
import type { RouteLang } from '@site/shared/lang';
import { COMPANY_STRENGTH, COUNTER_DURATION_MS } from '../../config/facts';
import { formatNumber } from '../../lib/intl';
import { useCountUp, useInView, useReducedMotion } from '@site/shared/motion';
import styles from './company-strength.module.css';

interface CounterProps {
  value: number;
  plus: boolean;
  label: string;
  lang: RouteLang;
  run: boolean;
  instant: boolean;
}

function Counter({ value, plus, label, lang, run, instant }: CounterProps) {
  const current = useCountUp(value, { run, durationMs: COUNTER_DURATION_MS, instant });
  const format = (n: number) => `${formatNumber(n, lang)}${plus ? '+' : ''}`;
  return (
    <li className={styles.item}>
      {/* The climbing number is for the eye; screen readers get the final figure once. */}
      <span className={styles.figure} aria-hidden="true">
        {format(current)}
      </span>
      <span className="visually-hidden">{format(value)} </span>
      <span className={styles.label}>{label}</span>
    </li>
  );
}

export interface CompanyStrengthProps {
  lang: RouteLang;
  /** 'dark' on the brand band of Home, 'light' on About. */
  tone?: 'dark' | 'light';
}

/**
 * The company-strength counters: they climb over 1000 ms when scrolled into view,
 * and show their final values at once with reduced motion.
 */
export function CompanyStrength({ lang, tone = 'light' }: CompanyStrengthProps) {
  const { t } = useTranslation('marketing');
  const reducedMotion = useReducedMotion();
  const [ref, inView] = useInView<HTMLUListElement>({ threshold: 0.3 });
  return (
    <ul ref={ref} className={[styles.grid, styles[tone]].join(' ')}>
      {COMPANY_STRENGTH.map((item) => (
        <Counter
          key={item.key}
          value={item.value}
          plus={'plus' in item && item.plus}
          label={t(`strength.${item.key}`)}
          lang={lang}
          run={inView}
          instant={reducedMotion}
        />
      ))}
    </ul>
  );
}
