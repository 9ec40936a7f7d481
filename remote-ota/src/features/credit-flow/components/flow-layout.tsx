import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '@site/shared/i18n';
import { takeHeadingFocus } from '../utils/flow-navigation';
import styles from './flow.module.css';
import { Phrases, SiteLink } from '@site/shared/ui';

export interface FlowLayoutProps {
  title: string;
  lead?: string;
  /** Questionnaire steps show "Step n/2". */
  step?: 1 | 2;
  children: ReactNode;
}

/**
 * The frame of every flow page: the step counter, the page's one h1, a lead and the content.
 * The flow keeps the visitor's answers in this tab and checks them as they go, which takes the
 * page's script: without it the content gives way to a note that says so and offers the demo
 * request, a form that works without it (the spinner would wait forever).
 */
export function FlowLayout({ title, lead, step, children }: FlowLayoutProps) {
  const { t } = useTranslation('flow');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeHeadingFocus()) heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        {step && (
          <div className={styles.counter}>
            <p className={styles.counterText}>{t('stepCounter', { current: step, total: 2 })}</p>
            <div className={styles.counterBar} aria-hidden="true">
              <span className={styles.counterDone} />
              <span className={step === 2 ? styles.counterDone : styles.counterTodo} />
            </div>
          </div>
        )}
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          <Phrases>{title}</Phrases>
        </h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        <div className={styles.noScript}>
          <h2 className={styles.noScriptTitle}>{t('noScript.title')}</h2>
          <p>{t('noScript.body')}</p>
          <SiteLink to="/DemoRequest" className={styles.noScriptLink}>
            {t('noScript.link')}
          </SiteLink>
        </div>
        <div className={styles.withScript}>{children}</div>
      </div>
    </div>
  );
}
