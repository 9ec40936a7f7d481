import { StrictMode, Suspense } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { I18nextProvider } from '@site/shared/i18n';
import { ROUTE_LANGS, toI18nLang, type I18nLang, type RouteLang } from '@site/shared/lang';
import { clearServerFragments, setServerFragment, type ServerFragment } from '@site/shared/parcel';
import { App } from '../src/app/app';
import { HeadTags, type HeadInput } from '../src/lib/page-head';
import type { SiteRouteTable } from '../src/config/route-table';
import { shellI18n } from '../src/i18n';

const LANGS: I18nLang[] = ROUTE_LANGS.map(toI18nLang);

/** Loads the shell's strings in every language once, before the first page is rendered. */
export async function loadShellStrings(): Promise<void> {
  await shellI18n.loadLanguages(LANGS);
}

/** A per-request i18next instance over the shared, already loaded strings: requests never share a language. */
async function i18nFor(lng: I18nLang) {
  const instance = shellI18n.cloneInstance({ lng, initAsync: false });
  if (instance.language !== lng) await instance.changeLanguage(lng);
  return instance;
}

export interface FrameInput {
  /** Path and query of the request. */
  url: string;
  /** The language the shell's strings render in (zh_cn on the export-refund micro-site). */
  lang: RouteLang;
  table: SiteRouteTable;
  /** The owning remote's prerendered fragment, by region id ('marketing/Pages'). */
  fragment?: { id: string } & ServerFragment;
}

/** One of the shell's strings in a language (the strings are loaded at start), its `{{values}}` filled in, unescaped. */
export function shellText(lang: RouteLang, key: string, values: Record<string, string> = {}): string {
  return shellI18n.getFixedT(toI18nLang(lang), 'shell')(key, values);
}

/** The site's title in a language: the suffix of every page title. */
export function siteTitle(lang: RouteLang): string {
  return shellText(lang, 'site.title');
}

/**
 * The shell's whole tree for one request, as the browser's first render will be: header, footer
 * and the region, which holds the remote's fragment untouched (docs/composition.md).
 */
export async function renderFrame({ url, lang, table, fragment }: FrameInput): Promise<string> {
  const i18n = await i18nFor(toI18nLang(lang));
  // Synchronous from here: the fragment registry belongs to this render alone.
  if (fragment) setServerFragment(fragment.id, { html: fragment.html, key: fragment.key });
  try {
    return renderToString(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <Suspense fallback={null}>
            <StaticRouter location={url}>
              {/* The head goes into the document's head (renderHead); the tree renders its own only after a move. */}
              <App table={table} />
            </StaticRouter>
          </Suspense>
        </I18nextProvider>
      </StrictMode>,
    );
  } finally {
    clearServerFragments();
  }
}

/** The page's head as the document serves it: the same tags the browser's tree keeps up to date. */
export function renderHead(input: HeadInput): string {
  return renderToStaticMarkup(<HeadTags {...input} />);
}
