import { useId, useState } from 'react';
import { useTranslation } from '@site/shared/i18n';
import type { RouteLang } from '@site/shared/lang';
import { Button } from '@site/shared/ui';
import { useDemoRequest, type ProductKey } from '../demo-request/demo-request-context';
import { formatDuration, formatPercent, intlLocale } from '../../lib/intl';
import { calculateCost, DAY_COUNT_BASIS, PRODUCT_TERMS, type CostInputs, type FinancedProduct } from './financing-cost';
import { NumberFields } from './number-fields';
import { useToolForm } from './use-tool-form';
import styles from './tools.module.css';

export interface FinancingCalculatorProps {
  lang: RouteLang;
  product: FinancedProduct;
  /** The product the Watch-a-Demo drawer is preset to by "Talk to us". */
  demoProduct: ProductKey;
}

const FIELDS = ['amount', 'tenor', 'rate'] as const;
const EMPTY: CostInputs = { amount: '', tenor: '', rate: '' };

/** USD with cents in the page's language: $100,000.00, US$100,000.00. */
export const formatUsd = (value: number, lang: RouteLang) => new Intl.NumberFormat(intlLocale(lang), { style: 'currency', currency: 'USD' }).format(value);
/** A published bound ($1, $1,000,000): whole dollars, as the product pages state them. */
const formatUsdBound = (value: number, lang: RouteLang) => new Intl.NumberFormat(intlLocale(lang), { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(value);
const formatRate = (value: number, lang: RouteLang) => formatPercent(value, lang, 2);
const formatDays = (value: number, lang: RouteLang) => formatDuration(value, 'day', lang);

/**
 * What financing would cost (spec 1, 9): amount, tenor in days and an annual rate inside the
 * product's published range give the interest (actual/365) and the total repayment, with the
 * formula shown. "Talk to us" opens the demo drawer for the product, with the figures only when
 * the visitor ticks the box. Nothing leaves the browser otherwise.
 */
export default function FinancingCalculator({ lang, product, demoProduct }: FinancingCalculatorProps) {
  const { t } = useTranslation('tools');
  const { open } = useDemoRequest();
  const terms = PRODUCT_TERMS[product];
  const { values: inputs, errors, outcome, fields: fieldRefs, change, submit } = useToolForm(EMPTY, FIELDS, (values: CostInputs) => calculateCost(product, values));
  const result = outcome?.result ?? null;
  const [share, setShare] = useState(false);
  const consentId = useId();

  const bounds = {
    minAmount: formatUsdBound(1, lang),
    maxAmount: formatUsdBound(terms.maxAmountUsd, lang),
    minDays: formatDays(1, lang),
    maxDays: formatDays(terms.maxTenorDays, lang),
    minRate: formatRate(terms.minRate, lang),
    maxRate: formatRate(terms.maxRate, lang),
  };

  const figures = result && {
    amount: formatUsd(result.amount, lang),
    days: formatDays(result.days, lang),
    dayCount: result.days,
    rate: formatRate(result.rate, lang),
    interest: formatUsd(result.interest, lang),
    total: formatUsd(result.total, lang),
    basis: DAY_COUNT_BASIS,
  };

  const talk = () => {
    open(demoProduct, share && figures ? t('calculator.shared', figures) : undefined);
  };

  return (
    <div className={styles.tool}>
      <h3>{t(`calculator.heading.${product}`)}</h3>
      <p className={styles.intro}>{t(`calculator.intro.${product}`, bounds)}</p>
      <form noValidate onSubmit={submit} aria-label={t(`calculator.heading.${product}`)}>
        <NumberFields ns="calculator" fields={FIELDS} wholeNumber="tenor" values={inputs} errors={errors} refs={fieldRefs} change={change} vars={bounds} />
        <div className={styles.actions}>
          <Button type="submit">{t('calculator.submit')}</Button>
        </div>
      </form>
      <div className={styles.result} role="status" aria-live="polite">
        {figures && (
          <>
            <p className={styles.summary}>{t('calculator.summary', figures)}</p>
            <dl className={styles.figures}>
              <div>
                <dt>{t('calculator.interest')}</dt>
                <dd>{figures.interest}</dd>
              </div>
              <div>
                <dt>{t('calculator.total')}</dt>
                <dd>{figures.total}</dd>
              </div>
            </dl>
            <p className={styles.formula}>{t('calculator.formula', figures)}</p>
          </>
        )}
      </div>
      <p className={styles.formula}>{t('calculator.dayCount')}</p>
      <p className={styles.formula}>{t('calculator.indicative')}</p>
      {figures && (
        <div className={styles.consent}>
          <input id={consentId} type="checkbox" checked={share} onChange={(event) => setShare(event.target.checked)} />
          <label htmlFor={consentId}>{t('calculator.consent')}</label>
        </div>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={talk}>
          {t('calculator.talk')}
        </Button>
      </div>
    </div>
  );
}
