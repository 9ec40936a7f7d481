import { useEffect, useRef } from 'react';
import type { RouteLang } from '@site/shared/lang';
import { isPlainClick } from '@site/shared/ui';
import { splitAfterTemplateDownload, TemplateCheckSlot } from '../../../components/template-check/template-check-slot';
import { internalTarget } from '../utils/internal-link';
import styles from './article-body.module.css';

export interface ArticleBodyProps {
  /** Build output only: sanitized by the content build (rehype-sanitize), never from the URL. */
  html: string;
  lang: RouteLang;
  /** The language of the text, when it is a fallback from another language. */
  textLang?: string;
  navigate: (to: string) => void;
}

function scrollToHash(): void {
  const raw = window.location.hash.slice(1);
  if (!raw) return;
  let id = raw;
  try {
    id = decodeURIComponent(raw);
  } catch {
    return;
  }
  document.getElementById(id)?.scrollIntoView();
}

/** The article's pre-rendered HTML; links to other pages go through the shell's navigate. */
export function ArticleBody({ html, lang, textLang, navigate }: ArticleBodyProps) {
  const ref = useRef<HTMLDivElement>(null);
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  });

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      const link = (event.target as Element | null)?.closest?.('a');
      const href = link?.getAttribute('href');
      if (!link || !href || link.hasAttribute('download')) return;
      const to = internalTarget(href, lang);
      if (to === undefined) return;
      event.preventDefault();
      navigateRef.current(to);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [lang]);

  // A deep link (/docs/x#heading) arrives before the article does: scroll once it is here.
  useEffect(() => {
    scrollToHash();
  }, [html]);

  // The drawdown template checker sits right after the template's download links.
  const parts = splitAfterTemplateDownload(html);
  if (parts)
    return (
      <div ref={ref} lang={textLang}>
        <div className={styles.prose} dangerouslySetInnerHTML={{ __html: parts[0] }} />
        <TemplateCheckSlot />
        <div className={styles.prose} dangerouslySetInnerHTML={{ __html: parts[1] }} />
      </div>
    );
  return <div ref={ref} className={styles.prose} lang={textLang} dangerouslySetInnerHTML={{ __html: html }} />;
}
