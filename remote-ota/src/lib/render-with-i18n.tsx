import type { ReactElement } from 'react';
import { ROUTE_LANGS, type RouteLang } from '@site/shared/lang';
import { act, render, waitFor, type RenderResult } from '@testing-library/react';
import { parcelElement, type RemoteProps } from '@site/shared/parcel';
import { definePages } from '@site/shared/pages';
import { loadStrings, renderInParcel } from '@site/shared/testing';
import { i18n } from '../i18n';
import { pages } from '../routes';

// The flow's tests query the page right after rendering it: every language's copy is loaded
// first, so a render in any of them shows its strings at once.
beforeAll(async () => {
  for (const lang of ROUTE_LANGS) await loadStrings(i18n, lang, ['landing', 'flow']);
});

/**
 * Tests only: renders `ui` as the parcel does, with this remote's i18n instance in `lang`
 * (@site/shared/testing). A key missing from the copy throws (createI18n in test mode), so a
 * test fails on it.
 */
export const renderWithI18n = (ui: ReactElement, { lang = 'en_us' }: { lang?: RouteLang } = {}) => renderInParcel(ui, { i18n, lang });

/**
 * Tests only: renders `ui` as the page at `path` of src/routes.ts, in the parcel as the shell mounts
 * it: the route's own loader runs first (in the browser, with the fake api), and a redirect moves
 * the address through `navigate`, as the shell's. Resolves once the page has rendered with its data
 * or its loader has sent the visitor elsewhere, so a test can query it with `get*`.
 */
export async function renderPage(ui: ReactElement, { path, lang = 'en_us', navigate }: { path: string; lang?: RouteLang; navigate: RemoteProps['navigate'] }): Promise<RenderResult> {
  if (!pages.entries.some((entry) => entry.path === path)) throw new Error(`No page of src/routes.ts is at ${path}.`);
  let settled = false;
  const Page = () => {
    settled = true;
    return ui;
  };
  const withUi = definePages(pages.entries.map((entry) => (entry.path === path ? { ...entry, load: async () => ({ ...(await entry.load()), default: Page }) } : entry)));
  const moved: RemoteProps['navigate'] = (to, options) => {
    settled = true;
    navigate(to, options);
  };
  const props: RemoteProps = { lang, path, query: {}, navigate: moved, setTitle: () => undefined };
  let view: RenderResult | undefined;
  // Awaited: inside a synchronous act() (Testing Library's render) React drops the retry of a
  // component that suspended on `use` (the parcel's router waits for the page's chunk).
  await act(async () => {
    view = render(parcelElement({ pages: withUi, i18n }, props));
  });
  await waitFor(() => {
    if (!settled) throw new Error(`The page at ${path} has neither rendered nor moved the visitor.`);
  });
  if (!view) throw new Error('render did not run.');
  return view;
}
