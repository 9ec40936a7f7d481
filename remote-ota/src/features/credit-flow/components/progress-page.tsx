import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@site/shared/i18n';
import { OTA_PATHS } from '../../../routes';
import type { PageProps } from '../../../lib/page-props';
import { useEvaluation } from '../hooks/use-evaluation';
import { EVALUATION_STAGES } from '../utils/progress';
import { evaluationLoader, flowHandle } from '../loaders';
import { FlowAlert } from './flow-alert';
import { FlowLayout } from './flow-layout';
import styles from './flow.module.css';
import { FlowLink } from './flow-link';

export interface ProgressPageProps extends PageProps {
  /** Tests shorten the minimum time a message stays up. */
  minStageMs?: number;
}

export const handle = flowHandle('progressBar');

/** The evaluation, under way while the page shows its messages; a visitor without a flag is sent to step 1. */
export const loader = evaluationLoader;

/** The progress evaluation: three messages in turn, a progress bar, then the quota page. */
export default function ProgressPage({ navigate, minStageMs }: ProgressPageProps) {
  const { t } = useTranslation('flow');
  const labelId = useId();
  const evaluation = useEvaluation(navigate, minStageMs);
  const message = t(`progress.stages.${evaluation.stage}`);
  const status = evaluation.done ? t('progress.done') : message;
  // The fill's width through the CSSOM, not a `style` attribute, which the site's Content Security
  // Policy would block in served HTML. Before hydration the bar shows empty, then fills.
  const fill = useRef<HTMLDivElement>(null);
  useEffect(() => {
    fill.current?.style.setProperty('width', `${evaluation.value}%`);
  }, [evaluation.value]);

  return (
    <FlowLayout title={t('progress.title')} lead={t('progress.lead')}>
      <div className={styles.progressCard}>
        <p id={labelId} className="visually-hidden">
          {t('progress.label')}
        </p>
        <div
          role="progressbar"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={evaluation.value}
          aria-valuetext={evaluation.done ? status : t('progress.valueText', { current: evaluation.stageNumber, total: EVALUATION_STAGES.length, message })}
          className={styles.progressTrack}
        >
          <div ref={fill} className={evaluation.failed ? `${styles.progressFill} ${styles.progressStalled}` : styles.progressFill} />
        </div>
        <ol className={styles.stages}>
          {EVALUATION_STAGES.map((stage, index) => {
            const state = evaluation.done || index < evaluation.stageNumber - 1 ? 'done' : index === evaluation.stageNumber - 1 ? 'current' : 'todo';
            return (
              <li key={stage} className={styles[`stage-${state}`]} aria-current={state === 'current' ? 'step' : undefined}>
                <span className={styles.stageMark} aria-hidden="true" />
                {t(`progress.stages.${stage}`)}
              </li>
            );
          })}
        </ol>
        <p className={styles.progressStatus} role="status" aria-live="polite">
          {evaluation.failed ? '' : status}
        </p>
      </div>
      {evaluation.failed && (
        <FlowAlert title={t('progress.failed.title')} body={t('progress.failed.body')} retryLabel={t('progress.failed.retry')} onRetry={evaluation.retry}>
          <FlowLink to={OTA_PATHS.platforms} className={styles.textLink}>
            {t('progress.failed.review')}
          </FlowLink>
        </FlowAlert>
      )}
    </FlowLayout>
  );
}
