/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import vm from 'node:vm';
import type { RouteManifest } from '@site/shared/routes';
import { LIVE_RENDER_LIMITS, createLiveRenderer } from './live-render';
import type { RemoteState } from './remote-sources';

/**
 * A remote's server build that calls the api as the site's bundled http client (axios) does: through
 * Node's `http` with no agent of its own, adding one 'error' listener to each socket it uses, once
 * per copy of its code (its mark is a Symbol of that copy). Every release and every preview of a
 * remote is another copy in the site's server. The page shows the api's answer and how many 'error'
 * listeners the socket had.
 */
const SERVER_BUILD = `"use strict";
const http = require('http');
const listening = Symbol('listening');
module.exports.default = {
  render(lang, path, options) {
    return new Promise((resolve, reject) => {
      const request = http.request(new URL('/api/rates', options.apiUrl), (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ html: '<p>' + body + ' error listeners: ' + request.socket.listenerCount('error') + '</p>', namespaces: [] }));
      });
      request.on('socket', (socket) => {
        if (socket[listening]) return;
        socket[listening] = true;
        socket.on('error', () => undefined);
      });
      request.on('error', reject);
      request.end();
    });
  },
};`;

let origin = '';
let apiUrl = '';
let files: Server;
let api: Server;
let apiRequests = 0;

beforeAll(async () => {
  files = createServer((request, response) => {
    const known = /^\/releases\/\d+\/server\/server\.cjs$/.test(request.url ?? '');
    response.statusCode = known ? 200 : 404;
    response.end(known ? SERVER_BUILD : 'not found');
  });
  // The api keeps its connections open between requests, as it does.
  api = createServer((request, response) => {
    apiRequests += 1;
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"rate":"7.10"}');
    });
  });
  await Promise.all([files, api].map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))));
  origin = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const server of [files, api]) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

/** The release `n` of the fx remote, each with its own copy of the server build. */
function release(n: number): RemoteState {
  const base = `${origin}/releases/${n}/`;
  const routes = { remote: 'fx', publicPath: base, pages: {}, server: 'server/server.cjs' } as unknown as RouteManifest;
  return { name: 'fx', base: new URL(base), manifestUrl: `${base}mf-manifest.json`, routes };
}

it('renders by many releases of a remote, one after the other, reach the api over kept-alive connections without piling listeners on one socket', async () => {
  // Node reports a listener leak on its own process object; jest gives a test a copy of it.
  const nodeProcess = vm.runInThisContext('process') as NodeJS.Process;
  const warnings: Error[] = [];
  const onWarning = (warning: Error) => warnings.push(warning);
  nodeProcess.on('warning', onWarning);
  try {
    const live = createLiveRenderer({ apiUrl, dataDeadlineMs: 5000 });
    const releases = Array.from({ length: LIVE_RENDER_LIMITS.builds }, (_, n) => release(n));
    const pages: string[] = [];
    for (let n = 0; n < 30; n++) {
      // A form's outcome makes each render the visitor's own: none is served from the cache.
      const rendered = await live.render(releases[n % releases.length] as RemoteState, { lang: 'en_us', path: '/', data: { 'form:rates': { n } } });
      pages.push(rendered?.html ?? 'not rendered');
    }
    // Node reports a listener leak on the next turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
    expect(apiRequests).toBe(30);
    expect(warnings.filter((warning) => warning.name === 'MaxListenersExceededWarning').map(String)).toEqual([]);
    for (const page of pages) expect(page).toMatch(/^<p>\{"rate":"7\.10"\} error listeners: [12]<\/p>$/);
  } finally {
    nodeProcess.off('warning', onWarning);
  }
});
