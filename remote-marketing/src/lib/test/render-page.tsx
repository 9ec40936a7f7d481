import { configure } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { RouteLang } from '@site/shared/lang';
import type { RemoteProps } from '@site/shared/parcel';
import { loadStrings, remoteProps, renderInParcel } from '@site/shared/testing';
import { DemoRequestContext, type DemoRequestApi } from '../../components/demo-request/demo-request-context';
import { i18n } from '../../i18n';

// The machine is shared (a build beside the tests): a page's first render, with its lazy parts and
// strings, may take longer than Testing Library's one second.
configure({ asyncUtilTimeout: 4000 });

export interface RenderPageOptions {
  lang?: RouteLang;
  /** The Watch-a-Demo drawer's api; a mock by default, so tests can see what a page asked for. */
  demo?: DemoRequestApi;
  /** The shell's navigation the page's links call; by default the rendered element's `navigate` prop. */
  navigate?: RemoteProps['navigate'];
}

/**
 * Renders `ui` as the parcel does (@site/shared/testing: this remote's i18n instance, the
 * language) with the demo drawer's context, once the language's strings are loaded. Await it,
 * then query with `find*`.
 */
export async function renderPage(ui: ReactElement, { lang = 'en_us', demo = { open: jest.fn() }, navigate }: RenderPageOptions = {}) {
  await loadStrings(i18n, lang);
  const Demo = ({ children }: { children: ReactNode }) => <DemoRequestContext.Provider value={demo}>{children}</DemoRequestContext.Provider>;
  return renderInParcel(ui, { i18n, lang, wrapper: Demo, ...(navigate ? { navigate } : {}) });
}

/** The props a page gets from Root, with spies for navigation and the title. */
export function pageProps(query: Record<string, string> = {}, lang: RouteLang = 'en_us') {
  const { path: _path, ...props } = remoteProps({ query, lang });
  return props;
}
