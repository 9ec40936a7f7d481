import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@site/shared/i18n';
import { Button } from '@site/shared/ui';
import styles from './template-check.module.css';

const TemplateCheck = lazy(() => import(/* webpackChunkName: "template-check" */ './template-check'));

/**
 * Beside the template download: a button that loads the checker (its code, its copy and, once a
 * file is picked, the CSV or XLSX reader). The server and the browser's first render show the
 * same button; nothing of the checker is in the article's first load.
 */
export function TemplateCheckSlot() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <div className={styles.opener}>
        <p>{t('templateCheck.lead')}</p>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('templateCheck.open')}
        </Button>
      </div>
    );
  return (
    <Suspense fallback={<div className={styles.opener} aria-busy="true" />}>
      <TemplateCheck />
    </Suspense>
  );
}

/** Splits an article's HTML just after the list that links the XLSX template, or returns null. */
export function splitAfterTemplateDownload(html: string): [string, string] | null {
  const link = html.indexOf('drawdown-template.xlsx');
  if (link < 0) return null;
  const end = html.indexOf('</ul>', link);
  if (end < 0) return null;
  const cut = end + '</ul>'.length;
  return [html.slice(0, cut), html.slice(cut)];
}
