import type { ReactElement } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { parcelElement, type RemoteProps } from '@site/shared/parcel';
import { defineRegion } from '@site/shared/pages';
import { i18n } from '../i18n';
import { ratesLoader } from '../features/rates/rates-loader';

/**
 * Tests only: renders `ui` as the widget's route in the parcel (src/routes.ts), with this remote's
 * i18n instance in `ui`'s `lang` (en_us without one): the route's own loader runs first, in the
 * browser, with the fake api. Awaited: inside a synchronous act() (Testing Library's render) React
 * drops the retry of a component that suspended on `use` (the parcel's router prepares its routes),
 * so the test would see only the region's loading state.
 */
export async function renderWidget(ui: ReactElement<{ lang?: RemoteProps['lang'] }>): Promise<RenderResult> {
  const pages = defineRegion('rateWidget', { loader: ratesLoader, default: () => ui });
  const props: RemoteProps = { lang: ui.props.lang ?? 'en_us', path: '/', query: {}, navigate: () => undefined, setTitle: () => undefined };
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(parcelElement({ pages, i18n }, props));
  });
  if (!view) throw new Error('render did not run.');
  return view;
}
