import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@site/shared/i18n';
import type { I18nLang } from '@site/shared/lang';
import { Button, buttonClassName, ErrorBoundary, Phrases, RegionLoading } from '@site/shared/ui';
import styles from './api-console-slot.module.css';

/** The console: its own chunk, with swagger-ui and its stylesheet. */
const consoleChunk = () => lazy(() => import(/* webpackChunkName: "api-console" */ './api-console'));

export interface ApiConsoleSlotProps {
  /** The api's OpenAPI description as YAML (or JSON) text, as the page fetched it. */
  text: string;
  lang: I18nLang;
}

/**
 * Above the API reference: "Try the API in your browser", a button that loads the console
 * (swagger-ui) in its place. The server and the browser's first render show the same button,
 * hidden where scripts do not run; nothing of the console is in the page's first load. Closing
 * the console brings the button back.
 */
export function ApiConsoleSlot({ text, lang }: ApiConsoleSlotProps) {
  const { t } = useTranslation('api-console');
  const [open, setOpen] = useState(false);
  // A new lazy component on Retry: one whose download failed stays failed.
  const [ApiConsole, setApiConsole] = useState(consoleChunk);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  // Focus follows the visitor: to the console's heading when it opens, back to the button when it closes.
  const toggled = useRef(false);
  useEffect(() => {
    if (toggled.current) (open ? heading : opener).current?.focus();
  }, [open]);
  const toggle = (next: boolean) => {
    toggled.current = true;
    setOpen(next);
  };

  if (!open) {
    return (
      <div className={styles.opener}>
        <p className={styles.lead}>{t('lead')}</p>
        <button ref={opener} type="button" className={buttonClassName('secondary')} onClick={() => toggle(true)}>
          {t('open')}
        </button>
      </div>
    );
  }
  return (
    <section className={styles.console} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.title}>
          <Phrases>{t('title')}</Phrases>
        </h2>
        <Button variant="secondary" onClick={() => toggle(false)}>
          {t('close')}
        </Button>
      </div>
      <p className={styles.intro}>{t('intro')}</p>
      <ErrorBoundary onRetry={() => setApiConsole(consoleChunk)}>
        <Suspense fallback={<RegionLoading className={styles.loading} />}>
          <ApiConsole text={text} lang={lang} />
        </Suspense>
      </ErrorBoundary>
    </section>
  );
}
