import { act, configure, render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { RouteLang } from '@site/shared/lang';
import { parcelElement, type RemoteProps } from '@site/shared/parcel';
import { loadStrings, remoteProps, renderInParcel } from '@site/shared/testing';
import { DemoRequestContext, type DemoRequestApi } from '../../components/demo-request/demo-request-context';
import { i18n } from '../../i18n';
import { pages } from '../../routes';

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
 * then query with `find*`. For a part of a page that reads no loader or action: a page that does
 * renders through its route (`renderRoute`).
 */
export async function renderPage(ui: ReactElement, { lang = 'en_us', demo = { open: jest.fn() }, navigate }: RenderPageOptions = {}) {
  await loadStrings(i18n, lang);
  const Demo = ({ children }: { children: ReactNode }) => <DemoRequestContext.Provider value={demo}>{children}</DemoRequestContext.Provider>;
  return renderInParcel(ui, { i18n, lang, wrapper: Demo, ...(navigate ? { navigate } : {}) });
}

/** The props a page gets from the parcel, with spies for navigation and the title. */
export function pageProps(query: Record<string, string> = {}, lang: RouteLang = 'en_us') {
  const { path: _path, ...props } = remoteProps({ query, lang });
  return props;
}

export interface RenderRouteOptions {
  lang?: RouteLang;
  query?: Record<string, string>;
  /** The Watch-a-Demo drawer's api; by default the site store's, whose drawer the layout hosts. */
  demo?: DemoRequestApi;
}

/**
 * Renders the page at `path` of src/routes.ts as the shell mounts this remote's parcel (its layout,
 * its route's loader and action, its lazy chunk and strings), in the browser: a loader reads the api
 * through the browser's client. Rendered inside an awaited act(): inside Testing Library's
 * synchronous one React drops the retry of a component that suspended on `use` (the parcel's router
 * waits so for the page's chunk). The router loads the page's data after mounting: query with `find*`.
 */
export async function renderRoute(
  path: string,
  { lang = 'en_us', query = {}, demo }: RenderRouteOptions = {},
): Promise<RenderResult & { props: ReturnType<typeof remoteProps>; update: (changes: Partial<Pick<RemoteProps, 'lang' | 'path' | 'query'>>) => Promise<void> }> {
  await loadStrings(i18n, lang);
  const props = remoteProps({ lang, path, query });
  // The parcel as app/parcel.ts defines it: the pages of src/routes.ts with this remote's i18n instance.
  const element = (current: RemoteProps) => {
    const parcel = parcelElement({ pages, i18n }, current);
    return demo ? <DemoRequestContext.Provider value={demo}>{parcel}</DemoRequestContext.Provider> : parcel;
  };
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(element(props));
  });
  if (!view) throw new Error('render did not run.');
  const { rerender } = view;
  /** The shell gives the parcel new props (another page, another language), as it does without remounting it. */
  const update = async (changes: Partial<Pick<RemoteProps, 'lang' | 'path' | 'query'>>) => {
    await act(async () => rerender(element({ ...props, ...changes })));
  };
  return { ...view, props, update };
}
