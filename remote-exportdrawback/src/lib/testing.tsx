/* Helpers for jest only: nothing in the app imports this file. */
import { Suspense, type ReactElement } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from '@site/shared/i18n';
import { i18n } from '../i18n';
import { MicroNavProvider } from './micro-nav';

/** Waits until this package's i18n instance has its zh-CN strings. */
export async function i18nReady(): Promise<void> {
  if (!i18n.isInitialized) await new Promise<void>((resolve) => i18n.on('initialized', () => resolve()));
  await i18n.loadNamespaces(['exportdrawback']);
}

export interface RenderOptions {
  path?: string;
  query?: Record<string, string>;
  navigate?: (to: string) => void;
}

/** Renders `ui` as the parcel would: i18n provider, the micro-site's navigation, a Suspense boundary. */
export async function renderMicro(ui: ReactElement, { path = '/', query = {}, navigate = () => undefined }: RenderOptions = {}): Promise<RenderResult> {
  await i18nReady();
  let result: RenderResult | undefined;
  // Inside an async act, so what the first effects start (a list read from the api) settles in it.
  await act(async () => {
    result = render(
    <I18nextProvider i18n={i18n}>
      <MicroNavProvider path={path} query={query} navigate={navigate}>
        <Suspense fallback={null}>{ui}</Suspense>
      </MicroNavProvider>
    </I18nextProvider>,
    );
  });
  return result as RenderResult;
}
