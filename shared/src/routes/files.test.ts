import type { ManifestFile } from './manifest';
import { fileDeclarationProblem, fileSource, isFileVersion, isRelativeToBase, matchFileAddress } from './files';

const markdown: ManifestFile = {
  at: '/{lang}/docs/{name}.md',
  from: 'content/{version}/{i18nLang}/articles/{name}.md',
  version: 'content/latest.json',
  type: 'text/markdown; charset=utf-8',
  absoluteLinks: true,
};

describe('the files a remote has the site serve', () => {
  it('accepts the help centre\'s declarations', () => {
    expect(fileDeclarationProblem(markdown)).toBeUndefined();
    expect(fileDeclarationProblem({ at: '/llms.txt', from: 'content/{version}/llms.txt', version: 'content/latest.json', type: 'text/plain; charset=utf-8' })).toBeUndefined();
    expect(fileDeclarationProblem({ at: '/{lang}/llms.txt', from: 'content/{version}/{i18nLang}/llms.txt', version: 'content/latest.json', type: 'text/plain; charset=utf-8' })).toBeUndefined();
  });

  it('refuses a declaration it could never serve, saying why', () => {
    const problem = (change: Partial<ManifestFile>) => fileDeclarationProblem({ ...markdown, ...change });
    expect(problem({ at: 'llms.txt' })).toMatch(/path from the site's root/);
    expect(problem({ at: '//evil.example/x' })).toMatch(/path from the site's root/);
    expect(problem({ at: '/{lang}/{name}-{name}.md' })).toMatch(/at most one placeholder/);
    expect(problem({ at: '/{lang}/docs/{file}.md' })).toBe('its address names {file}; an address may name {lang} and {name}');
    expect(problem({ at: '/{lang}/llms.txt' })).toBe('`from` names {name}, which its address does not give');
    expect(problem({ version: undefined })).toBe('`from` names {version}, but no version file says which');
    expect(problem({ from: 'https://cdn.example/{name}.md' })).toMatch(/relative to the remote's base URL/);
    expect(problem({ from: '//cdn.example/{name}.md' })).toMatch(/relative to the remote's base URL/);
    expect(problem({ from: '/\\cdn.example/{name}.md' })).toMatch(/relative to the remote's base URL/);
    expect(problem({ version: '//cdn.example/latest.json' })).toMatch(/version file must be relative/);
    expect(problem({ from: 'content/{path}.md' })).toMatch(/names \{path\}/);
    expect(problem({ type: 'text/html\r\nSet-Cookie: a=b' })).toMatch(/media type/);
  });

  it('reads an address segment by segment: a route language, a name of lower-case words, literal text as written', () => {
    expect(matchFileAddress(markdown.at, '/en_us/docs/create-a-payout.md')).toEqual({ lang: 'en_us', name: 'create-a-payout' });
    expect(matchFileAddress(markdown.at, '/zh%5Fhk/docs/kyc.md')).toEqual({ lang: 'zh_hk', name: 'kyc' });
    for (const pathname of ['/fr/docs/kyc.md', '/en_us/docs/Kyc.md', '/en_us/docs/a--b.md', '/en_us/docs/.md', '/en_us/docs/kyc.md/', '/en_us/Docs/kyc.md', '/en_us/docs/..%2Fkyc.md', '/en_us/docs/%E0.md']) {
      expect(matchFileAddress(markdown.at, pathname)).toBeUndefined();
    }
    expect(matchFileAddress('/llms.txt', '/llms.txt')).toEqual({});
    expect(matchFileAddress('/llms.txt', '/en_us/llms.txt')).toBeUndefined();
  });

  it('reads a file below the remote\'s base or from its origin\'s root, never from another host', () => {
    expect(['content/x.json', '../content/x.json', '/content/x.json', '?v=1'].every(isRelativeToBase)).toBe(true);
    expect(['', 'https://cdn.example/x.json', '//cdn.example/x.json', '\\\\cdn.example/x.json', '/\t/cdn.example/x', ' //cdn.example/x', 'data:,x', 7].some(isRelativeToBase)).toBe(false);
  });

  it('fills where a file is read from with the address\'s values, its i18n language and the live version', () => {
    expect(fileSource(markdown, { lang: 'zh_cn', name: 'kyc', version: 'abc123' })).toBe('content/abc123/zh-CN/articles/kyc.md');
    expect(fileSource(markdown, { lang: 'zh_cn', name: 'kyc' })).toBeUndefined();
  });

  it('takes a version that names one folder only', () => {
    expect(['abc123def456', 'v1.2.3', '2025-03-01_a'].every(isFileVersion)).toBe(true);
    expect(['.', '..', '', 'a/b', 'a b', 3, undefined].some(isFileVersion)).toBe(false);
  });
});
