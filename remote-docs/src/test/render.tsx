import { render, type RenderResult } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { I18nextProvider } from '@site/shared/i18n';
import { i18n } from '../i18n';

/** Renders `ui` as the parcel does: with this remote's i18n instance and a Suspense boundary. */
export function renderWithI18n(ui: ReactElement): RenderResult {
  return render(ui, {
    wrapper: ({ children }) => (
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<p>loading translations</p>}>{children}</Suspense>
      </I18nextProvider>
    ),
  });
}
