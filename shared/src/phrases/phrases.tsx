import { Fragment } from 'react';
import type { I18nLang } from '@site/shared/lang';
import { useTreeLanguage } from '@site/shared/i18n';
import { phrasesOf } from './parser';
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
 * span that does not wrap, so a line breaks only between them; English is left as it is. It suspends until
 * the Chinese model has arrived, on the server and in the browser alike, so the HTML of a
 * prerendered page and of its hydration are the same.
 */
export function Phrases({ children, lang }: PhrasesProps) {
  const treeLang = useTreeLanguage();
  const language = lang ?? treeLang;
  if (!language) return <>{children}</>;
  const phrases = phrasesOf(children, language);
  if (phrases instanceof Promise) throw phrases;
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
