import { useTranslation } from '@site/shared/i18n';
import type { RouteLang } from '@site/shared/lang';
import { Button } from '@site/shared/ui';
import { useLinkLocation } from '@site/shared/env';
import { ExternalLink } from '../action-link/action-link';
import { MARKETPLACE_FINANCING as FINANCING } from '../../config/facts';
import { formatAmount, formatDuration, formatNumber } from '../../lib/intl';
import { marketplaceApplyUrl } from '../../lib/redirects';
import { checkEligibility, type EligibilityAnswers, type RuleResult } from './eligibility-rules';
import { answersFromQuery, NumberFields, toolFormProps, toolStyles, useToolForm } from '@site/shared/tool-form';
import styles from './eligibility-check.module.css';

const EMPTY: EligibilityAnswers = { months: '', sales: '', rating: '', violations: '' };
const FIELDS = ['months', 'sales', 'rating'] as const;
const ORDER = [...FIELDS, 'violations'] as const;
/** Where the check is on its page: its form, sent without JavaScript, brings the visitor back to it. */
export const ELIGIBILITY_ANCHOR = 'eligibility-check';

/**
 * The marketplace self-check: four answers, each rule reported as met or not in plain
 * words, the limit the page states, and the application link when all four are met.
 * With JavaScript nothing leaves the browser; without it the form is a GET to the page, which
 * answers beside the answers as typed (`query`).
 */
export default function EligibilityCheck({ lang, query }: { lang: RouteLang; query?: Readonly<Record<string, string>> }) {
  const { t } = useTranslation('tools');
  const { values: answers, errors, outcome: results, fields: inputs, change: update, submit } = useToolForm(EMPTY, ORDER, checkEligibility, answersFromQuery(EMPTY, query));
  const applyUrl = marketplaceApplyUrl(useLinkLocation());
  const violationsErrorId = 'eligibility-violations-error';

  const minimums = {
    months: formatDuration(FINANCING.minMonthsOperating, 'month', lang),
    sales: formatAmount(FINANCING.minMonthlySalesUsd, lang),
    rating: formatNumber(FINANCING.minStoreRating, lang, 1),
    limit: formatAmount(FINANCING.limitUsd, lang),
  };

  const sentence = (result: RuleResult) => {
    const value =
      result.rule === 'months'
        ? formatDuration(result.value ?? 0, 'month', lang)
        : result.rule === 'sales'
          ? formatNumber(result.value ?? 0, lang, 0)
          : formatNumber(result.value ?? 0, lang, 1);
    return t(`eligibility.results.${result.rule}.${result.pass ? 'pass' : 'fail'}`, { ...minimums, value });
  };
  const fieldText = (field: (typeof FIELDS)[number]) => ({
    label: t(`eligibility.fields.${field}.label`),
    hint: t(`eligibility.fields.${field}.hint`),
    error: errors[field] && t(`eligibility.errors.${field}.${errors[field]}`),
  });
  const met = results?.results.filter((result) => result.pass).length ?? 0;

  return (
    <div id={ELIGIBILITY_ANCHOR} className={toolStyles.tool}>
      <h3>{t('eligibility.heading')}</h3>
      <p className={toolStyles.intro}>{t('eligibility.intro')}</p>
      <form {...toolFormProps(ELIGIBILITY_ANCHOR)} onSubmit={submit} aria-label={t('eligibility.heading')}>
        <NumberFields fields={FIELDS} wholeNumber="months" text={fieldText} values={answers} refs={inputs} change={update} />
        <fieldset className={styles.fieldset} aria-describedby={errors.violations ? violationsErrorId : undefined}>
          <legend>
            {t('eligibility.fields.violations.label')}
            <span aria-hidden="true"> *</span>
          </legend>
          <div className={styles.choices}>
            {(['no', 'yes'] as const).map((choice, index) => (
              <label key={choice} className={styles.choice}>
                <input
                  ref={
                    index === 0
                      ? (element) => {
                          inputs.current.violations = element;
                        }
                      : undefined
                  }
                  type="radio"
                  name="violations"
                  value={choice}
                  checked={answers.violations === choice}
                  onChange={() => update('violations', choice)}
                />
                {t(`eligibility.fields.violations.${choice}`)}
              </label>
            ))}
          </div>
          {errors.violations && (
            <p id={violationsErrorId} className={styles.error}>
              {t('eligibility.errors.violations.required')}
            </p>
          )}
        </fieldset>
        <div className={toolStyles.actions}>
          <Button type="submit">{t('eligibility.submit')}</Button>
        </div>
      </form>
      <div className={toolStyles.result} role="status" aria-live="polite" aria-atomic="false">
        {results && (
          <>
            <p className={toolStyles.summary}>{results.eligible ? t('eligibility.summary.eligible') : t('eligibility.summary.notEligible', { met, total: results.results.length })}</p>
            <ul className={styles.rules} aria-label={t('eligibility.resultsLabel')}>
              {results.results.map((result) => (
                <li key={result.rule} className={styles.rule}>
                  <span className={[styles.badge, result.pass ? styles.pass : styles.fail].join(' ')}>{t(result.pass ? 'eligibility.met' : 'eligibility.notMet')}</span>
                  <span>{sentence(result)}</span>
                </li>
              ))}
            </ul>
            <div className={styles.next}>
              {results.eligible ? (
                <>
                  <p>{t('eligibility.next.eligible', minimums)}</p>
                  <ExternalLink href={applyUrl}>{t('eligibility.apply')}</ExternalLink>
                </>
              ) : (
                <p>{t('eligibility.next.notEligible', minimums)}</p>
              )}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
