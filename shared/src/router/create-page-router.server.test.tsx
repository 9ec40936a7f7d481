/**
 * @jest-environment node
 */
import type { ReactElement } from 'react';
import { renderToHtml } from '@site/shared/parcel/server';
import { createPageRouter } from './create-page-router';
import { createPathResolver } from './resolve-path';

// The build-time render (shared/build/prerender.mjs) runs in Node, with no window or document.
describe('createPageRouter on the server', () => {
  it('renders the page of a path once its chunk has loaded, reading nothing of a browser', async () => {
    const router = createPageRouter({
      pages: { home: async () => ({ default: (): ReactElement => <h1>Home</h1> }), pricing: async () => ({ default: (): ReactElement => <h1>Pricing</h1> }) },
      resolve: createPathResolver({ paths: { home: '/', pricing: '/FixPrice' }, unknown: { show: 'home', redirectTo: '/' }, loose: true }),
    });
    const onRedirect = jest.fn();
    const html = (path: string) =>
      renderToHtml(
        <router.Outlet path={path} loading={<p>loading</p>} onRedirect={onRedirect}>
          {(key) => {
            const Page = router.pages[key];
            return <Page />;
          }}
        </router.Outlet>,
      );
    expect(typeof window).toBe('undefined');
    expect(await html('/FixPrice')).toContain('<h1>Pricing</h1>');
    expect(await html('/fixprice')).toContain('<h1>Pricing</h1>');
    expect(await html('/nope')).toContain('<h1>Home</h1>');
    expect(onRedirect).not.toHaveBeenCalled();
  });
});
