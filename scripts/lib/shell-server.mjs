// @ts-check
/**
 * The shell's production server: its static files, remotes.json for this environment, the api
 * behind /api, sitemap.xml and robots.txt, and a Content Security Policy that allows scripts
 * only from this origin and the remotes that remotes.json names.
 */
import fs from 'node:fs';
import path from 'node:path';
import proxy from '@fastify/http-proxy';
import { preloadHintsFor, remoteForPath } from './preload-hints.mjs';
import { createStaticServer } from './static-server.mjs';

/** @type {Map<string, { mtimeMs: number, raw: string, remotes: Record<string, string>, origins: string[] }>} */
const remotesCache = new Map();

/**
 * remotes.json as it is on disk now (re-read when it changes): a deploy that points a remote at
 * a new URL takes effect at once, CSP included.
 * @param {string} file
 */
function readRemotes(file) {
  const { mtimeMs } = fs.statSync(file);
  const cached = remotesCache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached;
  const config = JSON.parse(fs.readFileSync(file, 'utf8'));
  const remotes = /** @type {Record<string, string>} */ (config.remotes ?? {});
  const origins = [...new Set(Object.values(remotes).flatMap((entry) => {
    try {
      return [new URL(String(entry)).origin];
    } catch {
      return []; // the browser reports an invalid remotes.json; the CSP simply omits the entry
    }
  }))];
  const state = { mtimeMs, raw: JSON.stringify(config), remotes, origins };
  remotesCache.set(file, state);
  return state;
}

/** @param {string[]} origins */
function contentSecurityPolicy(origins) {
  const self = "'self'";
  /** @type {Record<string, string[]>} */
  const directives = {
    'default-src': [self],
    'script-src': [self, ...origins],
    // React and charts set style properties through the CSSOM; some widgets insert <style>.
    'style-src': [self, "'unsafe-inline'", ...origins],
    'img-src': [self, 'data:', 'blob:', ...origins],
    'font-src': [self, 'data:', ...origins],
    'connect-src': [self, ...origins],
    'worker-src': [self, 'blob:'],
    'object-src': ["'none'"],
    'base-uri': [self],
    'form-action': [self],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`).join(';');
}

/**
 * @param {{ root: string, publicDir: string, remotesFile: string, routesFile: string, port: number, apiUrl: string, host?: string }} options
 */
export async function createShellServer({ root, publicDir, remotesFile, routesFile, port, apiUrl, host }) {
  readRemotes(remotesFile);
  const routes = /** @type {{ path: string, indexable?: boolean }[]} */ (JSON.parse(fs.readFileSync(routesFile, 'utf8')).routes);
  return createStaticServer({
    root,
    port,
    host,
    renderPage: async (request, html) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const remote = remoteForPath(pathname, routes);
      if (!remote) return html;
      const hints = await preloadHintsFor(remote, readRemotes(remotesFile).remotes, pathname);
      return html.replace('</head>', `${hints}</head>`);
    },
    extraStatic: [{ root: publicDir, prefix: '/static-public/' }],
    configure: async (app) => {
      app.addHook('onSend', async (_request, reply) => {
        reply.header('Content-Security-Policy', contentSecurityPolicy(readRemotes(remotesFile).origins));
      });
      await app.register(proxy, { upstream: apiUrl, prefix: '/api', rewritePrefix: '/api', http: { requestOptions: { timeout: 30_000 } } });
      app.get('/remotes.json', (_request, reply) => {
        // Read on every request: changing a remote's URL needs no shell rebuild or restart.
        reply.header('Cache-Control', 'no-cache').type('application/json').send(readRemotes(remotesFile).raw);
      });
      app.get('/favicon.svg', (_request, reply) => reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(fs.readFileSync(path.join(publicDir, 'favicon.svg'))));
      app.get('/robots.txt', (request, reply) => {
        const origin = `${request.protocol}://${request.headers.host}`;
        reply.type('text/plain').send(`User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /WecomRedirect\nSitemap: ${origin}/sitemap.xml\n`);
      });
      app.get('/sitemap.xml', (request, reply) => {
        const origin = `${request.protocol}://${request.headers.host}`;
        const langs = [['en_us', 'en'], ['zh_cn', 'zh-CN'], ['zh_hk', 'zh-HK']];
        const urls = routes
          .filter((route) => route.indexable)
          .flatMap((route) =>
            langs.map(([lang]) => {
              const below = route.path ? `/${route.path}` : '';
              const alternates = langs.map(([code, hreflang]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${origin}/${code}${below}"/>`).join('');
              return `<url><loc>${origin}/${lang}${below}</loc>${alternates}</url>`;
            }),
          );
        urls.push(`<url><loc>${origin}/exportdrawback</loc></url>`);
        reply
          .type('application/xml')
          .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`);
      });
    },
  });
}
