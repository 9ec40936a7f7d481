import type { RemoteProps } from '@site/shared/parcel';

/** What every page of this remote gets from its route: the language, the shell's navigation and the page's query (the landing page's calculator reads its answers there). */
export type PageProps = Pick<RemoteProps, 'lang' | 'navigate'> & Partial<Pick<RemoteProps, 'query'>>;
