import { configure, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement } from 'react';
import { I18nextProvider } from '@site/shared/i18n';
import { i18n } from '../../i18n';

// The machine is shared: give lazy chunks and mocked lookups time to settle.
configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20_000);

/** A user that types without a pause between keys (typing whole forms is the slow part of these tests). */
export const user = userEvent.setup({ delay: null });

/** Renders `ui` as the parcel does: with this remote's i18n instance and a Suspense boundary. */
export function renderWithI18n(ui: ReactElement): RenderResult {
  return render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<p>loading translations</p>}>{ui}</Suspense>
    </I18nextProvider>,
  );
}
