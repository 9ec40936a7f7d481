import { useTranslation } from '@site/shared/i18n';
import { Button, Phrases } from '@site/shared/ui';
import { MicroLink } from '../../../components/micro-link';
import { focusApplicationForm } from '../../../lib/application-anchor';
import { useMicroNav } from '../../../lib/micro-nav';
import { useReducedMotion } from '@site/shared/motion';
import { HeroIllustration } from './hero-illustration';
import styles from './hero.module.css';

/** The home page's opening: what the service is, with the page's one h1. */
export function Hero() {
  const { t } = useTranslation();
  const { go } = useMicroNav();
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
            <Button onClick={() => focusApplicationForm(reducedMotion) || go('/apply')}>{t('home.hero.primary')}</Button>
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
