import { useId } from 'react';
import { useTranslation } from '@site/shared/i18n';
import { SiteLink, Phrases } from '@site/shared/ui';
import { offerText } from '../../../config/offer-text';
import { OTA_PATHS } from '../../../routes';
import type { PageHandle } from '@site/shared/pages';
import type { PageProps } from '../../../lib/page-props';
import { FaqAccordion } from './faq-accordion';
import { FinancingCalculatorSlot } from './financing-calculator-slot';
import { HeroIllustration } from './hero-illustration';
import styles from './ota-finance-page.module.css';

const FAQ_IDS = ['who', 'limit', 'tenor', 'cost', 'review', 'indicative', 'needed', 'saved'] as const;
const STEP_IDS = ['contact', 'platforms', 'evaluation', 'limit'] as const;
const STORY_PARTS = ['challenge', 'solution', 'outcome'] as const;

/** Its head is `otaFinance` of the routes namespace; the one page of this remote for search engines, linked from the Solutions menu and the footer. */
export const handle: PageHandle = {
  head: { key: 'otaFinance' },
  indexable: true,
  nav: [
    { group: 'solutions', order: 10 },
    { group: 'footerBusiness', order: 50 },
  ],
};

/**
 * The OTA Finance landing page: hero, the offer, how it works, a success story, FAQ,
 * the financing-cost calculator (loaded when the visitor nears it) and a call to action.
 */
export default function OtaFinancePage({ lang, navigate, query }: PageProps) {
  const { t } = useTranslation('landing');
  const ids = { offer: useId(), steps: useId(), story: useId(), faq: useId(), cost: useId(), cta: useId() };
  // The offer's figures, formatted for the page language.
  const facts = offerText(lang);
  const offer = [
    { id: 'limit', value: t('offer.limit.value', { amount: facts.amount }) },
    { id: 'tenor', value: t('offer.tenor.value', { days: facts.days }) },
    { id: 'interest', value: t('offer.interest.value', { rate: facts.rate }) },
    { id: 'review', value: t('offer.review.value', { days: facts.reviewDays }) },
  ] as const;
  const faq = FAQ_IDS.map((id) => ({
    id,
    question: t(`faq.${id}.q`),
    answer: t(`faq.${id}.a`, { amount: facts.amount, days: id === 'review' ? facts.reviewDays : facts.days, rate: facts.rate }),
  }));
  const startLink = (label: string, className: string | undefined) => (
    <SiteLink to={OTA_PATHS.contact} className={className}>
      {label}
    </SiteLink>
  );

  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>{t('hero.eyebrow')}</p>
            <h1 className={styles.heroTitle}><Phrases>{t('hero.title')}</Phrases></h1>
            <p className={styles.heroLead}>{t('hero.lead', { limit: facts.amount, tenor: facts.days, rate: facts.rate })}</p>
            <div className={styles.heroActions}>
              {startLink(t('hero.cta'), styles.ctaPrimary)}
              <span className={styles.heroNote}>{t('hero.note')}</span>
            </div>
          </div>
          <div className={styles.heroArt}>
            <HeroIllustration />
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby={ids.offer}>
        <div className={styles.inner}>
          <h2 id={ids.offer} className={styles.sectionTitle}>
            <Phrases>{t('offer.title')}</Phrases>
          </h2>
          <dl className={styles.facts}>
            {offer.map((fact) => (
              <div key={fact.id} className={styles.fact}>
                <dt className={styles.factLabel}>{t(`offer.${fact.id}.label`)}</dt>
                <dd className={styles.factValue}>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className={`${styles.section} ${styles.alt}`} aria-labelledby={ids.steps}>
        <div className={styles.inner}>
          <h2 id={ids.steps} className={styles.sectionTitle}>
            <Phrases>{t('steps.title')}</Phrases>
          </h2>
          <ol className={styles.steps}>
            {STEP_IDS.map((id) => (
              <li key={id} className={styles.step}>
                <h3 className={styles.stepTitle}>{t(`steps.${id}.title`)}</h3>
                <p className={styles.stepBody}>{t(`steps.${id}.body`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className={styles.section} aria-labelledby={ids.story}>
        <div className={`${styles.inner} ${styles.story}`}>
          <div className={styles.storyHead}>
            <p className={styles.eyebrowDark}>{t('story.eyebrow')}</p>
            <h2 id={ids.story} className={styles.sectionTitle}>
              <Phrases>{t('story.title')}</Phrases>
            </h2>
            <p className={styles.storyNote}>{t('story.note')}</p>
          </div>
          <div className={styles.storyParts}>
            {STORY_PARTS.map((part) => (
              <div key={part} className={styles.storyPart}>
                <h3 className={styles.storyLabel}>{t(`story.${part}.label`)}</h3>
                <p>{t(`story.${part}.body`, { tenor: facts.days })}</p>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className={`${styles.section} ${styles.alt}`} aria-labelledby={ids.faq}>
        <div className={`${styles.inner} ${styles.faq}`}>
          <h2 id={ids.faq} className={styles.sectionTitle}>
            <Phrases>{t('faq.title')}</Phrases>
          </h2>
          <FaqAccordion items={faq} />
        </div>
      </section>

      <section className={styles.section} aria-labelledby={ids.cost}>
        <div className={styles.inner}>
          <h2 id={ids.cost} className={styles.sectionTitle}>
            <Phrases>{t('cost.title')}</Phrases>
          </h2>
          <p className={styles.sectionLead}>{t('cost.lead')}</p>
          <FinancingCalculatorSlot lang={lang} navigate={navigate} query={query} />
        </div>
      </section>

      <section className={styles.cta} aria-labelledby={ids.cta}>
        <div className={styles.ctaInner}>
          <h2 id={ids.cta} className={styles.ctaTitle}>
            <Phrases>{t('cta.title')}</Phrases>
          </h2>
          <p className={styles.ctaBody}>{t('cta.body')}</p>
          {startLink(t('cta.button'), styles.ctaPrimary)}
        </div>
      </section>
    </div>
  );
}
