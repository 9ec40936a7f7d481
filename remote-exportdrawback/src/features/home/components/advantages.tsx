import { useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '@site/shared/i18n';
import { useRotation } from '@site/shared/motion';
import { RotationControls } from '../../../components/rotation-controls';
import { Section } from '@site/shared/ui/blocks';
import { ROTATION_INTERVAL_MS } from '../../../config/timing';
import styles from './advantages.module.css';

/** The comparison with the traditional mode highlights its 4 steps in turn, every 3000 ms. */
export const ADVANTAGE_STEPS = ['collect', 'match', 'declare', 'funds'] as const;

/**
 * Product advantages versus the traditional mode. The steps are tabs: the visitor
 * can pick one (click, or arrow keys), and the rotation pauses on hover and keyboard focus.
 * The step on show is the highlighted tab. Nothing fills or moves between the changes: a bar
 * filling over the interval had the phone draw sixty frames a second for as long as the section
 * was in view, the page's start-up included (docs/performance.md).
 */
export function Advantages() {
  const { t } = useTranslation();
  const rotation = useRotation(ADVANTAGE_STEPS.length, ROTATION_INTERVAL_MS);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const active = ADVANTAGE_STEPS[rotation.index] ?? ADVANTAGE_STEPS[0];

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = ADVANTAGE_STEPS.length - 1;
    const target = { ArrowRight: rotation.index + 1, ArrowDown: rotation.index + 1, ArrowLeft: rotation.index - 1, ArrowUp: rotation.index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + ADVANTAGE_STEPS.length) % ADVANTAGE_STEPS.length;
    rotation.select(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <Section centered heading={t('home.advantages.title')} intro={t('home.advantages.lead')} tone="alt">
      <div className={styles.wrap} {...rotation.regionProps}>
        <div className={styles.bar}>
          <div role="tablist" aria-label={t('home.advantages.tabs')} className={styles.tabs}>
            {ADVANTAGE_STEPS.map((id, index) => {
              const selected = index === rotation.index;
              return (
                <button
                  key={id}
                  ref={(element) => {
                    tabRefs.current[index] = element;
                  }}
                  type="button"
                  role="tab"
                  id={`${baseId}-tab-${id}`}
                  aria-selected={selected}
                  aria-controls={`${baseId}-panel`}
                  tabIndex={selected ? 0 : -1}
                  className={styles.tab}
                  onClick={() => rotation.select(index)}
                  onKeyDown={onKeyDown}
                >
                  <span className={styles.stepNumber} aria-hidden="true">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  <span className={styles.stepName}>{t(`home.advantages.steps.${id}.name`)}</span>
                </button>
              );
            })}
          </div>
          <RotationControls rotation={rotation} subject={t('home.advantages.subject')} />
        </div>
        <div
          role="tabpanel"
          id={`${baseId}-panel`}
          aria-labelledby={`${baseId}-tab-${active}`}
          aria-live={rotation.paused ? 'polite' : 'off'}
          className={styles.panel}
        >
          {/* Every step's comparison sits in one grid cell, so the panel keeps the height of the
              longest and nothing below it moves when the step changes (no layout shift). */}
          {/* The others are out of sight (visibility), for assistive technology too. Without the page's
              script every step is shown, one under the other, under its name (the stylesheet's `scripting: none`). */}
          {ADVANTAGE_STEPS.map((id, index) => (
            <div key={id} className={styles.compare} data-active={id === active || undefined}>
              <p className={styles.compareStep}>
                {String(index + 1).padStart(2, '0')} {t(`home.advantages.steps.${id}.name`)}
              </p>
              <div className={`${styles.side} ${styles.traditional}`}>
                <h3 className={styles.sideTitle}>{t('home.advantages.traditional')}</h3>
                <p>{t(`home.advantages.steps.${id}.traditional`)}</p>
              </div>
              <div className={`${styles.side} ${styles.ours}`}>
                <h3 className={styles.sideTitle}>{t('home.advantages.ours')}</h3>
                <p>{t(`home.advantages.steps.${id}.ours`)}</p>
              </div>
            </div>
          ))}
        </div>
      </div>
    </Section>
  );
}
