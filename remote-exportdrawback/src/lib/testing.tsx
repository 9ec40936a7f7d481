/* Helpers for jest only: nothing in the app imports this file. */
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { act, type RenderResult } from '@testing-library/react';
import { renderInParcel } from '@site/shared/testing';
import { i18n } from '../i18n';
import { MicroNavProvider } from './micro-nav';

export interface RenderOptions {
  path?: string;
  query?: Record<string, string>;
  navigate?: (to: string) => void;
  /**
   * The route `ui` is a page's part of: its loader runs first and its action takes a `<Form>`, as in
   * the parcel's router (src/routes.ts). Without it `ui` renders outside a router.
   */
  route?: Pick<RouteObject, 'loader' | 'action'>;
}

/** Renders `ui` as the parcel would (@site/shared/testing: this package's i18n instance), inside the micro-site's navigation. */
export async function renderMicro(ui: ReactElement, { path = '/', query = {}, navigate = () => undefined, route }: RenderOptions = {}): Promise<RenderResult> {
  const Nav = ({ children }: { children: ReactNode }) => (
    <MicroNavProvider path={path} query={query} navigate={navigate}>
      {children}
    </MicroNavProvider>
  );
  let result: RenderResult | undefined;
  // Inside an async act, so what the first effects start (a list read from the api, a loader) settles in it.
  await act(async () => {
    if (!route) {
      result = renderInParcel(ui, { i18n, wrapper: Nav });
      return;
    }
    const router = createMemoryRouter([{ path: '*', ...route, Component: () => ui, hydrateFallbackElement: null }], { initialEntries: [path] });
    result = renderInParcel(<RouterProvider router={router} />, { i18n, wrapper: Nav });
  });
  return result as RenderResult;
}
