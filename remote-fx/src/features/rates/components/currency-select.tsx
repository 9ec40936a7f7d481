import { useTranslation } from '@site/shared/i18n';
import { CURRENCIES, type Currency } from '../../../config/currencies';
import styles from './rate-widget.module.css';

export interface CurrencySelectProps {
  id: string;
  label: string;
  value: Currency;
  /** Under 767 px the labels are shortened to the code ("US Dollar (USD)" → "USD"). */
  short: boolean;
  onChange: (currency: Currency) => void;
}

/** A native select: a labelled combobox every browser and screen reader knows. */
export function CurrencySelect({ id, label, value, short, onChange }: CurrencySelectProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        {label}
      </label>
      <select id={id} className={styles.select} value={value} onChange={(event) => onChange(event.target.value as Currency)}>
        {CURRENCIES.map((currency) => (
          <option key={currency} value={currency}>
            {t(short ? `currency.short.${currency}` : `currency.long.${currency}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
