import { createServer, type IncomingMessage } from 'node:http';
import type { ManifestRoute, RouteManifest } from '@site/shared/routes';
import { close, listen } from './http';

/** A remote's origin as the site's server reads it over HTTP: its address, and a way to stop it. */
export interface FakeRemote {
  origin: string;
  close: () => Promise<void>;
}

/** What a fake remote serves: a body by path (query included), or the body a request gets; none is a 404. */
export type RemoteFiles = Record<string, string> | ((request: IncomingMessage) => string | undefined);

/** A remote's origin on a free port: 200 with the body `files` has for a path, else 404 `not found`. */
export async function fakeRemote(files: RemoteFiles): Promise<FakeRemote> {
  const server = createServer((request, response) => {
    const body = typeof files === 'function' ? files(request) : files[request.url ?? ''];
    response.statusCode = body === undefined ? 404 : 200;
    response.end(body ?? 'not found');
  });
  return { origin: await listen(server), close: () => close(server) };
}

/** The module federation manifest a remote publishes: its entry, remoteEntry.js, beside it. */
const MF_MANIFEST = JSON.stringify({ metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } } });

/** A remote's routes.json: marketing's v1 under the language prefix in every language, no routes, assets or pages unless `overrides` gives them. */
export function routeManifest(overrides: Partial<RouteManifest> = {}): RouteManifest {
  return {
    remote: 'marketing',
    version: 'v1',
    mount: 'lang',
    langs: ['en_us', 'zh_cn', 'zh_hk'],
    publicPath: 'http://cdn.build.invalid/',
    fragments: 'fragments/v1/',
    assets: { css: [], js: [] },
    routes: [],
    pages: {},
    ...overrides,
  };
}

/** A route of routes.json: not a prefix, indexable, with the footer and no query that changes the page, unless `extra` says otherwise. */
export const route = (routePath: string, extra: Partial<ManifestRoute> = {}): ManifestRoute => ({ path: routePath, prefix: false, indexable: true, hideFooter: false, query: [], ...extra });

/** What a remote's origin serves at its root: mf-manifest.json and `manifest` as routes.json, beside `files` (its fragments, …). */
export const publishedFiles = (manifest: RouteManifest, files: Record<string, string> = {}): Record<string, string> => ({
  '/mf-manifest.json': MF_MANIFEST,
  '/routes.json': JSON.stringify(manifest),
  ...files,
});
