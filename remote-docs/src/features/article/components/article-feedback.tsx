import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { submitArticleFeedback } from '@site/shared/api/operations';
import { useTranslation } from '@site/shared/i18n';
import type { RouteLang } from '@site/shared/lang';
import { Button, Phrases } from '@site/shared/ui';
import { voterId } from '../utils/voter-id';
import styles from './article-feedback.module.css';

export interface ArticleFeedbackProps {
  lang: RouteLang;
  /** The article's name, as in /docs/{name}. */
  name: string;
}

export const COMMENT_MAX = 500;
const storageKey = (name: string) => `docs-feedback:${name}`;

function readVote(name: string): string | null {
  try {
    return window.localStorage.getItem(storageKey(name));
  } catch {
    return null;
  }
}

/** Another tab answering changes this one too (the storage event). */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * "Was this helpful?" at the end of an article: yes or no, then an optional comment of at most
 * 500 characters, sent to the api (POST /api/docs/feedback/submit). One answer per article per
 * browser: the answer is remembered in localStorage, and the question is not asked again; the api
 * enforces it too, keeping one answer per anonymous voter id (`voterId`), so a repeat replaces.
 * Keyed by article where it is used, so another article starts afresh.
 */
export function ArticleFeedback({ lang, name }: ArticleFeedbackProps) {
  const { t } = useTranslation();
  const id = useId();
  const [helpful, setHelpful] = useState<boolean | null>(null);
  const [comment, setComment] = useState('');
  const [sendState, setState] = useState<'asking' | 'sending' | 'sent' | 'failed'>('asking');
  // The server's HTML always asks (no stored answer there), so hydration matches; then the browser's answer counts.
  const answered = useSyncExternalStore(subscribe, () => readVote(name) !== null, () => false);
  const state = sendState === 'sent' || !answered ? sendState : 'answered';

  const tooLong = comment.length > COMMENT_MAX;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (helpful === null || tooLong) return;
    setState('sending');
    try {
      const trimmed = comment.trim();
      // The api client loads only when a reader answers: it is no part of the article's first load.
      const { callApi } = await import('@site/shared/api');
      await callApi(submitArticleFeedback, { body: { article: name, lang, voter: voterId(), helpful, ...(trimmed ? { comment: trimmed } : {}) }, lang });
      try {
        window.localStorage.setItem(storageKey(name), helpful ? 'yes' : 'no');
      } catch {
        // Private mode: the answer is stored by the api all the same.
      }
      setState('sent');
    } catch {
      setState('failed');
    }
  };

  const headingId = `${id}-heading`;
  if (state === 'sent' || state === 'answered') {
    return (
      <section className={styles.feedback} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          <Phrases>{t('feedback.title')}</Phrases>
        </h2>
        <p role="status" className={styles.thanks}>
          {t(state === 'sent' ? 'feedback.thanks' : 'feedback.already')}
        </p>
      </section>
    );
  }

  return (
    <section className={styles.feedback} aria-labelledby={headingId}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <h2 id={headingId} className={styles.heading}>
          <Phrases>{t('feedback.title')}</Phrases>
        </h2>
        <div className={styles.choices} role="group" aria-labelledby={headingId}>
          <Button variant={helpful === true ? 'primary' : 'secondary'} aria-pressed={helpful === true} onClick={() => setHelpful(true)}>
            {t('feedback.yes')}
          </Button>
          <Button variant={helpful === false ? 'primary' : 'secondary'} aria-pressed={helpful === false} onClick={() => setHelpful(false)}>
            {t('feedback.no')}
          </Button>
        </div>
        {helpful !== null && (
          <div className={styles.more}>
            <label htmlFor={`${id}-comment`} className={styles.label}>
              {t('feedback.commentLabel')}
            </label>
            <textarea
              id={`${id}-comment`}
              className={styles.comment}
              rows={3}
              value={comment}
              aria-describedby={`${id}-hint`}
              aria-invalid={tooLong || undefined}
              onChange={(event) => setComment(event.target.value)}
            />
            <p id={`${id}-hint`} className={tooLong ? styles.error : styles.hint}>
              {tooLong ? t('feedback.tooLong', { max: COMMENT_MAX }) : t('feedback.hint', { count: comment.length, max: COMMENT_MAX })}
            </p>
            <Button type="submit" loading={state === 'sending'} disabled={tooLong}>
              {t('feedback.submit')}
            </Button>
          </div>
        )}
        {state === 'failed' && (
          <p role="alert" className={styles.error}>
            {t('feedback.failed')}
          </p>
        )}
      </form>
    </section>
  );
}
