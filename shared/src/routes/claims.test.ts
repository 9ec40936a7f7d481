import type { ManifestRoute, RouteManifest } from './manifest';
import { describeConflict, resolveRouteClaims } from './claims';

const route = (path: string, extra: Partial<ManifestRoute> = {}): ManifestRoute => ({ path, prefix: false, indexable: true, hideFooter: false, query: [], ...extra });
const manifest = (remote: string, mount: RouteManifest['mount'], routes: ManifestRoute[]) => ({ remote, mount, routes });

describe('route claims', () => {
  it('gives every address to one remote, and refuses a later remote\'s claim on it, whatever its letter case', () => {
    const { owners, conflicts } = resolveRouteClaims([
      manifest('marketing', 'lang', [route(''), route('About'), route('PaymentManagement', { aliases: ['Payment&FX'] })]),
      manifest('careers', 'lang', [route('Careers'), route('about')]),
      manifest('docs', 'lang', [route('docs', { prefix: true }), route('payment&fx')]),
    ]);
    expect(owners.get('lang:careers')?.remote).toBe('careers');
    expect(owners.get('lang:about')?.remote).toBe('marketing');
    expect(conflicts.map(describeConflict)).toEqual([
      'careers claims /{lang}/about, which marketing already owns; marketing keeps it.',
      'docs claims /{lang}/payment&fx, which marketing already owns; marketing keeps it.',
    ]);
  });

  it('keeps a remote mounted at its own path apart from the pages below the language prefix', () => {
    const { conflicts } = resolveRouteClaims([manifest('marketing', 'lang', [route('exportdrawback')]), manifest('exportdrawback', '/exportdrawback', [route('')])]);
    expect(conflicts).toEqual([]);
  });

  it('refuses a mount on an address the site answers itself', () => {
    const { conflicts } = resolveRouteClaims([manifest('rogue', '/api', [route('')]), manifest('other', '/zh_CN', [route('')])]);
    expect(conflicts.map(describeConflict)).toEqual(['rogue claims /api, which the site itself answers.', 'other claims /zh_CN, which the site itself answers.']);
  });
});
