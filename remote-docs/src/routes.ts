import { definePages } from '@site/shared/pages';
import { DocsLayout } from './app/docs-layout';

/**
 * The help centre's pages below the language prefix (docs/pages.md), in routes.json's order.
 *
 * - `/docs`, the home, is a prefix route: each published article below it (`/docs/{name}`) is a page
 *   of its own, listed with its head by the server entry from the content manifest (`articlePages`).
 *   Any path below `docs` containing `open-ai` shows the API reference (`unlisted`: routes.json's
 *   `unlistedPages`, so the site keeps them pages).
 * - `/developerTools`, the API reference, is rendered per request with the api's description (`live`).
 * - `/docs/404` is the not-found page, which the site's server answers 404 for a path below `docs`
 *   that is none of its articles; the router shows it at any path no page owns (no article may be
 *   named `404`), as the article page shows its message for a name the manifest does not have.
 *
 * The docs pages share one chunk (`docs-pages`), preloaded with each; the frame around them (search,
 * navigation) is the layout, in the remote's entry. The API reference is its own chunk, and its
 * rendering and YAML parser another (`api-viewer`), requested by the page.
 */
export const pages = definePages(
  [
    {
      id: 'docs',
      path: '/docs',
      load: () => import(/* webpackChunkName: "docs-pages" */ './features/home/components/docs-home-page'),
      chunk: 'docs-pages',
      prefix: true,
      unlisted: { pages: ['*open-ai*'], show: 'developerTools' },
      hideFooter: true,
    },
    { id: 'article', path: '/docs/:name', load: () => import(/* webpackChunkName: "docs-pages" */ './features/article/components/article-route'), chunk: 'docs-pages', hideFooter: true },
    {
      id: 'developerTools',
      path: '/developerTools',
      load: () => import(/* webpackChunkName: "api-reference" */ './features/api-reference/components/api-reference-page'),
      chunk: 'api-reference',
      live: true,
      hideFooter: true,
    },
    { id: 'notFound', path: '/docs/404', load: () => import(/* webpackChunkName: "docs-pages" */ './features/article/components/not-found-page'), chunk: 'docs-pages', notFound: true, hideFooter: true },
  ],
  { unknown: { show: 'notFound' }, layout: DocsLayout },
);
