import { Fragment, useContext } from 'react';
import { useTreeI18n } from '@site/shared/i18n';
import type { I18nLang } from '@site/shared/lang';
import { PhraseBookContext, phrasesFrom } from './book';
import { isPhrased } from './split';
import styles from './phrases.module.css';

export interface PhrasesProps {
  /** The heading's text, one string. */
  children: string;
  /** The text's language; by default the language of the tree it renders in (its parcel's). */
  lang?: I18nLang;
}

/**
 * A heading's text that wraps between phrases, never inside a word: Chinese has no spaces, so the
 * browser would otherwise break between any two characters (从单证到到 / 账). Each phrase is a
 * span that does not wrap, so a line breaks only between them; English is left as it is. The
 * phrases come from the page's phrase book (`book.ts`): the server's model, sent with the page, so
 * the browser hydrates the same spans without a model of its own.
 */
export function Phrases({ children, lang }: PhrasesProps) {
  const i18n = useTreeI18n();
  const book = useContext(PhraseBookContext);
  const language = lang ?? (i18n?.language as I18nLang | undefined);
  if (!isPhrased(language)) return <>{children}</>;
  const phrases = phrasesFrom(book, i18n, children, language);
  if (phrases.length < 2) return <>{children}</>;
  return (
    <>
      {phrases.map((phrase, index) => {
        // Spaces stay outside the spans: a line may break at them, as in English.
        const core = phrase.trim();
        const before = phrase.slice(0, phrase.length - phrase.trimStart().length);
        const after = phrase.slice(phrase.trimEnd().length);
        // The phrases of one string never change order: the index is their identity.
        return (
          <Fragment key={index}>
            {before}
            {core && <span className={styles.phrase}>{core}</span>}
            {core && after}
          </Fragment>
        );
      })}
    </>
  );
}
