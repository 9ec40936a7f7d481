import type { RemoteProps } from '@site/shared/parcel';

/** What every page receives from Root: the mount contract minus the path it was routed on. */
export type PageProps = Omit<RemoteProps, 'path'>;
