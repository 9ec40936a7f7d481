import { siteStore } from './site-store';

describe('siteStore', () => {
  it('notifies subscribers when the language changes and not when it is set again', () => {
    const seen: string[] = [];
    const unsubscribe = siteStore.subscribe((state) => seen.push(state.lang));
    siteStore.getState().setLang('zh_cn');
    siteStore.getState().setLang('zh_cn');
    siteStore.getState().setLang('en_us');
    unsubscribe();
    expect(seen).toEqual(['zh_cn', 'en_us']);
  });

  it('keeps the hide-navigation flag', () => {
    siteStore.getState().setHideNavigationBar(true);
    expect(siteStore.getState().hideNavigationBar).toBe(true);
    siteStore.getState().setHideNavigationBar(false);
    expect(siteStore.getState().hideNavigationBar).toBe(false);
  });
});
