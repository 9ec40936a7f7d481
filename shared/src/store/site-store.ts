import { createStore, useStore } from 'zustand';
import type { components } from '@site/shared/api/schema';
import type { FinancingEstimate } from '@site/shared/financing';
import { DEFAULT_LANG, type RouteLang } from '@site/shared/lang';

/** A product a demo can be asked for (api `ProductKey`: the lead form's product tree). */
export type DemoProduct = components['schemas']['ProductKey'];

/**
 * The Watch-a-Demo drawer's request. The drawer belongs to remote-marketing, but any
 * remote may ask for it: the marketing pages host it themselves, another remote mounts the
 * `marketing/DemoRequest` parcel, and both render from this request.
 */
export interface DemoRequest {
  open: boolean;
  /** Preset in interestedProduct when the drawer is opened for a product. */
  product: DemoProduct | undefined;
  /** Figures from a calculator that the visitor agreed to send with the request. */
  estimate: FinancingEstimate | undefined;
  /** Counts the openings: each one starts a fresh form. */
  session: number;
}

/**
 * Site-wide client state, shared by the shell and every remote. `@site/shared/store` is a
 * federation singleton, so this module (and so this store) exists once per page.
 */
export interface SiteState {
  lang: RouteLang;
  /** `?hideNavigationBar` hides the header. */
  hideNavigationBar: boolean;
  demoRequest: DemoRequest;
  setLang: (lang: RouteLang) => void;
  setHideNavigationBar: (hidden: boolean) => void;
  /** Opens the Watch-a-Demo drawer, for a product and with an estimate when given. */
  openDemoRequest: (product?: DemoProduct, estimate?: FinancingEstimate) => void;
  closeDemoRequest: () => void;
}

export const siteStore = createStore<SiteState>()((set) => ({
  lang: DEFAULT_LANG,
  hideNavigationBar: false,
  demoRequest: { open: false, product: undefined, estimate: undefined, session: 0 },
  setLang: (lang) => set((state) => (state.lang === lang ? state : { lang })),
  setHideNavigationBar: (hidden) =>
    set((state) => (state.hideNavigationBar === hidden ? state : { hideNavigationBar: hidden })),
  openDemoRequest: (product, estimate) =>
    set((state) => ({ demoRequest: { open: true, product, estimate, session: state.demoRequest.session + 1 } })),
  closeDemoRequest: () =>
    set((state) => (state.demoRequest.open ? { demoRequest: { ...state.demoRequest, open: false } } : state)),
}));

export function useSiteStore<T>(selector: (state: SiteState) => T): T {
  return useStore(siteStore, selector);
}
