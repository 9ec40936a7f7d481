import type { RemoteProps } from '@site/shared/parcel';

/** What every page receives from the parcel (src/routes.ts): the mount contract; the path is its route's. */
export type PageProps = Omit<RemoteProps, 'path'>;
