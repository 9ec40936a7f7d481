import { buildCategoryTree, compareArticles, readingOrder, type TreeArticle } from './tree';

const article = (name: string, keys: string[], extra: Partial<TreeArticle> = {}): TreeArticle => ({
  name,
  title: name,
  date: '2025-01-01',
  pinned: false,
  categoryKeys: keys,
  categories: keys,
  ...extra,
});

describe('category tree', () => {
  const articles = [
    article('convert-currency', ['User Guide', 'Payment'], { order: 2 }),
    article('create-a-payout', ['User Guide', 'Payment'], { order: 1 }),
    article('drawdown-bulk-import', ['User Guide', 'Funding Service', 'Trade Finance']),
    article('new-features', ['User Guide', 'Release Notes'], { pinned: true }),
    article('user-management', ['User Guide', 'Users and Permissions']),
  ];

  it('nests groups by the category path and lists each article in its group', () => {
    const tree = buildCategoryTree(articles, ['User Guide', 'User Guide/Funding Service', 'User Guide/Payment']);
    expect(tree).toHaveLength(1);
    const [guide] = tree;
    expect(guide?.key).toBe('User Guide');
    expect(guide?.children.map((node) => node.key)).toEqual([
      'User Guide/Funding Service',
      'User Guide/Payment',
      // Not listed in the group order: in the order of their first article (the pinned one first).
      'User Guide/Release Notes',
      'User Guide/Users and Permissions',
    ]);
    expect(guide?.children[0]?.children[0]).toEqual({ key: 'User Guide/Funding Service/Trade Finance', label: 'Trade Finance', articles: ['drawdown-bulk-import'], children: [] });
    expect(guide?.children[1]?.articles).toEqual(['create-a-payout', 'convert-currency']);
  });

  it('labels groups in the page language and keeps the English path as the key', () => {
    const zh = [
      article('create-a-payout', ['User Guide', 'Payment'], { categories: ['用户指南', '付款'] }),
      article('user-management', ['User Guide', 'Users and Permissions'], { categories: ['User Guide', 'Users and Permissions'], labelRank: 1 }),
    ];
    const [guide] = buildCategoryTree([...zh].reverse());
    expect(guide?.label).toBe('用户指南');
    expect(guide?.key).toBe('User Guide');
    expect(guide?.children.map((node) => node.label).sort()).toEqual(['Users and Permissions', '付款']);
  });

  it('pins isPinned articles first, then orders by order, newest date and title', () => {
    const sorted = [
      article('b', [], { date: '2025-02-01' }),
      article('a', [], { date: '2025-02-01' }),
      article('old', [], { date: '2024-01-01' }),
      article('second', [], { order: 2 }),
      article('first', [], { order: 1 }),
      article('pinned', [], { pinned: true, date: '2020-01-01' }),
    ].sort(compareArticles);
    expect(sorted.map((a) => a.name)).toEqual(['pinned', 'first', 'second', 'a', 'b', 'old']);
  });

  it('reads groups depth first for prev/next', () => {
    expect(readingOrder(buildCategoryTree(articles, ['User Guide/Payment']))).toEqual([
      'create-a-payout',
      'convert-currency',
      'new-features',
      'drawdown-bulk-import',
      'user-management',
    ]);
  });
});
