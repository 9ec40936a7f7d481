import { useTranslation } from '@site/shared/i18n';
import { Button, buttonClassName, useSiteHref } from '@site/shared/ui';
import { OWN_ROUTES } from '../../config/routes';
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

/**
 * "Watch a demo": opens the Watch-a-Demo drawer, for a product when given one. Without JavaScript,
 * which could open no drawer, it is a link to the demo request page, whose form works there.
 */
export function DemoButton({ product, subject, variant = 'primary', className }: DemoButtonProps) {
  const { t } = useTranslation('marketing');
  const { open } = useDemoRequest();
  const demoRequestPage = useSiteHref(OWN_ROUTES.demoRequest);
  const look = variant === 'light' ? 'secondary' : variant;
  const classes = [variant === 'light' ? styles.light : undefined, className].filter(Boolean).join(' ') || undefined;
  const label = (
    <>
      {t('demo.watch')}
      {subject && <span className="visually-hidden">{t('demo.subject', { subject })}</span>}
    </>
  );
  return (
    <>
      <Button variant={look} className={[classes, styles.scripted].filter(Boolean).join(' ')} onClick={() => open(product)}>
        {label}
      </Button>
      <noscript>
        <a className={buttonClassName(look, classes)} href={demoRequestPage}>
          {label}
        </a>
      </noscript>
    </>
  );
}
