import type { ReactElement } from 'react';
import { ROUTE_LANGS, type RouteLang } from '@site/shared/lang';
import { loadStrings, renderInParcel } from '@site/shared/testing';
import { i18n } from '../i18n';

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
