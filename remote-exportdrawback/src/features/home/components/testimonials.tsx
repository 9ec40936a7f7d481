import { useTranslation } from '@site/shared/i18n';
import { useRotation } from '@site/shared/motion';
import { Icon, Section } from '@site/shared/ui/blocks';
import { RotationControls } from '../../../components/rotation-controls';
import { ROTATION_INTERVAL_MS } from '../../../config/timing';
import styles from './testimonials.module.css';

/** Anonymous exporter types: no names and no figures customers have not approved. */
export const TESTIMONIALS = ['manufacturer', 'trader', 'serviceProvider', 'ecommerce'] as const;

/** Testimonials rotating every 3000 ms, with pause and previous/next. */
export function Testimonials() {
  const { t } = useTranslation();
  const rotation = useRotation(TESTIMONIALS.length, ROTATION_INTERVAL_MS);
  const subject = t('home.testimonials.subject');
  return (
    <Section centered heading={t('home.testimonials.title')} intro={t('home.testimonials.lead')}>
      <div className={styles.carousel} {...rotation.regionProps}>
        <div className={styles.slides} aria-live={rotation.paused ? 'polite' : 'off'}>
          {TESTIMONIALS.map((id, index) => (
            <figure
              key={id}
              className={styles.slide}
              data-active={index === rotation.index || undefined}
              aria-hidden={index !== rotation.index}
            >
              <Icon name="quote" size={32} className={styles.mark} />
              <blockquote className={styles.quote}>
                <p>{t(`home.testimonials.items.${id}.quote`)}</p>
              </blockquote>
              <figcaption className={styles.who}>
                <strong>{t(`home.testimonials.items.${id}.who`)}</strong>
                <span>{t(`home.testimonials.items.${id}.role`)}</span>
              </figcaption>
            </figure>
          ))}
        </div>
        <div className={styles.footer}>
          <div className={styles.dots}>
            {TESTIMONIALS.map((id, index) => (
              <button
                key={id}
                type="button"
                className={styles.dot}
                aria-current={index === rotation.index || undefined}
                aria-label={t('rotation.goTo', { n: index + 1, subject })}
                onClick={() => rotation.select(index)}
              />
            ))}
          </div>
          <RotationControls rotation={rotation} subject={subject} stepButtons />
        </div>
        <p className={styles.note}>{t('home.testimonials.note')}</p>
      </div>
    </Section>
  );
}
