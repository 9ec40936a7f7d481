export { Button, buttonClassName, type ButtonProps } from './button';
export { CardGrid, type CardGridProps, type CardItem } from './card-grid';
export { Dialog, type DialogProps } from './dialog';
export { Drawing, type DrawingProps } from './drawing';
export { ErrorBoundary, type ErrorBoundaryProps } from './error-boundary';
export { FormField, type FormFieldProps } from './form-field';
export { Icon, type IconName } from './icon';
export { LineIcon, lineIconSet, type IconSetProps, type LineIconProps } from './line-icon';
export { RegionError, RegionLoading, RegionNotice, type RegionErrorProps, type RegionLoadingProps, type RegionNoticeProps } from './region-status';
export { Section, type SectionProps } from './section';
// Chinese headings' phrases, through this singleton so that every parcel on a page shares one parser
// and downloads its model once.
export { Phrases, preloadPhrases, type PhrasesProps } from '@site/shared/phrases';
export { SiteLink, SiteNavProvider, isPlainClick, useSiteHref, useSiteNav, type SiteLinkProps, type SiteNav } from './site-link';
// The shared primitives' own strings; the QA host page of every remote uses them too.
export { sharedI18n } from '../i18n/shared-i18n';
