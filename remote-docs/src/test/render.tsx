import type { ReactElement } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import type { RouteLang } from '@site/shared/lang';
import { parcelElement, type RemoteProps } from '@site/shared/parcel';
import { renderInParcel, type RenderInParcelOptions } from '@site/shared/testing';
import { parcelDefinition } from '../app/parcel';
import { i18n } from '../i18n';

/** Renders `ui` as the parcel does, with this remote's i18n instance (@site/shared/testing). */
export const renderWithI18n = (ui: ReactElement, options: Omit<RenderInParcelOptions, 'i18n'> = {}) => renderInParcel(ui, { i18n, ...options });

/**
 * Tests only: the parcel as the shell mounts it at `path` (src/routes.ts), without served HTML: the
 * page's own loader runs in the browser first. Awaited: inside a synchronous act() (Testing
 * Library's render) React drops the retry of a component that suspended on `use` (the parcel's
 * router waits for the page's chunk).
 */
export async function renderPage(path: string, { lang = 'en_us', navigate = () => undefined }: { lang?: RouteLang; navigate?: RemoteProps['navigate'] } = {}): Promise<RenderResult> {
  const props: RemoteProps = { lang, path, query: {}, navigate, setTitle: () => undefined };
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(parcelElement(parcelDefinition, props));
  });
  if (!view) throw new Error('render did not run.');
  return view;
}
