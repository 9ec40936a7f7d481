export { Phrases, type PhrasesProps } from './phrases';
export { PHRASES_ATTRIBUTE, PhraseBookContext, takeServedPhrases, type PhraseBook } from './book';
export { KEEP_TOGETHER, LOCALE_PHRASES_KEY, isPhrased } from './split';
