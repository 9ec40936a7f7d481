import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isMobileUserAgent } from '@site/shared/env';
import { detectLang, isRouteLang, langHref, toHtmlLang, type RouteLang } from '@site/shared/lang';
import { fragmentKey } from '@site/shared/parcel';
import { describeConflict, pageTitle, type ManifestPage } from '@site/shared/routes';
import { buildRouteTable, matchRoute, ownEntry, type SiteRouteTable } from '../src/config/route-table';
import { pageQuery, pickQuery, type HeadInput } from '../src/lib/page-head';
import { safeRedirectTarget } from '../src/lib/safe-redirect';
import { LANG_COOKIE, LANG_GUESSED_COOKIE } from '../src/lib/lang-storage';
import { DEFAULT_API_BODY_LIMIT, registerApiProxy } from './api-proxy';
import { declaredNotFound, notFoundPageFor } from './not-found-route';
import { composeDocument, inlineScriptHashes, preloadTags, type DocumentInput, type Preloads } from './document';
import { notFoundTitle } from './error-pages';
import { acceptedLanguages, cookieValue } from './http-errors';
import { createLastKnownRoutes } from './last-known-routes';
import { createLiveRenderer } from './live-render';
import { postAnswer, registerFormPosts, type FormPost } from './form-posts';
import { previewForRequest, previewOf, withPreview, PREVIEW_COOKIE } from './preview';
import { registerRemoteFiles } from './remote-files';
import { createRemoteSources, readRemotesFile, type RemotesFile, type RemoteState } from './remote-sources';
import { hostSharedVersions, type ManifestShared } from './shared-versions';
import { loadShellStrings, renderFrame, renderHead, siteTitle } from './render-frame';
import { pagePolicy } from './security-policy';
import { registerSiteFiles } from './site-files';
import { createStaticServer } from './static-server';

export interface ShellServerOptions {
  /** The shell's browser build (dist/). */
  root: string;
  /** favicon.svg (the logo), favicon.png (the page icon) and og-image.png. */
  publicDir: string;
  remotesFile: string;
  /**
   * Where the routes each remote last published are kept, so that a remote that is down when this
   * server starts still has its pages framed (default: beside remotesFile).
   */
  lastKnownRoutesFile?: string;
  port: number;
  apiUrl: string;
  host?: string;
  /**
   * The site's public origin (`http://localhost:3000`): its address in canonical links, hreflang,
   * sitemap.xml, robots.txt and llms.txt, and the origin a posted form must come from. By default this
   * server's own listening address, never the request's Host header.
   */
  origin?: string;
  /** The environment's token for the remotes' server builds, sent when downloading one (server-builds.ts). */
  serverBuildToken?: string;
  /** How long a remote may take to answer the server (manifests, fragments). */
  remoteTimeoutMs?: number;
  /** The api's body limit, applied before a body is forwarded (default: the api's default, 64 KB). */
  apiBodyLimitBytes?: number;
  /** How long the api may take to answer before the visitor gets 504. */
  apiTimeoutMs?: number;
  /** Proxies in front of this server whose `X-Forwarded-For` entries are passed on to the api (default 0). */
  trustedProxyHops?: number;
  /** Header and whole-request timeouts (408), static-server.ts. */
  timeouts?: { headersMs?: number; requestMs?: number };
}

/** A server listening on every interface is reached on this machine as localhost. */
const UNSPECIFIED_ADDRESSES = new Set(['0.0.0.0', '::']);

/** The shell build's own mf-manifest.json, if it has one. */
function readOwnManifest(root: string): { shared?: ManifestShared[] } | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(root, 'mf-manifest.json'), 'utf8')) as { shared?: ManifestShared[] };
  } catch {
    return undefined;
  }
}

/**
 * The shell's production server (docs/composition.md): its static files, remotes.json for this
 * environment, the api behind /api, sitemap.xml, robots.txt, and every page composed from the
 * shell's own rendering and the owning remote's prerendered fragment.
 */
export async function createShellServer(options: ShellServerOptions): Promise<FastifyInstance> {
  const { root, publicDir, remotesFile, port, apiUrl, host } = options;
  readRemotesFile(remotesFile);
  await loadShellStrings();
  // Remotes built against shared versions this shell may not serve are reported on its console.
  const sources = createRemoteSources({
    timeoutMs: options.remoteTimeoutMs ?? 1500,
    hostShared: hostSharedVersions(readOwnManifest(root)),
    warn: (message) => console.warn(`[shell] ${message}`),
  });
  // The template's inline start-up script is allowed by its hash; a new build changes both.
  const templateFile = path.join(root, 'index.html');
  let template = { mtimeMs: Number.NaN, hashes: [] as string[] };
  const templateScriptHashes = (): string[] => {
    const mtimeMs = fs.statSync(templateFile, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (mtimeMs !== template.mtimeMs) template = { mtimeMs, hashes: mtimeMs ? inlineScriptHashes(fs.readFileSync(templateFile, 'utf8')) : [] };
    return template.hashes;
  };
  // The site's address in canonical links, hreflang, sitemap.xml, robots.txt and llms.txt (answers a cache
  // keeps for everyone), and the origin a posted form must come from: the configured public
  // origin, else this server's own address. Never the request's Host header: any Host, this machine's names
  // at any port included, is a client's claim.
  const configuredOrigin = options.origin === undefined ? undefined : new URL(options.origin).origin;
  const listening: { server?: FastifyInstance } = {};
  const originOf = (_request: FastifyRequest): string => {
    if (configuredOrigin) return configuredOrigin;
    const address = listening.server?.server.address();
    if (!address || typeof address !== 'object') return `http://localhost:${port}`;
    const name = UNSPECIFIED_ADDRESSES.has(address.address) ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return `http://${name}:${address.port}`;
  };

  // Live routes' pages and embedded regions (the rates), rendered per request with the api.
  const live = createLiveRenderer({ apiUrl, serverBuildToken: options.serverBuildToken, warn: (message) => console.warn(`[shell] ${message}`) });

  const lastKnown = createLastKnownRoutes(options.lastKnownRoutesFile ?? path.join(path.dirname(remotesFile), 'routes.last-known.json'));
  const reported = new Set<string>();
  let currentTable: SiteRouteTable = buildRouteTable([]).table;

  /**
   * Everything a request needs to know about the remotes, read (or taken from cache) now. The route
   * table is built from the remotes' manifests in the order of remotes.json; a remote that cannot be
   * read keeps the routes it last published, so its pages still get the frame and Retry.
   */
  async function siteState(preview: Record<string, string> = {}): Promise<{ file: RemotesFile; remotes: Record<string, RemoteState>; table: SiteRouteTable }> {
    const file = withPreview(readRemotesFile(remotesFile), preview);
    const remotes = await sources.remotes(file);
    for (const state of Object.values(remotes)) live.warm(state);
    const manifests = Object.keys(file.remotes).flatMap((name) => {
      const manifest = remotes[name]?.routes;
      // A preview is one browser's: what the site last published stays the live build's.
      if (manifest && !Object.hasOwn(preview, name)) lastKnown.remember(name, manifest);
      const known = manifest ?? lastKnown.of(name);
      return known ? [known] : [];
    });
    const { table, conflicts } = buildRouteTable(manifests);
    for (const conflict of conflicts) {
      const sentence = describeConflict(conflict);
      if (!reported.has(sentence)) {
        reported.add(sentence);
        console.warn(`[shell] ${sentence}`);
      }
    }
    if (Object.keys(preview).length === 0) currentTable = table;
    return { file, remotes, table };
  }

  // Below a language prefix or a site of its own, every path is a page: `/en_us/a.b` is a mistyped page.
  const isPagePath = (pathname: string) => {
    const first = pathname.split('/').find(Boolean) ?? '';
    return isRouteLang(first) || first === 'WecomRedirect' || Object.hasOwn(currentTable.outside, first);
  };

  async function renderPage(request: FastifyRequest, reply: FastifyReply, template: string, post?: FormPost) {
    // The path read as a path: `//evil.example` resolved against a base would be a host. Dot segments
    // are dropped, so that no redirect below can fold into a protocol-relative address.
    const url = new URL(`http://site.invalid${request.url.startsWith('/') ? request.url : '/'}`);
    const segments = url.pathname.split('/').filter((segment) => segment !== '' && segment !== '.' && segment !== '..');
    const [first = ''] = segments;
    const origin = originOf(request);

    // /WecomRedirect follows on-site targets only, before any page exists (no open redirect).
    if (first === 'WecomRedirect') return reply.redirect(safeRedirectTarget(url.search, origin), 302);

    // A tester's preview (server/preview.ts): asked for on the address, confirmed by a form, kept in a cookie.
    const file = readRemotesFile(remotesFile);
    const previewed = await previewForRequest({
      request,
      reply,
      url,
      file,
      cookie: cookieValue(request.headers.cookie, PREVIEW_COOKIE),
      post,
      siteOrigin: origin,
      isPagePath,
      isPublished: async (manifestUrl) => (await sources.readJson(manifestUrl, { preview: true })) !== undefined,
    });
    if ('answer' in previewed) return previewed.answer;
    const { remotes: preview, refused } = previewed;
    const previewing = Object.keys(preview).length > 0 || refused !== undefined;

    // remotes.json as this browser sees it (its previews in place), checked: what the page loads its parts from.
    const { file: seen, remotes, table: liveOrPreviewTable } = await siteState(preview);
    const checked = seen.config;
    const table: SiteRouteTable = {
      ...liveOrPreviewTable,
      ...(checked.ok ? { remotes: checked.config } : {}),
      ...(previewing ? { preview: { remotes: preview, ...(refused ? { refused } : {}) } } : {}),
    };
    const outside = ownEntry(table.outside, first);
    if (!outside && !isRouteLang(first)) {
      // No prefix → the stored language (a cookie beside localStorage), else the browser's.
      const stored = cookieValue(request.headers.cookie, LANG_COOKIE);
      const lang = detectLang({ stored, browser: acceptedLanguages(request.headers['accept-language']) });
      reply.header('Vary', 'Cookie, Accept-Language');
      // A guess from the browser's languages: a language stored before the cookie existed (in
      // localStorage only) still wins, in the browser (shell/src/main.ts).
      // Secure: sent over HTTPS only (browsers accept it from http://localhost too); read by the page's script, so not HttpOnly.
      if (!stored) reply.header('Set-Cookie', `${LANG_GUESSED_COOKIE}=1; Path=/; Max-Age=60; SameSite=Lax; Secure`);
      return reply.redirect(`/${[lang, ...segments].join('/')}${url.search}`, 302);
    }

    let lang: RouteLang;
    let remoteName: string;
    let subPath: string;
    let routePath = '';
    let canonicalPath: string;
    let alternatesBelow: string | undefined;
    if (outside) {
      // A site of its own speaks its one language, whatever the visitor's.
      lang = outside.lang;
      remoteName = outside.remote;
      subPath = `/${segments.slice(1).join('/')}`;
      canonicalPath = `/${first}${subPath === '/' ? '' : subPath}`;
      // The micro-site's routes are its first segment below the mount ('' for its home).
      routePath = segments[1] ?? '';
    } else {
      lang = first as RouteLang;
      const match = matchRoute(`/${segments.slice(1).join('/')}`, table);
      if (match.kind === 'redirect') return reply.redirect(langHref(lang, match.to) + url.search, 301);
      // An unknown path goes to the site's root in the language the visitor was reading (a mistyped
      // `/zh_cn/…` keeps them in Chinese). A root no remote has published (its remote was never
      // reachable) is framed with the region's error instead: redirecting it would loop.
      if (match.kind === 'unknown' && segments.length > 1) return reply.redirect(langHref(lang, '/'), 302);
      remoteName = match.kind === 'route' ? match.route.remote : '';
      subPath = match.kind === 'route' ? match.path : '/';
      routePath = match.kind === 'route' ? match.route.path : '';
      canonicalPath = langHref(lang, subPath);
      alternatesBelow = subPath === '/' ? '' : subPath;
    }

    // An address that is none of the site's pages (an unknown help article, a path a site of its own
    // does not own) is answered 404 with its remote's not-found page, else the site's, under the
    // address as typed (not-found-route.ts). Below the language prefix the region shows that page at its
    // own path, and the route table tells the browser so; a site of its own routes the address itself.
    const missing = notFoundPageFor({
      manifestOf: (name) => remotes[name]?.routes,
      lang,
      remote: remoteName,
      routePath,
      subPath,
      ownSite: Boolean(outside),
      homeRemote: table.routes.find((candidate) => candidate.path === '')?.remote,
    });
    if (missing) {
      remoteName = missing.remote;
      routePath = missing.route?.path ?? routePath;
    }
    const regionPath = missing?.route && !outside ? `/${missing.route.path}` : subPath;
    const remote = remotes[remoteName];
    // A query the route names changes what the page shows (About's ?id, a news item's ?id, the
    // micro-site's ?channelId carried by every link): its built fragment, made without a query, is not
    // that page, so it is rendered for this query like a live route; left to the browser when that fails.
    const route = remote?.routes?.routes.find((candidate) => candidate.path === routePath);
    const routeQuery = route?.query ?? [];
    const pageKey = missing?.route ? missing.route.path : subPath.slice(1);
    // A not-found page answers 404 at its own address too: it is no page of the site's.
    const answeredNotFound = Boolean(missing) || declaredNotFound(remote?.routes)?.path === pageKey;
    const page: ManifestPage | undefined = remote?.routes?.pages[lang]?.[pageKey];
    const queryChangesPage = routeQuery.some((name) => (name === '*' ? url.search.length > 1 : url.searchParams.has(name)));
    const query = Object.fromEntries(url.searchParams);
    // A form posted without JavaScript: its remote's action, whose outcome the page is rendered with (form-posts.ts).
    const acted = post && remote && page && route?.live ? await live.action(remote, { lang, path: subPath, query, ...post }) : undefined;
    // An action that sends the visitor on (a step done, the next one to fill) is answered as the
    // browser's router moves after it: See Other, to that page of the same remote, fetched with GET.
    if (acted?.kind === 'redirect') {
      const to = outside ? `/${first}${acted.location === '/' ? '' : acted.location}` : langHref(lang, acted.location);
      return reply.redirect(to, 303);
    }
    const posted = post ? postAnswer(acted, post.form) : undefined;
    // A live route's page is rendered now, with its query and the api's data; as built when that fails.
    // A page picked by its query is rendered with only the names its route declares (all for '*'),
    // so that another parameter (a campaign's) does not make another render.
    const renderQuery = route?.live || routeQuery.includes('*') ? query : pickQuery(routeQuery, query);
    const perRequest = Boolean(route?.live) || queryChangesPage;
    const rendered =
      remote && page && perRequest ? await live.render(remote, { lang, path: regionPath, query: renderQuery, ...(posted?.data ? { data: posted.data } : {}) }) : undefined;
    const built = rendered === undefined && page?.fragment && remote && !queryChangesPage ? await sources.fragment(remote, page.fragment) : undefined;
    const served = rendered?.html ?? built;
    // The regions the page embeds (Home's rates) are filled with their remotes' renders.
    const composed = served === undefined ? undefined : await live.fillIncludes(served, lang, remotes);
    const html = composed?.html;

    // The query parameters that pick what the page shows (About's tab) are part of its address.
    const kept = pageQuery(routeQuery, query);
    const isHome = !outside && routePath === '';
    const suffix = outside?.title || siteTitle(lang);
    // Without a not-found page, the route's own head would name a page that is not there.
    const routeHead = missing && !missing.route ? undefined : (page ?? remote?.routes?.pages[lang]?.[routePath]);
    const headInput: HeadInput = {
      origin,
      lang,
      // A page that names itself as it renders (an announcement) has the last word on its title.
      title: pageTitle(rendered?.title ?? routeHead?.title ?? (missing ? notFoundTitle(lang) : ''), suffix),
      description: routeHead?.description ?? '',
      siteName: suffix,
      canonicalPath: canonicalPath + kept,
      ...(alternatesBelow !== undefined ? { alternatesBelow: alternatesBelow + kept } : {}),
      indexable: !answeredNotFound && (page?.indexable ?? Boolean(routeHead?.indexable)),
      organization: isHome,
    };
    const head = renderHead(headInput);

    const preloads: Preloads = { preconnect: [], stylesheets: [], scripts: [], fetches: [] };
    let afterPaint: DocumentInput['afterPaint'];
    if (remote) {
      if (remote.base.origin !== origin) preloads.preconnect.push(remote.base.origin);
      preloads.fetches.push(remote.manifestUrl);
      const files = (list: string[] | undefined) => (list ?? []).map((file) => new URL(file, remote.base).href);
      preloads.stylesheets.push(...[...files(remote.routes?.assets.css), ...files(page?.css)].map((href) => ({ href, remote: remoteName })));
      // An embedded region is styled by its own remote's stylesheet, linked like the page's.
      for (const other of composed?.included ?? []) {
        if (other.base.origin !== origin && !preloads.preconnect.includes(other.base.origin)) preloads.preconnect.push(other.base.origin);
        preloads.stylesheets.push(...(other.routes?.assets.css ?? []).map((file) => ({ href: new URL(file, other.base).href, remote: other.name })));
      }
      // A rendered region paints from its HTML, and scripts would compete with that paint: the
      // remote's entry and exposed module are preloaded once it has painted. Not the page's chunks:
      // the remote's own loader asks for those by their plain URL, and a preload that failed after
      // the page's load event answers that URL with its failure, so that Retry could not recover
      // (the federation runtime loads the entry and module under a new query on a retry). A region
      // left to the browser needs all of them as soon as possible, from the head.
      const entryAndModule = [...(remote.entryUrl ? [remote.entryUrl] : []), ...files(remote.routes?.assets.js)];
      if (html === undefined) preloads.scripts.push(...[...entryAndModule, ...files(page?.js)].map((href) => ({ href, remote: remoteName })));
      else afterPaint = { remote: remoteName, scripts: entryAndModule };
      // What the page's HTML reads as it starts, named by the remote that rendered it; a page left to
      // the browser may read something else (a query, a newer release), and an unused preload is waste.
      if (html !== undefined) preloads.fetches.push(...files(page?.fetch));
    }

    const fragment = html === undefined ? undefined : { id: `${remoteName}/Pages`, html, key: fragmentKey(lang, regionPath) };
    const pageTable: SiteRouteTable =
      missing?.route && !outside ? { ...table, notFound: { at: url.pathname, remote: remoteName, path: regionPath, hideFooter: missing.route.hideFooter } } : table;
    const body = await renderFrame({ url: url.pathname + url.search, lang, table: pageTable, ...(fragment ? { fragment } : {}) });
    const mobileUserAgent = isMobileUserAgent(request.headers['user-agent'] ?? '');
    const document = composeDocument({ template, htmlLang: toHtmlLang(lang), mobileUserAgent, head, preloads: preloadTags(preloads), body, table: pageTable, ...(afterPaint ? { afterPaint } : {}) });
    if (posted) reply.code(posted.status);
    if (answeredNotFound) reply.code(404);
    // A preview is this browser's alone: never kept by a cache for anyone else.
    return reply
      .header('Cache-Control', previewing ? 'private, no-store' : post ? 'no-store' : 'no-cache')
      .header('Vary', 'User-Agent')
      .type('text/html; charset=utf-8')
      .send(document);
  }

  const server = await createStaticServer({
    root,
    port,
    ...(host ? { host } : {}),
    renderPage,
    isPagePath,
    // Pages and the shell's own files alike: scripts from this origin and the remotes remotes.json names,
    // inline only the template's start-up script, by its hash.
    // A tester's preview adds its candidate's origin, for that browser's answers only.
    contentSecurityPolicy: (request) => {
      const file = readRemotesFile(remotesFile);
      return pagePolicy({ origins: withPreview(file, previewOf(cookieValue(request.headers.cookie, PREVIEW_COOKIE), file)).origins, scriptHashes: templateScriptHashes() });
    },
    ...(options.timeouts ? { timeouts: options.timeouts } : {}),
    extraStatic: [{ root: publicDir, prefix: '/static-public/' }],
    configure: async (app) => {
      await registerApiProxy(app, {
        upstream: apiUrl,
        ...(options.apiBodyLimitBytes ? { bodyLimitBytes: options.apiBodyLimitBytes } : {}),
        ...(options.apiTimeoutMs ? { timeoutMs: options.apiTimeoutMs } : {}),
        ...(options.trustedProxyHops ? { trustedHops: options.trustedProxyHops } : {}),
      });
      await registerFormPosts(app, {
        bodyLimitBytes: options.apiBodyLimitBytes ?? DEFAULT_API_BODY_LIMIT,
        trustedHops: options.trustedProxyHops ?? 0,
        originOf,
        isPagePath,
        renderPage: (request, reply, post) => renderPage(request, reply, fs.readFileSync(path.join(root, 'index.html'), 'utf8'), post),
      });
      app.get('/remotes.json', (_request, reply) => {
        // Read on every request: changing a remote's URL needs no shell rebuild or restart.
        reply.header('Cache-Control', 'no-cache').type('application/json').send(readRemotesFile(remotesFile).raw);
      });
      const publicFile = (name: string, type: string) =>
        app.get(`/${name}`, (_request, reply) => reply.header('Cache-Control', 'public, max-age=86400').type(type).send(fs.readFileSync(path.join(publicDir, name))));
      publicFile('favicon.svg', 'image/svg+xml');
      publicFile('favicon.png', 'image/png');
      publicFile('og-image.png', 'image/png');
      registerRemoteFiles(app, { remotes: () => sources.remotes(readRemotesFile(remotesFile)), lastKnown: (name) => lastKnown.of(name), originOf, timeoutMs: options.remoteTimeoutMs ?? 1500, warn: (message) => console.warn(`[shell] ${message}`) });
      registerSiteFiles(app, {
        originOf,
        liveRemotes: async () => (await siteState()).remotes,
        remotesFor: async (request) => {
          const preview = previewOf(cookieValue(request.headers.cookie, PREVIEW_COOKIE), readRemotesFile(remotesFile));
          return { remotes: (await siteState(preview)).remotes, privateView: Object.keys(preview).length > 0 };
        },
      });
    },
  });
  listening.server = server;
  // The remotes' manifests and server builds, read before the first visitor needs them.
  siteState().catch(() => undefined);
  return server;
}
