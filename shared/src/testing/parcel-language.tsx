import { act, render, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { DEFAULT_LANG, toI18nLang, type RouteLang } from '@site/shared/lang';
import { parcelElement, type ParcelDefinition, type RemoteProps } from '@site/shared/parcel';
import { siteStore } from '@site/shared/store';
import { remoteProps } from './render';

const mountedInstances = new Set<I18n>();

afterEach(async () => {
  await act(async () => {
    siteStore.getState().setLang(DEFAULT_LANG);
    for (const instance of mountedInstances) await instance.changeLanguage(toI18nLang(DEFAULT_LANG));
  });
  mountedInstances.clear();
});

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
 * Accept-Language, a string) shows the store's language. After each test the store and the
 * instances it mounted are put back to the default language (both are module singletons, shared by
 * every test of a file).
 */
export async function mountParcel(
  definition: ParcelDefinition,
  { lang, storeLang, path = '/', query = {} }: MountParcelOptions,
): Promise<RenderResult & { props: ReturnType<typeof remoteProps> }> {
  siteStore.getState().setLang(storeLang);
  mountedInstances.add(definition.i18n);
  const props = remoteProps({ lang, path, query });
  // Rendered inside an awaited act(): inside Testing Library's synchronous one React drops the
  // retry of a component that suspended on `use` (a parcel of pages waits so for its page's chunk).
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(parcelElement(definition, props));
  });
  if (!view) throw new Error('render did not run.');
  return { ...view, props };
}
