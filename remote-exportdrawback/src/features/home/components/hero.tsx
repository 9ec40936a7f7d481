import { useTranslation } from '@site/shared/i18n';
import { Phrases, buttonClassName, isPlainClick } from '@site/shared/ui';
import { MicroLink } from '../../../components/micro-link';
import { focusApplicationForm } from '../../../lib/application-anchor';
import { useReducedMotion } from '@site/shared/motion';
import { HeroIllustration } from './hero-illustration';
import styles from './hero.module.css';

/** The home page's opening: what the service is, with the page's one h1. */
export function Hero() {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  return (
    <section className={styles.hero} aria-labelledby="edb-hero-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{t('home.hero.eyebrow')}</p>
          <h1 id="edb-hero-title" className={styles.title}>
            <Phrases>{t('home.hero.title')}</Phrases>
          </h1>
          <p className={styles.lead}>{t('home.hero.lead')}</p>
          <div className={styles.actions}>
            {/* The apply page without JavaScript; with it, the form further down this page. */}
            <MicroLink
              to="/apply"
              className={buttonClassName()}
              onClick={(event) => {
                if (isPlainClick(event) && focusApplicationForm(reducedMotion)) event.preventDefault();
              }}
            >
              {t('home.hero.primary')}
            </MicroLink>
            <MicroLink to="/FixPrice" className={styles.secondary}>
              {t('home.hero.secondary')}
            </MicroLink>
          </div>
        </div>
        <HeroIllustration className={styles.art} />
      </div>
    </section>
  );
}
