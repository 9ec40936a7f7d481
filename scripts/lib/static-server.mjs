// @ts-check
/**
 * Serves a built app as production would: precompressed (brotli, gzip) files, long-lived caching
 * for content-hashed names, no caching for the names that point at them, and security headers.
 */
import path from 'node:path';
import fs from 'node:fs';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import helmet from '@fastify/helmet';

const HASHED = /\.[0-9a-f]{8}\.(js|css|woff2?|png|webp|svg|jpe?g)$/;
/** Files that name other files: always revalidated, so a deploy is seen at once. */
const POINTERS = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'remotes.json', 'latest.json']);

/**
 * @param {import('node:http').ServerResponse} res
 * @param {string} filePath
 */
export function setCacheHeaders(res, filePath) {
  const base = path.basename(filePath);
  if (POINTERS.has(base)) res.setHeader('Cache-Control', 'no-cache');
  else if (HASHED.test(base)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'public, max-age=3600');
}

/**
 * @param {{
 *   root: string,
 *   port: number,
 *   host?: string,
 *   cors?: boolean,
 *   contentSecurityPolicy?: Record<string, string[]>,
 *   extraStatic?: { root: string, prefix: string }[],
 *   configure?: (app: import('fastify').FastifyInstance) => Promise<void> | void,
 *   renderPage?: (request: import('fastify').FastifyRequest, html: string) => Promise<string>,
 * }} options
 */
export async function createStaticServer({ root, port, host = '127.0.0.1', cors = false, contentSecurityPolicy, extraStatic = [], configure, renderPage }) {
  const app = Fastify({ logger: false });
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy ? { useDefaults: false, directives: contentSecurityPolicy } : false,
    // Remotes are fetched cross-origin by the shell: their resources must be loadable from it.
    crossOriginResourcePolicy: { policy: cors ? 'cross-origin' : 'same-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  if (cors) {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Access-Control-Allow-Origin', '*');
    });
  }
  await configure?.(app);
  for (const extra of extraStatic) {
    if (!fs.existsSync(extra.root)) fs.mkdirSync(extra.root, { recursive: true });
    await app.register(fastifyStatic, { root: extra.root, prefix: extra.prefix, decorateReply: false, preCompressed: true, cacheControl: false, setHeaders: setCacheHeaders, index: false });
  }
  await app.register(fastifyStatic, { root, preCompressed: true, cacheControl: false, setHeaders: setCacheHeaders, wildcard: true, index: false });
  const indexHtml = path.join(root, 'index.html');
  let page = { mtimeMs: 0, html: '' };
  const readPage = () => {
    const { mtimeMs } = fs.statSync(indexHtml);
    if (mtimeMs !== page.mtimeMs) page = { mtimeMs, html: fs.readFileSync(indexHtml, 'utf8') };
    return page.html;
  };
  /** @type {import('fastify').RouteHandlerMethod} */
  const servePage = async (request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(request.url.split('?')[0] ?? '') && fs.existsSync(indexHtml);
    if (!wantsPage) return reply.code(404).type('text/plain').send('Not found');
    const html = renderPage ? await renderPage(request, readPage()) : readPage();
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  // Client-side routes: the root and any GET that is not a file get the app's page.
  app.get('/', servePage);
  app.setNotFoundHandler(servePage);
  await app.listen({ port, host });
  return app;
}
