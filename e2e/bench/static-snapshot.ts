import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The physical floor of a page on this machine: the same HTML the site serves for a route, with
 * its stylesheets, but without a single script, served from a local origin. Lighthouse on it
 * beside the live route shows what the scripts cost (docs/performance.md).
 */
export interface StaticSnapshots {
  /** The snapshot's URL of a route of the live site. */
  url: (route: string) => string;
  close: () => Promise<void>;
}

/** The served document without its scripts and script preloads; data blocks (JSON, JSON-LD) stay. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link[^>]*rel="?preload"?[^>]*as="?script"?[^>]*>/g, '')
    .replace(/<link[^>]*as="?script"?[^>]*rel="?preload"?[^>]*>/g, '');
}

/**
 * Answers compressed as the live site does (its files are precompressed with brotli and gzip):
 * uncompressed, the snapshot would pay for more bytes than the page it stands for.
 */
function send(request: IncomingMessage, response: ServerResponse, status: number, headers: Record<string, string>, body: Buffer): void {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const compressible = /^(text\/|application\/(json|javascript)|image\/svg)/.test(headers['content-type'] ?? '');
  if (compressible && /\bbr\b/.test(accepted)) {
    response.writeHead(status, { ...headers, 'content-encoding': 'br', vary: 'Accept-Encoding' });
    response.end(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  } else if (compressible && /\bgzip\b/.test(accepted)) {
    response.writeHead(status, { ...headers, 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
    response.end(gzipSync(body, { level: 9 }));
  } else {
    response.writeHead(status, headers);
    response.end(body);
  }
}

/**
 * Snapshots of `routes`, taken now from `base`. Every other request (stylesheets, fonts, images
 * on the shell's origin) is passed to the live site, so the page looks exactly as served.
 */
export async function startStaticSnapshots(base: string, routes: readonly string[]): Promise<StaticSnapshots> {
  const pages = new Map<string, string>();
  for (const route of routes) pages.set(route, withoutScripts(await (await fetch(`${base}${route}`)).text()));
  const server: Server = createServer((request, response) => {
    const route = request.url ?? '/';
    const page = pages.get(route);
    if (page !== undefined) {
      send(request, response, 200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }, Buffer.from(page));
      return;
    }
    fetch(`${base}${route}`)
      .then(async (live) => {
        const headers = { 'content-type': live.headers.get('content-type') ?? 'application/octet-stream', 'cache-control': live.headers.get('cache-control') ?? 'no-cache' };
        send(request, response, live.status, headers, Buffer.from(await live.arrayBuffer()));
      })
      .catch(() => {
        response.writeHead(502);
        response.end();
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (route) => `http://127.0.0.1:${port}${route}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
