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

describe('the Watch-a-Demo request', () => {
  it('opens for a product with an estimate, counting each opening, and closes keeping what was asked', () => {
    const estimate = { product: 'OTA_FINANCE', amount: 1000, currency: 'USD', tenorDays: 30, annualRatePercent: 10, interest: 8.22, total: 1008.22 } as const;
    expect(siteStore.getState().demoRequest).toEqual({ open: false, product: undefined, estimate: undefined, session: 0 });
    siteStore.getState().openDemoRequest('OTA_FINANCE', estimate);
    expect(siteStore.getState().demoRequest).toEqual({ open: true, product: 'OTA_FINANCE', estimate, session: 1 });
    siteStore.getState().closeDemoRequest();
    expect(siteStore.getState().demoRequest).toEqual({ open: false, product: 'OTA_FINANCE', estimate, session: 1 });
    siteStore.getState().openDemoRequest();
    expect(siteStore.getState().demoRequest).toEqual({ open: true, product: undefined, estimate: undefined, session: 2 });
  });

  it('does not notify when a closed drawer is closed again', () => {
    siteStore.getState().closeDemoRequest();
    const listener = jest.fn();
    const unsubscribe = siteStore.subscribe(listener);
    siteStore.getState().closeDemoRequest();
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('between tests (jest/setup-dom.ts)', () => {
  it('a test may leave the Watch-a-Demo drawer open…', () => {
    siteStore.getState().openDemoRequest('INTERNATIONAL_TRADE');
    expect(siteStore.getState().demoRequest.open).toBe(true);
  });

  it('…and the next test starts with it closed, so its lazily loaded form cannot appear there', () => {
    expect(siteStore.getState().demoRequest.open).toBe(false);
  });
});
