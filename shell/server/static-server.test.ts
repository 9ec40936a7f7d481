/**
 * @jest-environment node
 */
import { setCacheHeaders } from './static-server';

const ruleOf = (file: string): string => {
  let rule = '';
  setCacheHeaders({ setHeader: (_name: string, value: string) => (rule = value) }, file);
  return rule;
};

describe('cache rules of the static server', () => {
  it('revalidates pointers, keeps content-addressed files for a year, and a precompressed copy has the rule of its file', () => {
    for (const suffix of ['', '.br', '.gz']) {
      expect(ruleOf(`/srv/remote-fx/dist/mf-manifest.json${suffix}`)).toBe('no-cache');
      expect(ruleOf(`/srv/env/releases/fx/0123456789ab/remoteEntry.js${suffix}`)).toBe('no-cache');
      expect(ruleOf(`/srv/remote-fx/dist/page-about.7f5fc480.js${suffix}`)).toBe('public, max-age=31536000, immutable');
      expect(ruleOf(`/srv/remote-docs/dist/fragments/0123456789ab/en_us/docs.html${suffix}`)).toBe('public, max-age=31536000, immutable');
      expect(ruleOf(`/srv/remote-fx/dist/standalone/logo.svg${suffix}`)).toBe('public, max-age=3600');
    }
  });
});
