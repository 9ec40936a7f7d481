import type { RemoteProps } from '@site/shared/parcel';

/** What every page of this remote gets from Root: the language and the shell's navigation. */
export type PageProps = Pick<RemoteProps, 'lang' | 'navigate'>;
