import { useTranslation } from '@site/shared/i18n';
import type { Rotation } from '@site/shared/motion';
import { Icon } from '@site/shared/ui/blocks';
import styles from './rotation-controls.module.css';

export interface RotationControlsProps {
  rotation: Rotation;
  /** What rotates, for the buttons' names: '对比环节', '客户反馈'. */
  subject: string;
  /** Show previous/next buttons (testimonials); the comparison has its own step buttons. */
  stepButtons?: boolean;
}

/** Pause/play (WCAG 2.2.2) and optional previous/next for a rotating section. */
export function RotationControls({ rotation, subject, stepButtons = false }: RotationControlsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.controls}>
      {stepButtons && (
        <button type="button" className={styles.button} onClick={rotation.previous}>
          <Icon name="chevronLeft" size={20} />
          <span className="visually-hidden">{t('rotation.previous', { subject })}</span>
        </button>
      )}
      <button type="button" className={styles.button} onClick={rotation.toggle}>
        <Icon name={rotation.stopped ? 'play' : 'pause'} size={20} />
        <span className="visually-hidden">{rotation.stopped ? t('rotation.play', { subject }) : t('rotation.pause', { subject })}</span>
      </button>
      {stepButtons && (
        <button type="button" className={styles.button} onClick={rotation.next}>
          <Icon name="chevronRight" size={20} />
          <span className="visually-hidden">{t('rotation.next', { subject })}</span>
        </button>
      )}
    </div>
  );
}
