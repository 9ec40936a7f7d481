import { useId } from 'react';
import { useTranslation } from '@site/shared/i18n';
import { WINDOWS, type WindowDays } from '../../../config/currencies';
import styles from './rate-widget.module.css';

export interface WindowToggleProps {
  value: WindowDays;
  onChange: (days: WindowDays) => void;
}

/** The 30-day or 7-day window, as a labelled group of toggle buttons. */
export function WindowToggle({ value, onChange }: WindowToggleProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.fieldLabel}>
        {t('window.label')}
      </span>
      <div role="group" aria-labelledby={labelId} className={styles.segmented}>
        {WINDOWS.map((days) => (
          <button key={days} type="button" className={styles.segment} aria-pressed={value === days} onClick={() => onChange(days)}>
            {t(`window.d${days}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
