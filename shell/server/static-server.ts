import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import helmet from '@fastify/helmet';
import workspace from '@site/shared/apps.json';
import cacheRules from './cache-rules.json';
import { addVary, registerCompression } from './compression';
import { clientErrorHandler, frameworkErrors, sendError, siteErrorHandler } from './http-errors';
import { isPageRequest, REPORTING_ENDPOINTS, remoteOriginPolicy } from './security-policy';
import { carriesServerBuildToken, isServerBuildPath, isSourceMapPath } from './server-builds';

/**
 * Cache rules a CDN would apply, by file name, the first that matches wins (cache-rules.json, which
 * nginx's config is generated from too): files that name other files are always revalidated, so a
 * deploy is seen at once; content-hashed names (`page-about.7f5fc480.js`) and versioned fragment
 * directories never change.
 */
const CACHE_RULES = cacheRules.rules.map((rule) => ({ pattern: new RegExp(rule.pattern), value: rule.value }));

/**
 * The Cache-Control of a served file. A precompressed copy (`remoteEntry.js.br`, which
 * @fastify/static names here when it serves one) has the rule of the file it stands for, as nginx
 * gives it.
 */
export function setCacheHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string): void {
  const file = (filePath.endsWith('.br') || filePath.endsWith('.gz') ? filePath.slice(0, -3) : filePath).replaceAll('\\', '/');
  res.setHeader('Cache-Control', CACHE_RULES.find((rule) => rule.pattern.test(file))?.value ?? cacheRules.default);
}

export interface StaticServerOptions {
  root: string;
  port: number;
  host?: string;
  /**
   * Remotes are fetched cross-origin by the shell: their resources must be loadable from it. The site's own
   * origins that may read this server's files (CORS), never `*`. Files are shared, HTML ones too (the help
   * centre's article bodies are read by the browser); pages (a path that names no file, or index.html) never.
   */
  cors?: readonly string[];
  extraStatic?: { root: string; prefix: string }[];
  configure?: (app: FastifyInstance) => Promise<void> | void;
  /** Answers a page request (a GET that names no file); by default the app's index.html. */
  renderPage?: (request: FastifyRequest, reply: FastifyReply, indexHtml: string) => Promise<unknown>;
  /**
   * Paths that are pages whatever their last segment looks like (`/en_us/a.b`): below them a path that
   * names no file is answered by `renderPage`, never as a missing file.
   */
  isPagePath?: (pathname: string) => boolean;
  /**
   * How long a client may take to send its headers, and its whole request (body included), before it is
   * answered 408 and disconnected: a body trickled a few bytes at a time cannot hold a connection open.
   */
  timeouts?: { headersMs?: number; requestMs?: number };
  /** The largest body this server reads (the api proxy applies the api's own limit). */
  bodyLimitBytes?: number;
  /**
   * The Content Security Policy of an answer that brings none of its own (the api's answers, passed
   * on by its proxy, do). By default, on a remote's origin (`cors`), `remoteOriginPolicy`.
   */
  contentSecurityPolicy?: (request: FastifyRequest) => string;
  /**
   * The environment's token for a remote's server build (server-builds.ts): its folder, of the current
   * build and of every release, is served only to a request that carries it, as the composition server's
   * download does. Without a token it is served to no one. Source maps are never served.
   */
  serverBuildToken?: string;
}

/**
 * A GET that names no file is a page when its path has no file extension, when a page path holds it, or when
 * the browser is opening a document (a navigation asks for HTML): `/en_us/a.b` typed into the address bar is a
 * page the visitor mistyped, not a missing file. A missing script or stylesheet stays a 404.
 */
function answersWithPage(request: FastifyRequest, isPagePath: (pathname: string) => boolean): boolean {
  const pathname = request.url.split('?')[0] ?? '';
  if (!path.extname(pathname) || isPagePath(pathname)) return true;
  const accept = request.headers.accept ?? '';
  return request.headers['sec-fetch-dest'] === 'document' || accept.includes('text/html');
}

/** Request timeouts of the site's servers: a visitor's form posts are a few KB. */
export const DEFAULT_TIMEOUTS = { headersMs: 10_000, requestMs: 20_000 };

/**
 * Serves a built app as production would: precompressed (brotli, gzip) files, its other answers
 * (pages, the api's) compressed as they are sent, long-lived caching for content-addressed names, no
 * caching for the names that point at them, and security headers.
 * `npm start`, the browser tests and the bench all serve through it.
 */
export async function createStaticServer({
  root,
  port,
  host = '127.0.0.1',
  cors,
  extraStatic = [],
  configure,
  renderPage,
  isPagePath = () => false,
  timeouts = {},
  bodyLimitBytes = workspace.api.bodyLimitBytes,
  contentSecurityPolicy = cors ? remoteOriginPolicy(cors) : undefined,
  serverBuildToken,
}: StaticServerOptions): Promise<FastifyInstance> {
  const headersMs = timeouts.headersMs ?? DEFAULT_TIMEOUTS.headersMs;
  const requestMs = Math.max(headersMs, timeouts.requestMs ?? DEFAULT_TIMEOUTS.requestMs);
  const app = Fastify({
    logger: false,
    bodyLimit: bodyLimitBytes,
    requestTimeout: requestMs,
    // Node checks for expired requests on this interval: a tenth of the timeout keeps the 408 close to it.
    // Node refuses an HTTP/1.1 request without a Host header with an empty 400; the hook below refuses it
    // with the site's error instead.
    http: { headersTimeout: headersMs, requestTimeout: requestMs, connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.round(headersMs / 10))), requireHostHeader: false },
    clientErrorHandler,
    frameworkErrors,
  });
  // A failure is a page in the visitor's language for a browser's navigation, else `{ code, msg }` JSON, as
  // the api's are (http-errors.ts, `sendError`).
  app.setErrorHandler(siteErrorHandler({ bodyLimitBytes }));
  // HTTP/1.1 requires a Host header (RFC 9112); HTTP/1.0 has none.
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.host === undefined && request.raw.httpVersion !== '1.0') {
      return sendError(request, reply.header('Connection', 'close'), 'BAD_REQUEST');
    }
    return undefined;
  });
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: cors ? 'cross-origin' : 'same-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  if (contentSecurityPolicy) {
    app.addHook('onSend', async (request, reply) => {
      if (reply.hasHeader('content-security-policy')) return;
      reply.header('Content-Security-Policy', contentSecurityPolicy(request));
      reply.header('Reporting-Endpoints', REPORTING_ENDPOINTS);
    });
  }
  if (cors) {
    const allowed = new Set(cors);
    app.addHook('onSend', async (request, reply) => {
      addVary(reply, 'Origin');
      const origin = request.headers.origin;
      if (origin && allowed.has(origin) && !isPageRequest(request.url)) reply.header('Access-Control-Allow-Origin', origin);
    });
  }
  // Before every route: pages and the server's other answers are compressed per request (compression.ts).
  await registerCompression(app);
  await configure?.(app);
  // A file kept from visitors is answered as a missing one (the not-found handler below): source maps, and a
  // server build asked for without the token. `pathname` is below the registration's prefix.
  const allowedUnder = (prefix: string) => (pathname: string, _root: string, request: FastifyRequest) => {
    const urlPath = `${prefix}${pathname}`;
    return !isSourceMapPath(urlPath) && (!isServerBuildPath(urlPath) || carriesServerBuildToken(request, serverBuildToken));
  };
  for (const extra of extraStatic) {
    if (!fs.existsSync(extra.root)) fs.mkdirSync(extra.root, { recursive: true });
    await app.register(fastifyStatic, { root: extra.root, prefix: extra.prefix, decorateReply: false, preCompressed: true, cacheControl: false, setHeaders: setCacheHeaders, index: false, allowedPath: allowedUnder(extra.prefix) });
  }
  await app.register(fastifyStatic, { root, preCompressed: true, cacheControl: false, setHeaders: setCacheHeaders, wildcard: true, index: false, allowedPath: allowedUnder('/') });
  const indexHtml = path.join(root, 'index.html');
  let page = { mtimeMs: 0, html: '' };
  const readPage = () => {
    const { mtimeMs } = fs.statSync(indexHtml);
    if (mtimeMs !== page.mtimeMs) page = { mtimeMs, html: fs.readFileSync(indexHtml, 'utf8') };
    return page.html;
  };
  // Below a folder of files (a remote's releases, the help centre's content) an address names a file or nothing:
  // never the app's page, which a folder's own address (`/releases/`) would otherwise get.
  const filePrefixes = extraStatic.map((extra) => extra.prefix);
  const inFileFolder = (request: FastifyRequest) => {
    const pathname = request.url.split('?')[0] ?? '';
    return filePrefixes.some((prefix) => pathname.startsWith(prefix) || `${pathname}/` === prefix);
  };
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !inFileFolder(request) && answersWithPage(request, isPagePath) && fs.existsSync(indexHtml);
    if (!wantsPage) return sendError(request, reply, 'NOT_FOUND');
    if (renderPage) return renderPage(request, reply, readPage());
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(readPage());
  };
  // Client-side routes: the root and any GET that is not a file get the app's page.
  app.get('/', servePage);
  app.setNotFoundHandler(servePage);
  await app.listen({ port, host });
  return app;
}
