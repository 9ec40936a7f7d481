import { parseRemotesConfig } from './remotes-config';

describe('remotes.json validation', () => {
  it('accepts a valid file and fills default timeouts', () => {
    const result = parseRemotesConfig({ remotes: { marketing: 'http://localhost:3001/mf-manifest.json' } });
    expect(result).toEqual({
      ok: true,
      config: {
        remotes: { marketing: 'http://localhost:3001/mf-manifest.json' },
        timeouts: { manifestMs: 10_000, scriptMs: 30_000 },
        retries: 2,
      },
    });
  });

  it('names each problem of a bad file', () => {
    const result = parseRemotesConfig({ remotes: { Marketing: 'ftp://x', fx: 42 }, retries: 9 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toContain('remotes');
    expect(result.error).toContain('retries');
  });

  it('rejects a file that is not an object', () => {
    expect(parseRemotesConfig('nope').ok).toBe(false);
  });
});
