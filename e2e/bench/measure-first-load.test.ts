import { sequentialChain } from './measure-first-load';

describe('sequentialChain', () => {
  it('follows requests that waited for the one before them', () => {
    const chain = sequentialChain([
      { url: 'document', startedAt: 0, finishedAt: 1 },
      { url: 'main.js', startedAt: 1.1, finishedAt: 2 },
      { url: 'styles.css', startedAt: 1.1, finishedAt: 1.5 },
      { url: 'manifest', startedAt: 2.1, finishedAt: 3 },
      { url: 'remoteEntry.js', startedAt: 3.1, finishedAt: 4 },
    ]);
    expect(chain).toEqual(['document', 'main.js', 'manifest', 'remoteEntry.js']);
  });

  it('counts requests issued in parallel once', () => {
    const chain = sequentialChain([
      { url: 'document', startedAt: 0, finishedAt: 1 },
      { url: 'a.js', startedAt: 1.1, finishedAt: 2 },
      { url: 'b.js', startedAt: 1.1, finishedAt: 2.2 },
    ]);
    expect(chain).toHaveLength(2);
  });
});
