import { useId, useState } from 'react';
import { calculateCost, CALCULATOR_ANCHOR, CALCULATOR_QUERY, DAY_COUNT_BASIS, estimateFigures, FINANCING_TERMS, type CostInputs, type FinancedProduct, type FinancingEstimate } from '@site/shared/financing';
import { numberFormat } from '@site/shared/intl';
import { toI18nLang, type RouteLang } from '@site/shared/lang';
import { answersFromQuery, NumberFields, toolFormProps, toolStyles, useToolForm } from '@site/shared/tool-form';
import { Button } from '@site/shared/ui';
import { useToolStrings } from './tools-i18n';
import styles from './financing-calculator.module.css';

export interface FinancingCalculatorProps {
  lang: RouteLang;
  product: FinancedProduct;
  /**
   * "Talk to us": the page opens its demo request for the product. `estimate` is given only when
   * the visitor has a result and ticked that they agree to share it.
   */
  onTalk: (estimate: FinancingEstimate | undefined) => void;
  /** The page's query: the answers the form sent without JavaScript, if it did. */
  query?: Readonly<Record<string, string>>;
}

const FIELDS = CALCULATOR_QUERY;
const EMPTY: CostInputs = { amount: '', tenor: '', rate: '' };

/** A published bound ($1, $1,000,000): whole dollars, as the product pages state them. */
const formatUsdBound = (value: number, lang: RouteLang) => numberFormat(toI18nLang(lang), { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(value);
/** A rate typed in percent: 8.25 → 8.25%. */
const formatRate = (percent: number, lang: RouteLang) => numberFormat(toI18nLang(lang), { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
/** Days in words, with the language's plural rules: 1 day, 90 days, 90天. */
const formatDays = (value: number, lang: RouteLang) => numberFormat(toI18nLang(lang), { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(value);

/**
 * What financing would cost: amount, tenor in days and an annual rate inside the
 * product's published range give the interest (actual/365) and the total repayment, with the
 * formula shown. Answers stay as typed; a bound broken gets its message at the field, and focus
 * moves to the first one. Nothing leaves the browser unless the visitor asks to talk to us and
 * ticks that the figures may go with the request.
 */
export function FinancingCalculator({ lang, product, onTalk, query }: FinancingCalculatorProps) {
  const t = useToolStrings(lang);
  const terms = FINANCING_TERMS[product];
  const { values, errors, outcome, fields, change, submit } = useToolForm(EMPTY, FIELDS, (inputs: CostInputs) => calculateCost(product, inputs), answersFromQuery(EMPTY, query));
  const estimate = outcome?.result;
  // Consent is for the figures on screen: a new result asks again.
  const [sharedEstimate, setSharedEstimate] = useState<FinancingEstimate | undefined>(undefined);
  const share = estimate !== undefined && sharedEstimate === estimate;
  const consentId = useId();
  const heading = t(`calculator.heading.${product}`);

  const bounds = {
    minAmount: formatUsdBound(terms.minAmountUsd, lang),
    maxAmount: formatUsdBound(terms.maxAmountUsd, lang),
    minDays: formatDays(terms.minTenorDays, lang),
    maxDays: formatDays(terms.maxTenorDays, lang),
    minRate: formatRate(terms.minRatePercent, lang),
    maxRate: formatRate(terms.maxRatePercent, lang),
  };
  const fieldText = (field: (typeof FIELDS)[number]) => ({
    label: t(`calculator.fields.${field}.label`),
    hint: t(`calculator.fields.${field}.hint`, bounds),
    error: errors[field] && t(`calculator.errors.${field}.${errors[field]}`, bounds),
  });

  const figures = estimate && { ...estimateFigures(estimate, toI18nLang(lang)), dayCount: estimate.tenorDays, basis: DAY_COUNT_BASIS };

  return (
    <div id={CALCULATOR_ANCHOR} className={toolStyles.tool}>
      <h3>{heading}</h3>
      <p className={toolStyles.intro}>{t(`calculator.intro.${product}`, bounds)}</p>
      <form {...toolFormProps(CALCULATOR_ANCHOR)} onSubmit={submit} aria-label={heading}>
        <NumberFields fields={FIELDS} wholeNumber="tenor" text={fieldText} values={values} refs={fields} change={change} />
        <div className={toolStyles.actions}>
          <Button type="submit">{t('calculator.submit')}</Button>
        </div>
      </form>
      <div className={toolStyles.result} role="status" aria-live="polite">
        {figures && (
          <>
            <p className={toolStyles.summary}>{t('calculator.summary', figures)}</p>
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
            <p className={styles.note}>{t('calculator.formula', figures)}</p>
          </>
        )}
      </div>
      <p className={styles.note}>{t('calculator.dayCount')}</p>
      <p className={styles.note}>{t('calculator.indicative')}</p>
      {estimate && (
        <div className={`${styles.consent} ${styles.withScript}`}>
          <input id={consentId} type="checkbox" checked={share} onChange={(event) => setSharedEstimate(event.target.checked ? estimate : undefined)} />
          <label htmlFor={consentId}>{t('calculator.consent')}</label>
        </div>
      )}
      {/* The demo request it opens is a dialog of the page's script. */}
      <div className={`${toolStyles.actions} ${styles.withScript}`}>
        <Button variant="secondary" onClick={() => onTalk(share ? estimate : undefined)}>
          {t('calculator.talk')}
        </Button>
      </div>
    </div>
  );
}
