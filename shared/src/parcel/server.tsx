import { Writable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type { ReactElement } from 'react';
import type { i18n as I18n } from 'i18next';
import { renderToPipeableStream } from 'react-dom/server';
import { toI18nLang, type RouteLang } from '@site/shared/lang';
import { fileDeclarationProblem, type ManifestFile, type PageSource, type RouteSource } from '@site/shared/routes';
import { PHRASES_ATTRIBUTE, type PhraseBook } from '@site/shared/ui';
import { modelPhrases } from '@site/shared/phrases/model';
import { parcelElement, type PagesDefinition } from './create-parcel';
import { serializeServerData, type ServerData } from './server-data';
import type { FormActionInput, FormActionRedirect, FormActionResult } from './form-post';
import type { RemoteProps } from './types';
import { titleRecorder } from './use-page-title';
import { ROUTER_DATA_KEY, type LoadBudget } from '@site/shared/pages';
import { leafRouteId, queryPages, routerData, staticPage } from '../pages/render-pages';

/**
 * Build-time rendering of a remote's pages (docs/composition.md). A remote's server entry
 * (`src/server-entry.tsx`, built by the preset for Node) default-exports `defineServerRemote(…)`;
 * `shared/build/prerender.mjs` calls it for every route and language and writes the fragments
 * and `routes.json`. The element is the parcel's own (`parcelElement`), so the browser hydrates
 * exactly what was rendered here.
 */

/** How long a page may wait for its lazy chunks and strings before what is left renders in the browser. */
const RENDER_TIMEOUT_MS = 15_000;

/**
 * Renders an element to HTML once everything it suspends on (lazy pages, translations) is ready.
 * A boundary still pending after the timeout is left to the browser (React marks it so).
 */
export function renderToHtml(element: ReactElement, timeoutMs = RENDER_TIMEOUT_MS): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const decoder = new StringDecoder('utf8');
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += decoder.write(chunk);
        done();
      },
      final(done) {
        resolve(html + decoder.end());
        done();
      },
    });
    let failed = false;
    const stream = renderToPipeableStream(element, {
      // The whole page inline, each boundary in place: a fragment's HTML is composed into another
      // page, where React's scripts that move outlined boundaries into place would not run.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        clearTimeout(timer);
        stream.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        failed = true;
        reject(error);
      },
      onError(error) {
        // A boundary that failed is rendered by the browser instead; the build says which.
        if (!failed) console.warn('[prerender] a region is left to the browser:', error);
      },
    });
    const timer = setTimeout(() => stream.abort(new Error(`still pending after ${timeoutMs} ms`)), timeoutMs);
  });
}

/**
 * The phrases the server cut for a page's headings, as a script element at the end of its HTML
 * (none when there are none), written as the page's data is: the parcel takes it out before hydrating.
 */
export function servedPhrasesHtml(record: ReadonlyMap<string, readonly number[]>): string {
  return record.size === 0 ? '' : `<script type="application/json" ${PHRASES_ATTRIBUTE}>${serializeServerData(Object.fromEntries(record))}</script>`;
}

export interface ServerRemoteOptions {
  /** The remote's name, as in remotes.json. */
  name: string;
  /** The same definition the exposed parcel is made from: its pages (`src/routes.ts`) and strings. */
  definition: PagesDefinition;
  /** 'lang' under the language prefix, or the remote's base path ('/exportdrawback'). */
  mount: 'lang' | `/${string}`;
  langs: readonly RouteLang[];
  /** Pages below prefix routes, known at build time (help articles), per language. */
  pages?: (lang: RouteLang) => Promise<PageSource[]>;
  /** Namespace of the routes' titles and descriptions ('routes'). */
  metaNamespace?: string;
  /** Files the site serves at its own address on the remote's behalf (routes.json `files`). */
  files?: readonly ManifestFile[];
}

/** A posted form, as the site's server hands it to the remote. */
export interface ActionOptions extends FormActionInput {
  /** The api's address, as the site's server reaches it. */
  apiUrl: string;
  /** The visitor's address, sent to the api as `X-Forwarded-For`: the api's per-client write budget applies to them. */
  forwardedFor: string;
}

export interface RenderedPage {
  html: string;
  /** The i18n namespaces the page used: their locale files are preloaded with it. */
  namespaces: string[];
  /** A per-request render some of whose loads failed or were late: the page shows their loading state. */
  incomplete?: true;
  /** The title the page gave itself as it rendered (`usePageTitle`), when it names itself. */
  title?: string;
}

/** A render for one request (docs/composition.md, "Pages rendered per request"). */
export interface RenderOptions {
  /** The page's query, as the browser's parcel gets it. */
  query?: Record<string, string>;
  /**
   * The api's address for this render's loaders, each of which gets a client of this render's own
   * (those wrapped in `servedInTime` at most `loadTimeoutMs`). Without it, the page renders as at
   * build time: loaders that need the api answer their loading state.
   */
  apiUrl?: string;
  /** How long the page's `servedInTime` loaders may take before the page is rendered without the slower ones (1.5 s). */
  loadTimeoutMs?: number;
  /** Data the site's server adds: a form's outcome (`form:<name>`), which the page reads as its action's data. */
  data?: ServerData;
}

/** How long a per-request render's `servedInTime` loaders may take before the page is rendered without them. */
const LOAD_TIMEOUT_MS = 1_500;

declare const __webpack_public_path__: string | undefined;

export interface ServerRemote {
  name: string;
  /** The URL the remote's files are served from, as this build was told (asset URLs in its HTML). */
  publicPath: string;
  mount: 'lang' | `/${string}`;
  langs: readonly RouteLang[];
  /** Its routes as routes.json lists them (a remote of pages: from its `src/routes.ts` and each page's `handle`). */
  listRoutes: () => Promise<readonly RouteSource[]>;
  pages: (lang: RouteLang) => Promise<PageSource[]>;
  /** A route's title and description (`route.head`'s `head.*`, else `<key>.*` of the routes namespace). */
  meta: (lang: RouteLang, route: Pick<RouteSource, 'key' | 'head'>) => Promise<{ title: string; description: string }>;
  /** The label of a route's link in the shell's navigation: `label` or the route's `nav` key, else its title. */
  navLabel: (lang: RouteLang, route: Pick<RouteSource, 'key' | 'head'>, label?: string) => Promise<string>;
  /** A remote mounted at its own path: its site's name (`site.title`), the suffix of its page titles. */
  siteTitle: (lang: RouteLang) => Promise<string | undefined>;
  /** Files the site serves at its own address on the remote's behalf. */
  files: readonly ManifestFile[];
  /** Renders a page: at build time with no options, per request with its query, the api and the site's data. */
  render: (lang: RouteLang, path: string, options?: RenderOptions) => Promise<RenderedPage>;
  /**
   * Runs the action of the page a form was posted to (React Router's static handler runs the route's
   * `action`, as a `<Form>` or a fetcher would in the browser), which answers the form's outcome or
   * sends the visitor on (`redirect`); undefined when the page takes no form.
   */
  action: (options: ActionOptions) => Promise<FormActionResult | FormActionRedirect | undefined>;
}

const noop = () => undefined;

/**
 * The namespaces a render asked an instance for: react-i18next records them on the instance as
 * `useTranslation` asks (creating the record on first use); an instance no render used has none.
 */
function usedNamespaces(instance: I18n): Record<string, boolean> {
  return (instance as I18n & { reportNamespaces?: { usedNamespaces: Record<string, boolean> } }).reportNamespaces?.usedNamespaces ?? {};
}

/** The server side of a remote: its routes, their head, and its pages rendered to HTML. */
export function defineServerRemote<P extends RemoteProps>({
  name,
  definition,
  mount,
  langs,
  pages = async () => [],
  metaNamespace = 'routes',
  files = [],
}: ServerRemoteOptions): ServerRemote {
  const { i18n, pages: pageList } = definition;
  let listed: Promise<readonly RouteSource[]> | undefined;
  const listRoutes = () => (listed ??= pageList.manifest());
  // A declaration the site could never serve fails the remote's build, not a visitor's request.
  for (const file of files) {
    const problem = fileDeclarationProblem(file);
    if (problem) throw new Error(`${name}: the file declared at ${JSON.stringify(file.at)}: ${problem}.`);
  }
  const fixedT = async (lang: RouteLang, namespace = metaNamespace) => {
    const lng = toI18nLang(lang);
    await i18n.loadLanguages(lng);
    await i18n.loadNamespaces(namespace);
    return i18n.getFixedT(lng, namespace);
  };
  /** Where a route's head is: its own namespace's `head`, or its key in the routes namespace. */
  const headOf = (route: Pick<RouteSource, 'key' | 'head'>) => (route.head ? { namespace: route.head, prefix: 'head' } : { namespace: metaNamespace, prefix: route.key });
  // i18next answers a missing key with the key itself.
  const found = (t: (key: string) => string, key: string): string | undefined => {
    const value = t(key);
    return value && value !== key ? value : undefined;
  };
  /**
   * A page, rendered once: React Router's static handler runs its loaders with
   * this render's own api client (none at build time), and the page renders from their data, which is
   * written into the HTML for the browser's router. A posted form's outcome (the site's server hands
   * it back as `form:<name>`) is the page's action data.
   */
  const renderPage = async (props: P, options: RenderOptions): Promise<{ html: string; namespaces: string[]; incomplete: boolean }> => {
    // Per request, the loaders wrapped in `servedInTime` have `loadTimeoutMs`; one that fails or is
    // late leaves its data to the browser, and the render is incomplete.
    let incomplete = false;
    const deadline = new AbortController();
    const timer = options.apiUrl !== undefined ? setTimeout(() => deadline.abort(), options.loadTimeoutMs ?? LOAD_TIMEOUT_MS) : undefined;
    const loadBudget: LoadBudget = {
      deadline: deadline.signal,
      leftToBrowser: () => {
        incomplete = true;
      },
    };
    let answered: Awaited<ReturnType<typeof queryPages>>;
    try {
      answered = await queryPages(pageList, { props, ...(options.apiUrl !== undefined ? { apiUrl: options.apiUrl, loadBudget } : {}) });
    } finally {
      clearTimeout(timer);
    }
    if (answered.kind === 'redirect') throw new Error(`${name}: ${props.path} is no page; it redirects to ${answered.location}.`);
    const { context } = answered;
    const [failed] = Object.values(context.errors ?? {});
    if (context.errors) throw failed instanceof Error ? failed : new Error(`${name}: a loader of ${props.path} failed (${JSON.stringify(failed)}).`);
    const outcome = Object.entries(options.data ?? {}).find(([key]) => key.startsWith('form:'));
    const leaf = leafRouteId(context);
    if (outcome && leaf) context.actionData = { [leaf]: outcome[1] };
    const data = { [ROUTER_DATA_KEY]: routerData(context) };
    // The headings' phrases go with the page: the browser hydrates the same spans without a model.
    const record = new Map<string, number[]>();
    const phrases: PhraseBook = { split: modelPhrases, record };
    const served = { json: serializeServerData(data), data };
    // The remote's strings for this render alone: a clone shares the loaded strings but keeps its own
    // language and its own record of the namespaces the page asked for, so that renders of pages in
    // different languages run side by side. Ready in the page's language before the render starts
    // (i18next would otherwise start it on a timer, and the page would suspend on its language gate).
    const own = i18n.cloneInstance({ lng: toI18nLang(props.lang), initAsync: false });
    await own.changeLanguage(toI18nLang(props.lang));
    const html = (await renderToHtml(parcelElement(definition, props, { served, phrases, page: staticPage(answered, props), i18n: own }))) + servedPhrasesHtml(record);
    return { html, namespaces: Object.keys(usedNamespaces(own)), incomplete };
  };
  return {
    name,
    publicPath: typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '',
    mount,
    langs,
    listRoutes,
    pages,
    files,
    async meta(lang, route) {
      const { namespace, prefix } = headOf(route);
      const t = await fixedT(lang, namespace);
      const head = { title: found(t, `${prefix}.title`), description: found(t, `${prefix}.description`) };
      // i18next answers a missing key with the key itself: a page without its head fails the build.
      if (!head.title || !head.description) {
        throw new Error(`${name}: the ${toI18nLang(lang)} title or description of route "${route.key}" (${prefix}.title, ${prefix}.description) is missing from locales/${toI18nLang(lang)}/${namespace}.json`);
      }
      return { title: head.title, description: head.description };
    },
    async navLabel(lang, route, label) {
      const { namespace, prefix } = headOf(route);
      const t = await fixedT(lang, namespace);
      const key = label ?? `${prefix}.nav`;
      const text = found(t, key) ?? (label ? undefined : found(t, `${prefix}.title`));
      if (!text) throw new Error(`${name}: the ${toI18nLang(lang)} navigation label "${key}" of route "${route.key}" is missing from locales/${toI18nLang(lang)}/${namespace}.json`);
      return text;
    },
    async siteTitle(lang) {
      if (mount === 'lang') return undefined;
      const text = found(await fixedT(lang), 'site.title');
      if (!text) throw new Error(`${name}: a remote mounted at ${mount} is a site of its own; its ${toI18nLang(lang)} name "site.title" is missing from locales/${toI18nLang(lang)}/${metaNamespace}.json`);
      return text;
    },
    async action({ apiUrl, forwardedFor, ...input }) {
      // The page's action, as a fetcher or a <Form> runs it in the browser, with a client of this post's own.
      const answered = await queryPages(pageList, { props: { lang: input.lang, path: input.path, query: { ...input.query } }, apiUrl, forwardedFor, post: input.fields });
      if (answered.kind === 'redirect') {
        // Only to a page of the remote's own: the address is written below its mount point.
        if (!answered.location.startsWith('/') || answered.location.startsWith('//') || answered.location.startsWith('/\\')) {
          throw new Error(`${name}: the action of ${input.path} redirects to ${answered.location}; an action redirects to a path of its own remote, starting with a single '/'.`);
        }
        return { redirect: answered.location };
      }
      const { context } = answered;
      const leaf = leafRouteId(context);
      // No action on the page (React Router answers 405): the page takes no form.
      if (!leaf || !context.actionData || !Object.hasOwn(context.actionData, leaf)) return undefined;
      return { status: context.statusCode, outcome: context.actionData[leaf] };
    },
    async render(lang, path, options = {}) {
      const named = titleRecorder();
      const props = { lang, path, query: options.query ?? {}, navigate: noop, setTitle: named.setTitle } as unknown as P;
      const page = await renderPage(props, options);
      return {
        html: page.html,
        namespaces: page.namespaces,
        ...(page.incomplete ? { incomplete: true as const } : {}),
        ...(named.title() ? { title: named.title() } : {}),
      };
    },
  };
}
