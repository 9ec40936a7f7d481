import { act, render, type RenderResult } from '@testing-library/react';
import type { RouteLang } from '@site/shared/lang';
import { parcelElement, type ParcelDefinition, type RemoteProps } from '@site/shared/parcel';
import { siteStore } from '@site/shared/store';
import { remoteProps } from './render';

export interface MountParcelOptions {
  /** The parcel's `lang` prop: the route's language, the one the parcel must speak and ask in. */
  lang: RouteLang;
  /** What the site store says meanwhile; a test of the one language channel makes it differ from `lang`. */
  storeLang: RouteLang;
  path?: string;
  query?: RemoteProps['query'];
}

/**
 * Mounts a remote's parcel as createParcel does (parcelElement: its i18n instance gated on the
 * `lang` prop), while the site store says `storeLang`. The store and the prop agree on the site;
 * made to disagree, anything that reads the store instead of the prop (an api call's
 * Accept-Language, a string) shows the store's language. Resets nothing: the test puts the store
 * and the instance back (afterEach).
 */
export async function mountParcel(
  definition: ParcelDefinition,
  { lang, storeLang, path = '/', query = {} }: MountParcelOptions,
): Promise<RenderResult & { props: ReturnType<typeof remoteProps> }> {
  siteStore.getState().setLang(storeLang);
  const props = remoteProps({ lang, path, query });
  const view = render(parcelElement(definition, props));
  await act(async () => undefined);
  return { ...view, props };
}
