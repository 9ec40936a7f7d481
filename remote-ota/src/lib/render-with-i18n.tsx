import { Suspense, type ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from '@site/shared/i18n';
import { createI18n } from '@site/shared/i18n';
import { toI18nLang, type RouteLang } from '@site/shared/lang';
import enFlow from '../locales/en/flow.json';
import enLanding from '../locales/en/landing.json';
import cnFlow from '../locales/zh-CN/flow.json';
import cnLanding from '../locales/zh-CN/landing.json';
import hkFlow from '../locales/zh-HK/flow.json';
import hkLanding from '../locales/zh-HK/landing.json';

/**
 * Tests only: renders `ui` with this remote's copy bundled (no lazy loading), in `lang`. A key
 * missing from the copy throws (createI18n in test mode), so a test fails on it. The language is
 * set on the instance, as the parcel's language gate does (the site store does not switch it).
 */
export function renderWithI18n(ui: ReactElement, { lang = 'en_us' }: { lang?: RouteLang } = {}): RenderResult {
  const i18n = createI18n({
    ns: ['landing', 'flow'],
    resources: { en: { landing: enLanding, flow: enFlow }, 'zh-CN': { landing: cnLanding, flow: cnFlow }, 'zh-HK': { landing: hkLanding, flow: hkFlow } },
  });
  // Bundled resources: the switch completes before render.
  void i18n.changeLanguage(toI18nLang(lang));
  return render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={null}>{ui}</Suspense>
    </I18nextProvider>,
  );
}
