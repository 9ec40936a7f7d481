import { useState } from 'react';
import { useTranslation } from '@site/shared/i18n';
import type { RouteLang } from '@site/shared/lang';
import { Button, useSiteHref } from '@site/shared/ui';
import { loadMarkdown } from '../../../lib/content/client';
import { contentLangOf } from '../../../lib/lang';
import styles from './copy-markdown.module.css';

export interface CopyMarkdownProps {
  lang: RouteLang;
  name: string;
}

/**
 * "Copy as Markdown": the article as the content build's clean Markdown, on the clipboard, for a
 * reader who pastes it into notes or an AI assistant. The result is announced (role="status");
 * when the browser refuses the clipboard, the Markdown can be opened instead.
 */
export function CopyMarkdown({ lang, name }: CopyMarkdownProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copying' | 'copied' | 'failed'>('idle');
  const markdownHref = useSiteHref(`/docs/${name}.md`);

  const copy = async () => {
    setState('copying');
    try {
      const markdown = await loadMarkdown(contentLangOf(lang), name);
      await navigator.clipboard.writeText(markdown);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <div className={styles.copy}>
      <Button variant="secondary" className={[styles.button, styles.scripted].join(' ')} loading={state === 'copying'} onClick={() => void copy()}>
        {t('article.copyMarkdown')}
      </Button>
      <noscript>
        <a href={markdownHref}>{t('article.openMarkdown')}</a>
      </noscript>
      <span role="status" className={styles.status}>
        {state === 'copied' && t('article.copied')}
        {state === 'failed' && (
          <>
            {t('article.copyFailed')} <a href={markdownHref}>{t('article.openMarkdown')}</a>
          </>
        )}
      </span>
    </div>
  );
}
