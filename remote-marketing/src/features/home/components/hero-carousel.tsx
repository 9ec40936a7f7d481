import { useId, type ReactNode } from 'react';
import { useTranslation } from '@site/shared/i18n';
import { useRotation } from '@site/shared/motion';
import { ExternalLink, InternalLink } from '../../../components/action-link/action-link';
import { DemoButton } from '../../../components/demo-button/demo-button';
import { Phrases } from '@site/shared/ui';
import { Icon } from '@site/shared/ui/blocks';
import { Illustration } from '../../../components/illustration/illustration';
import { BANNER_INTERVAL_MS } from '../../../config/facts';
import type { BusinessLine } from '../../../config/business-lines';
import { learnMoreUrl } from '../../../lib/redirects';
import { useLinkLocation } from '@site/shared/env';
import styles from './hero-carousel.module.css';

/**
 * A slide's "Learn more" link. Its address follows the browser's location once the page has
 * hydrated (`useLinkLocation`); React re-renders the component that reads it, at once, so it is
 * this link rather than the whole banner.
 */
function LearnMoreLink({ line, children }: { line: BusinessLine; children: ReactNode }) {
  return (
    <ExternalLink href={learnMoreUrl(line, useLinkLocation())} variant="light">
      {children}
    </ExternalLink>
  );
}

export interface HeroCarouselProps {
  lines: readonly BusinessLine[];
}

/**
 * The Home banner: the four business lines in turn, as the WAI-ARIA carousel
 * pattern describes it. The page's h1 sits above the slides; each slide has an h2.
 */
export function HeroCarousel({ lines }: HeroCarouselProps) {
  const { t } = useTranslation(['home', 'marketing']);
  const carousel = useRotation(lines.length, BANNER_INTERVAL_MS);
  const titleId = useId();
  const slidesId = useId();

  return (
    <section
      className={styles.hero}
      aria-labelledby={titleId}
      {...carousel.regionProps}
    >
      <div className={styles.inner}>
        <div className={styles.head}>
          <h1 id={titleId} className={styles.title}>
            <Phrases>{t('hero.title')}</Phrases>
          </h1>
          {/* Outside the slides: the demo is there whichever slide shows. */}
          <DemoButton variant="light" className={styles.demo} />
        </div>
        <div
          className={styles.carousel}
          role="region"
          aria-roledescription={t('hero.carousel')}
          aria-label={t('hero.carouselLabel')}
        >
          <div className={styles.controls}>
            <button type="button" className={styles.control} aria-controls={slidesId} onClick={carousel.previous} aria-label={t('hero.previous')}>
              <Icon name="arrowRight" size={20} className={styles.flip} />
            </button>
            <button type="button" className={styles.control} onClick={carousel.toggle} aria-label={carousel.stopped ? t('hero.play') : t('hero.pause')}>
              {carousel.stopped ? <span className={styles.playIcon} aria-hidden="true" /> : <span className={styles.pauseIcon} aria-hidden="true" />}
            </button>
            <button type="button" className={styles.control} aria-controls={slidesId} onClick={carousel.next} aria-label={t('hero.next')}>
              <Icon name="arrowRight" size={20} />
            </button>
            <ul className={styles.dots}>
              {lines.map((line, i) => (
                <li key={line.key}>
                  <button
                    type="button"
                    className={styles.dot}
                    aria-controls={slidesId}
                    aria-current={i === carousel.index ? 'true' : undefined}
                    aria-label={t('hero.goTo', { index: i + 1, count: lines.length, name: t(`marketing:lines.${line.key}.name`) })}
                    onClick={() => carousel.select(i)}
                  />
                </li>
              ))}
            </ul>
          </div>
          <div id={slidesId} className={styles.slides} aria-live={carousel.paused ? 'polite' : 'off'}>
            {lines.map((line, i) => {
              const active = i === carousel.index;
              const name = t(`marketing:lines.${line.key}.name`);
              return (
                <div
                  key={line.key}
                  role="group"
                  aria-roledescription={t('hero.slide')}
                  aria-label={t('hero.slideLabel', { index: i + 1, count: lines.length })}
                  aria-hidden={!active}
                  inert={!active}
                  className={[styles.slide, active ? styles.active : ''].join(' ')}
                >
                  <div className={styles.copy}>
                    <p className={styles.eyebrow}>{name}</p>
                    <h2 className={styles.headline}><Phrases>{t(`slides.${line.key}.headline`)}</Phrases></h2>
                    <p className={styles.body}>{t(`slides.${line.key}.body`)}</p>
                    <div className={styles.actions}>
                      <LearnMoreLink line={line}>
                        {t('hero.learnMore')}
                        <span className="visually-hidden"> {t('hero.about', { name })}</span>
                        <span aria-hidden="true">↗</span>
                      </LearnMoreLink>
                      <InternalLink to={line.route} variant="outlineLight">
                        {t('hero.explore', { name })}
                      </InternalLink>
                    </div>
                  </div>
                  <div className={styles.art}>
                    <Illustration src={line.art} loading="eager" />
                  </div>
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </section>
  );
}
