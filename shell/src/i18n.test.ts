import type { i18n as I18n } from 'i18next';
import type * as Store from '@site/shared/store';
import type * as ShellI18n from './i18n';

interface Started {
  instance: I18n;
  store: typeof Store.siteStore;
}

/**
 * The shell's i18n as a fresh page load at `path` creates it, the visitor's site language being
 * English; resolves once its first strings are in.
 */
async function startShellI18nAt(path: string): Promise<Started> {
  window.history.replaceState(null, '', path);
  let started: Started | undefined;
  jest.isolateModules(() => {
    const store = jest.requireActual<typeof Store>('@site/shared/store').siteStore;
    store.getState().setLang('en_us');
    started = { instance: jest.requireActual<typeof ShellI18n>('./i18n').shellI18n, store };
  });
  if (!started) throw new Error('The shell’s i18n module did not load.');
  const { instance } = started;
  if (!instance.isInitialized) await new Promise((resolve) => instance.on('initialized', resolve));
  return started;
}

const languagesDownloaded = (instance: I18n) => Object.keys(instance.store.data);

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.documentElement.lang = '';
  document.body.innerHTML = '';
});

describe('the shell’s strings on a first load', () => {
  it('start in Chinese on the export-refund micro-site, with no English strings downloaded', async () => {
    // As the server composes it: the micro-site's language on the document, the route table beside it.
    document.documentElement.lang = 'zh-CN';
    document.body.innerHTML = '<script type="application/json" id="site-routes">{}</script>';
    const { instance, store } = await startShellI18nAt('/exportdrawback/pricing');
    expect(instance.language).toBe('zh-CN');
    expect(instance.t('site.title')).toMatch(/[\u4e00-\u9fff]/);
    expect(languagesDownloaded(instance)).toEqual(['zh-CN']);
    // The visitor's site language stays as it was for the rest of the site.
    expect(store.getState().lang).toBe('en_us');
  });

  it('start in the page’s language elsewhere', async () => {
    const { instance } = await startShellI18nAt('/en_us/About');
    expect(instance.language).toBe('en');
    expect(languagesDownloaded(instance)).toEqual(['en']);
  });
});
