import { parseDocsPath } from './routes';

describe('parseDocsPath', () => {
  it('routes the docs home, an article, and the API reference', () => {
    expect(parseDocsPath('/docs')).toEqual({ kind: 'home' });
    expect(parseDocsPath('/docs/')).toEqual({ kind: 'home' });
    expect(parseDocsPath('/docs/create-a-payout')).toEqual({ kind: 'article', name: 'create-a-payout' });
    expect(parseDocsPath('/developerTools')).toEqual({ kind: 'api' });
  });

  it('shows the API reference for any docs path containing open-ai', () => {
    expect(parseDocsPath('/docs/open-ai')).toEqual({ kind: 'api' });
    expect(parseDocsPath('/docs/guides/open-ai-reference')).toEqual({ kind: 'api' });
  });

  it('treats anything else as not found, without trusting the URL', () => {
    expect(parseDocsPath('/docs/<script>alert(1)</script>')).toEqual({ kind: 'not-found' });
    expect(parseDocsPath('/docs/a/b')).toEqual({ kind: 'not-found' });
    expect(parseDocsPath('/docs/%E0%A4%A')).toEqual({ kind: 'not-found' });
    expect(parseDocsPath('/docs/Create-A-Payout')).toEqual({ kind: 'not-found' });
  });
});
