import { useTranslation } from '@site/shared/i18n';
import { Button } from '@site/shared/ui';
import { useDemoRequest, type ProductKey } from '../demo-request/demo-request-context';
import styles from './demo-button.module.css';

export interface DemoButtonProps {
  /** Presets interestedProduct in the drawer. */
  product?: ProductKey;
  /** What the demo is of, for screen readers when a page has several demo buttons. */
  subject?: string;
  variant?: 'primary' | 'secondary' | 'light';
  className?: string;
}

/** "Watch a demo": opens the Watch-a-Demo drawer, for a product when given one. */
export function DemoButton({ product, subject, variant = 'primary', className }: DemoButtonProps) {
  const { t } = useTranslation('marketing');
  const { open } = useDemoRequest();
  return (
    <Button
      variant={variant === 'light' ? 'secondary' : variant}
      className={[variant === 'light' ? styles.light : undefined, className].filter(Boolean).join(' ') || undefined}
      onClick={() => open(product)}
    >
      {t('demo.watch')}
      {subject && <span className="visually-hidden">{t('demo.subject', { subject })}</span>}
    </Button>
  );
}
