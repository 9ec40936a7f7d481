import type { RouteSource } from '@site/shared/routes';

/**
 * The routes this remote owns below the language prefix, published in its
 * routes.json (docs/composition.md). `key` names the title and description in
 * `locales/<lng>/routes.json`; each article below `docs` is a page of its own, listed by the
 * server entry from the content manifest. The docs screen is in the exposed chunk, so the docs
 * pages need no chunk of their own; the API reference is two lazy chunks, its page and the viewer.
 *
 * Any other path below `docs` is not found: the site answers it 404 with `docs/404`, the help centre's
 * frame (search, the article list) around "Article not found", as the remote renders any name it has
 * no article for (no article may be named `404`). Paths with `open-ai` in them show the API reference,
 * rendered in the browser (config/routes.ts): `unlistedPages` tells the site they are pages.
 */
export const ROUTE_MANIFEST: readonly RouteSource[] = [
  { path: 'docs', key: 'docs', prefix: true, indexable: true, hideFooter: true, unlistedPages: ['*open-ai*'], nav: [{ group: 'support', order: 10 }] },
  { path: 'developerTools', key: 'developerTools', indexable: true, hideFooter: true, live: true, chunks: ['api-reference', 'api-viewer'], nav: [{ group: 'support', order: 20 }] },
  { path: 'docs/404', key: 'notFound', hideFooter: true, notFound: true },
];
