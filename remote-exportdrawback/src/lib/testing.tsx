/* Helpers for jest only: nothing in the app imports this file. */
import type { ReactElement, ReactNode } from 'react';
import { act, type RenderResult } from '@testing-library/react';
import { renderInParcel } from '@site/shared/testing';
import { i18n } from '../i18n';
import { MicroNavProvider } from './micro-nav';

export interface RenderOptions {
  path?: string;
  query?: Record<string, string>;
  navigate?: (to: string) => void;
}

/** Renders `ui` as the parcel would (@site/shared/testing: this package's i18n instance), inside the micro-site's navigation. */
export async function renderMicro(ui: ReactElement, { path = '/', query = {}, navigate = () => undefined }: RenderOptions = {}): Promise<RenderResult> {
  const Nav = ({ children }: { children: ReactNode }) => (
    <MicroNavProvider path={path} query={query} navigate={navigate}>
      {children}
    </MicroNavProvider>
  );
  let result: RenderResult | undefined;
  // Inside an async act, so what the first effects start (a list read from the api) settles in it.
  await act(async () => {
    result = renderInParcel(ui, { i18n, wrapper: Nav });
  });
  return result as RenderResult;
}
