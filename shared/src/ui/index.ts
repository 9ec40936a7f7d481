export { Button, buttonClassName, type ButtonProps } from './button';
export { Dialog, type DialogProps } from './dialog';
export { Drawing, type DrawingProps } from './drawing';
export { ErrorBoundary, type ErrorBoundaryProps } from './error-boundary';
export { RegionError, RegionLoading, RegionNotice, type RegionErrorProps, type RegionLoadingProps, type RegionNoticeProps } from './region-status';
// Chinese headings' phrases, through this singleton so that every parcel on a page shares one parser
// and downloads its model once.
export { PHRASES_ATTRIBUTE, PhraseBookContext, Phrases, takeServedPhrases, type PhraseBook, type PhrasesProps } from '@site/shared/phrases';
export { SiteLink, SiteNavProvider, isPlainClick, useSiteHref, useSiteNav, type SiteLinkProps, type SiteNav } from './site-link';
// The shared primitives' own strings; the QA host page of every remote uses them too.
export { sharedI18n } from '../i18n/shared-i18n';
