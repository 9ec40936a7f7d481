import type { RouteSource } from '@site/shared/routes';

/**
 * The routes this remote owns below the language prefix, published in its
 * routes.json (docs/composition.md). `key` names the title and description in
 * `locales/<lng>/routes.json`; each article below `docs` is a page of its own, listed by the
 * server entry from the content manifest. The docs screen is in the exposed chunk, so the docs
 * pages need no chunk of their own; the API reference is two lazy chunks, its page and the viewer.
 */
export const ROUTE_MANIFEST: readonly RouteSource[] = [
  { path: 'docs', key: 'docs', prefix: true, indexable: true, hideFooter: true, nav: [{ group: 'support', order: 10 }] },
  { path: 'developerTools', key: 'developerTools', indexable: true, hideFooter: true, live: true, chunks: ['api-reference', 'api-viewer'], nav: [{ group: 'support', order: 20 }] },
];
