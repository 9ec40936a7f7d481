export { Phrases, type PhrasesProps } from './phrases';
export { KEEP_TOGETHER, isPhrased, loadPhrases, phrasesOf, preloadPhrases } from './parser';
