import { useEffect, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import type { ParcelConfig } from 'single-spa';
import type { NavigateOptions, RemoteProps } from './types';
import { DEFAULT_LANG, ROUTE_LANGS, isRouteLang, langHref, langLabel, toHtmlLang, toI18nLang, type RouteLang } from '@site/shared/lang';
import { siteStore, useSiteStore } from '@site/shared/store';
import { sharedI18n } from '@site/shared/ui';
import { RemoteParcel } from './remote-parcel';
import { fetchRemotesConfig } from '@site/shared/parcel/remotes-config';
import { registerSiteRemotes } from './remote-registry';
import { pageTitle } from '../routes/page-title';
import '../styles/tokens.css';

export interface StandaloneOptions {
  /** The remote's name, shown in the QA bar. */
  name: string;
  /** The local parcel module, imported directly rather than through federation. */
  load: () => Promise<{ default: ParcelConfig<RemoteProps> }>;
  /** 'lang' when the remote lives under the language prefix, else its base path ('/exportdrawback'). */
  mount: 'lang' | `/${string}`;
  /** The remote embeds other remotes: read them from standalone/remotes.json (the package's standalone.remotes.json). */
  embedsRemotes?: boolean;
  /**
   * The one language of a remote that speaks only it (the Chinese-only micro-site): the QA page
   * gives the parcel this `lang` and marks the document in it, as the shell does on the site, and
   * offers no language to switch to.
   */
  lang?: RouteLang;
}

const subscribe = (notify: () => void) => {
  window.addEventListener('popstate', notify);
  return () => window.removeEventListener('popstate', notify);
};
const currentHref = () => window.location.pathname + window.location.search;

function parseLocation(mount: StandaloneOptions['mount']): { lang: RouteLang; path: string; query: Record<string, string> } {
  const query = Object.fromEntries(new URLSearchParams(window.location.search));
  const segments = window.location.pathname.split('/').filter(Boolean);
  if (mount === 'lang') {
    const [first, ...rest] = segments;
    if (isRouteLang(first)) return { lang: first, path: `/${rest.join('/')}`, query };
    return { lang: siteStore.getState().lang, path: `/${segments.join('/')}`, query };
  }
  const below = window.location.pathname.startsWith(mount) ? window.location.pathname.slice(mount.length) : window.location.pathname;
  return { lang: siteStore.getState().lang, path: below.startsWith('/') ? below : `/${below}`, query };
}

function StandaloneHost({ name, load, mount, embedsRemotes = false, lang: ownLang }: StandaloneOptions) {
  useSyncExternalStore(subscribe, currentHref);
  const storeLang = useSiteStore((state) => state.lang);
  const { lang: urlLang, path, query } = parseLocation(mount);
  const lang = ownLang ?? (mount === 'lang' ? urlLang : storeLang);
  // The QA bar speaks the page's language, which it passes to the parcel (one channel).
  const { t } = useTranslation('shared', { i18n: sharedI18n, lng: toI18nLang(lang) });
  const [ready, setReady] = useState(!embedsRemotes);

  useEffect(() => {
    if (!embedsRemotes) return;
    void fetchRemotesConfig('/standalone/remotes.json').then((result) => {
      if (result.ok) registerSiteRemotes(result.config);
      else console.error(`[standalone] ${result.error}`);
      setReady(true);
    });
  }, [embedsRemotes]);
  useEffect(() => {
    siteStore.getState().setLang(lang);
    document.documentElement.lang = toHtmlLang(lang);
  }, [lang]);

  const go = (to: string, options?: NavigateOptions) => {
    const target = mount === 'lang' ? langHref(lang, to) : `${mount}${to === '/' ? '' : to}`;
    if (options?.replace) window.history.replaceState(null, '', target);
    else if (target !== currentHref()) window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
    window.scrollTo(0, 0);
  };
  const switchLang = (next: RouteLang) => {
    if (mount === 'lang') {
      window.history.pushState(null, '', `/${next}${path === '/' ? '' : path}${window.location.search}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    } else siteStore.getState().setLang(next);
  };

  return (
    <>
      <header className="standalone-bar">
        <strong>{t('standalone.heading', { name })}</strong>
        {!ownLang && (
          <label>
            {t('standalone.language')}{' '}
            <select value={lang} onChange={(event) => switchLang(event.target.value as RouteLang)}>
              {ROUTE_LANGS.map((code) => (
                <option key={code} value={code}>
                  {langLabel(code)}
                </option>
              ))}
            </select>
          </label>
        )}
        <small>{t('standalone.remotes')}</small>
      </header>
      {ready && (
        <RemoteParcel
          id={`${name}/standalone`}
          load={() => load().then((module) => module.default)}
          lang={lang}
          path={path}
          query={query}
          navigate={go}
          setTitle={(title) => {
            document.title = pageTitle(title, name);
          }}
        />
      )}
    </>
  );
}

/** Mounts a remote on its own page, so QA can test it in isolation (docs/testing.md). */
export function mountStandalone(options: StandaloneOptions): void {
  if (!siteStore.getState().lang) siteStore.getState().setLang(DEFAULT_LANG);
  const container = document.getElementById('root');
  if (container) createRoot(container).render(<StandaloneHost {...options} />);
}
