import type { RemoteProps } from '@site/shared/parcel';
import type { PageHandle } from '@site/shared/pages';
import { ApplyPage } from './apply-page';

export { applicationAction as action, applicationLoader as loader } from '../loaders';

export const handle: PageHandle = { head: { key: 'consultation' }, indexable: true };

/** The route's page at /subscCons (src/routes.ts): the apply page's form, for a consultation. It is in the apply page's chunk. */
export default function ConsultationRoute({ query }: RemoteProps) {
  return <ApplyPage variant="consultation" channelId={query.channelId || undefined} />;
}
