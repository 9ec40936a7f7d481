import { useTranslation } from '@site/shared/i18n';
import { CURRENCIES, type Currency } from '../../../config/currencies';
import styles from './rate-widget.module.css';

export interface CurrencySelectProps {
  id: string;
  label: string;
  value: Currency;
  onChange: (currency: Currency) => void;
}

/**
 * A native select: a labelled combobox every browser and screen reader knows. Its options are the
 * ISO codes at every width: the served panel and the hydrated one read the same, and a phone's
 * half-width select has room for them (the summary names the pair in words).
 */
export function CurrencySelect({ id, label, value, onChange }: CurrencySelectProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      <select id={id} className={styles.select} value={value} onChange={(event) => onChange(event.target.value as Currency)}>
        {CURRENCIES.map((currency) => (
          <option key={currency} value={currency}>
            {t(`currency.short.${currency}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
