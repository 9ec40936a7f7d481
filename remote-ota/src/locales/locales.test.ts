import { localeKeys } from '@site/shared/i18n';
import enFlow from './en/flow.json';
import enLanding from './en/landing.json';
import cnFlow from './zh-CN/flow.json';
import cnLanding from './zh-CN/landing.json';
import hkFlow from './zh-HK/flow.json';
import hkLanding from './zh-HK/landing.json';
import { ERROR_KEYS, BOOKING_VOLUME_BANDS, TRAVEL_PLATFORMS } from '../features/credit-flow/utils/schemas';

const namespaces = { landing: [enLanding, cnLanding, hkLanding], flow: [enFlow, cnFlow, hkFlow] } as const;

describe('locale files', () => {
  it.each(Object.entries(namespaces))('%s has the same keys in English, Simplified and Traditional Chinese', (_ns, [en, cn, hk]) => {
    expect(localeKeys(cn)).toEqual(localeKeys(en));
    expect(localeKeys(hk)).toEqual(localeKeys(en));
  });

  it('has no empty string in any language', () => {
    for (const files of Object.values(namespaces)) {
      for (const file of files) {
        const empty = localeKeys(file).filter((key) => !key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], file));
        expect(empty).toEqual([]);
      }
    }
  });

  it('words every validation message, platform and booking band', () => {
    const keys = new Set(localeKeys(enFlow));
    for (const key of ERROR_KEYS) expect(keys).toContain(`errors.${key}`);
    for (const key of TRAVEL_PLATFORMS) expect(keys).toContain(`platforms.options.${key}`);
    for (const key of BOOKING_VOLUME_BANDS) expect(keys).toContain(`platforms.bands.${key}`);
  });

  it('keeps Simplified and Traditional Chinese apart', () => {
    expect(cnFlow.progress.title).not.toBe(hkFlow.progress.title);
    expect(cnLanding.hero.title).not.toBe(hkLanding.hero.title);
  });
});
