import { createStore, useStore } from 'zustand';
import { DEFAULT_LANG, type RouteLang } from '@site/shared/lang';

/**
 * Site-wide client state, shared by the shell and every remote. `@site/shared/store` is a
 * federation singleton, so this module (and so this store) exists once per page.
 */
export interface SiteState {
  lang: RouteLang;
  /** spec 2.1: `?hideNavigationBar` hides the header. */
  hideNavigationBar: boolean;
  setLang: (lang: RouteLang) => void;
  setHideNavigationBar: (hidden: boolean) => void;
}

export const siteStore = createStore<SiteState>()((set) => ({
  lang: DEFAULT_LANG,
  hideNavigationBar: false,
  setLang: (lang) => set((state) => (state.lang === lang ? state : { lang })),
  setHideNavigationBar: (hidden) =>
    set((state) => (state.hideNavigationBar === hidden ? state : { hideNavigationBar: hidden })),
}));

export function useSiteStore<T>(selector: (state: SiteState) => T): T {
  return useStore(siteStore, selector);
}
