import { hostSharedVersions, sharedVersionProblems } from './shared-versions';

const host = { react: '19.3.1', i18next: '27.1.5', '@site/shared/store': '0.1.0' };

describe('shared versions of a remote against the shell that serves them', () => {
  it('accepts a remote built with the same or an older compatible release', () => {
    expect(sharedVersionProblems('marketing', host, [{ name: 'react', version: '19.3.1' }, { name: 'react', version: '19.2.7' }, { name: '@site/shared/store', version: '0.1.0' }])).toEqual([]);
  });

  it('names a remote built with another major version (React 18), a newer release, or another 0.x minor', () => {
    const problems = sharedVersionProblems('fx', host, [
      { name: 'react', version: '18.3.1' },
      { name: 'i18next', version: '27.2.0' },
      { name: '@site/shared/store', version: '0.2.0' },
    ]);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toBe('fx was built with react 18.3.1; the page provides 19.3.1, which may not serve it. Rebuild fx against 19.3.1, or deploy a shell that provides a compatible version.');
    expect(problems[2]).toContain('@site/shared/store 0.2.0');
  });

  it('ignores what the shell does not provide and versions it cannot read', () => {
    expect(sharedVersionProblems('docs', host, [{ name: 'highcharts', version: '12.0.0' }, { name: 'react', version: 'latest' }, { name: 'react' }])).toEqual([]);
    expect(sharedVersionProblems('docs', host, undefined)).toEqual([]);
  });

  it("reads the shell's versions from its manifest", () => {
    expect(hostSharedVersions({ shared: [{ name: 'react', version: '19.3.1' }, { name: 'zustand' }] })).toEqual({ react: '19.3.1' });
    expect(hostSharedVersions(undefined)).toEqual({});
  });
});
