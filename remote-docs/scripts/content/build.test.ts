import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadIndex, searchDocs } from '../../src/lib/search/search';
import type { LatestPointer, Manifest } from '../../src/lib/content/types';

/*
 * The content build end to end, as the docs team runs it: the CLI on fixture content in a temp
 * dir (never the real articles). It runs in a child process because unified is ESM-only.
 */
const SCRIPT = path.join(__dirname, '../build-content.ts');
const TSX = require.resolve('tsx/cli');
const TEMPLATE_JSON = fs.readFileSync(path.join(__dirname, '../../content/data/drawdown-template.json'), 'utf8');

function fixture(files: Record<string, string>): { content: string; out: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-content-'));
  const content = path.join(root, 'content');
  for (const [file, text] of Object.entries({ 'data/drawdown-template.json': TEMPLATE_JSON, ...files })) {
    fs.mkdirSync(path.dirname(path.join(content, file)), { recursive: true });
    fs.writeFileSync(path.join(content, file), text);
  }
  return { content, out: path.join(root, 'content-dist') };
}

/** Commits every file of the fixture with the given commit date, as a clone of the content repository would hold it. */
function commitAll(content: string, date: string) {
  const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date, GIT_AUTHOR_NAME: 'Docs', GIT_AUTHOR_EMAIL: 'docs@example.com', GIT_COMMITTER_NAME: 'Docs', GIT_COMMITTER_EMAIL: 'docs@example.com' };
  for (const args of [['init', '-q'], ['add', '.'], ['commit', '-q', '-m', 'content']]) {
    const result = spawnSync('git', ['-C', content, ...args], { encoding: 'utf8', env });
    if (result.status !== 0) throw new Error(result.stderr);
  }
}

function build({ content, out }: { content: string; out: string }) {
  const result = spawnSync(process.execPath, [TSX, SCRIPT, '--content', content, '--out', out], { encoding: 'utf8', cwd: path.dirname(content) });
  return { status: result.status, stderr: result.stderr };
}

const fm = (fields: string) => `---\n${fields.trim()}\n---\n`;

const GOOD = {
  'assets/flow.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="240"><rect width="640" height="240"/></svg>',
  'en/create-a-payout.md': `${fm(`
title: Create a payout
date: 2025-03-01
order: 1
tags: [payout]
categories: [User Guide, Payment]
categories_zh: [用户指南, 付款]
`)}
# Create a payout

Send money to a recipient. Check [roles](user-management#roles) first.

![The payout flow](assets/flow.svg)

## Before you start

<script>alert('x')</script>
<img src="assets/flow.svg" alt="flow" onerror="alert(1)">
<a href="javascript:alert(2)">click</a>

## Steps

### Review

Pending approvals show every payout waiting for a checker.

<!-- drawdown-template-table -->

Download the [CSV template](templates/drawdown-template.csv) or the [XLSX template](templates/drawdown-template.xlsx).
`,
  'en/user-management.md': `${fm(`
title: User management
date: 2025-01-01
isPinned: true
tags: [users]
categories: [User Guide, Payment]
categories_zh: [用户指南, 付款]
`)}
## Roles

Admin, Maker and Checker.
`,
  'en/unfinished.md': `${fm(`
title: Unfinished
date: 2025-01-01
draft: true
tags: []
categories: [User Guide, Payment]
`)}
Not ready.
`,
  'zh-CN/create-a-payout.md': `${fm(`
title: 创建付款
date: 2025-03-01
tags: [付款]
categories: [User Guide, Payment]
categories_zh: [用户指南, 付款]
`)}
## 第一步：选择收款人

您可以在交易菜单中按日期或状态查看付款状态。

## 第二步：审核（复核人）

见[用户管理](user-management#roles)。
`,
};

describe('content build (issue 6, item 2)', () => {
  const paths = fixture(GOOD);
  // Committed later than any front matter date: the file's history must not become "Last updated".
  commitAll(paths.content, '2026-11-22T10:00:00Z');
  const first = build(paths);
  const latest = JSON.parse(fs.readFileSync(path.join(paths.out, 'latest.json'), 'utf8')) as LatestPointer;
  const dir = path.join(paths.out, latest.version);
  const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
  const manifest = (lang: string) => JSON.parse(read(`${lang}/manifest.json`)) as Manifest;

  it('publishes a versioned artefact and points latest.json at it', () => {
    expect(first.stderr).not.toMatch(/error/);
    expect(first.status).toBe(0);
    expect(latest.version).toMatch(/^[0-9a-f]{12}$/);
    expect(Number.isNaN(Date.parse(latest.builtAt))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'assets/flow.svg'))).toBe(true);
    expect(read('templates/drawdown-template.csv').split('\r\n')[0]).toMatch(/^Doc Ref\. No\.,Document Type,Buyer,Supplier,PO No\./);
    expect(fs.statSync(path.join(dir, 'templates/drawdown-template.xlsx')).size).toBeGreaterThan(500);
  });

  it('drops drafts and pins isPinned articles first', () => {
    const en = manifest('en');
    expect(en.articles.map((article) => article.name)).toEqual(['user-management', 'create-a-payout']);
    expect(en.tree).toEqual([
      { key: 'User Guide', label: 'User Guide', articles: [], children: [{ key: 'User Guide/Payment', label: 'Payment', articles: ['user-management', 'create-a-payout'], children: [] }] },
    ]);
    expect(en.articles[0]).toMatchObject({ pinned: true, next: 'create-a-payout' });
    expect(en.articles[1]).toMatchObject({ prev: 'user-management', headings: [{ depth: 2, id: 'before-you-start', text: 'Before you start' }, { depth: 2, id: 'steps', text: 'Steps' }, { depth: 3, id: 'review', text: 'Review' }] });
    expect(fs.existsSync(path.join(dir, 'en/articles/unfinished.html'))).toBe(false);
  });

  it('sanitizes raw HTML: no script, no event handler, no javascript: URL', () => {
    const html = read('en/articles/create-a-payout.html');
    expect(html).not.toMatch(/<script|alert\('x'\)|onerror|javascript:/i);
    expect(html).toContain('<img src="assets/flow.svg" alt="flow"');
    expect(html).not.toMatch(/<h1/);
  });

  it('rewrites links for the page, sizes images, links headings and fills the template table', () => {
    const html = read('en/articles/create-a-payout.html');
    expect(html).toContain('<a href="/en_us/docs/user-management#roles">roles</a>');
    expect(html).toContain('width="640" height="240"');
    // A diagram alone in its paragraph is a box of its own a phone scrolls sideways, reachable by keyboard.
    expect(html).toContain('<div class="figure-scroll" tabindex="0" role="region" aria-label="Diagram (scrolls sideways on a narrow screen)"><img src="assets/flow.svg" alt="The payout flow"');
    expect(html).toContain('<a class="heading-anchor" aria-label="Link to this section: Steps" href="#steps">');
    expect(html).toContain('<th>Field</th>');
    expect(html).toContain('<td>Doc Ref. No.</td>');
    expect(html).toContain('href="templates/drawdown-template.xlsx" download="drawdown-template.xlsx"');
  });

  it('makes readable ids from Chinese headings', () => {
    expect(manifest('zh-CN').articles.find((a) => a.name === 'create-a-payout')?.headings.map((h) => h.id)).toEqual(['第一步选择收款人', '第二步审核复核人']);
    expect(read('zh-CN/articles/create-a-payout.html')).toContain('<h2 id="第一步选择收款人">第一步：选择收款人<a class="heading-anchor" aria-label="本节链接：第一步：选择收款人"');
  });

  it('fills a language without its own file with the English article, with links for that page', () => {
    const hk = manifest('zh-HK');
    // create-a-payout has a Simplified file, but a Traditional page shows the English source.
    expect(hk.articles.map((a) => [a.name, a.sourceLang])).toEqual([
      ['user-management', 'en'],
      ['create-a-payout', 'en'],
    ]);
    expect(hk.articles.find((a) => a.name === 'create-a-payout')?.title).toBe('Create a payout');
    expect(hk.tree[0]?.label).toBe('User Guide');
    expect(manifest('zh-CN').articles.map((a) => [a.name, a.sourceLang])).toEqual([
      ['user-management', 'en'],
      ['create-a-payout', 'zh-CN'],
    ]);
    expect(read('zh-HK/articles/create-a-payout.html')).toContain('href="/zh_hk/docs/user-management#roles"');
  });

  it('writes a search index that finds a Chinese word inside a sentence', () => {
    const index = loadIndex(read('zh-CN/search.json'));
    expect(searchDocs(index, '交易菜单').map((hit) => hit.name)).toEqual(['create-a-payout']);
    expect(searchDocs(loadIndex(read('en/search.json')), 'pending approvals')[0]?.name).toBe('create-a-payout');
  });

  it('writes each article as clean Markdown for each page language: title, body, table, no raw HTML', () => {
    const markdown = read('en/articles/create-a-payout.md');
    expect(markdown.startsWith('# Create a payout\n')).toBe(true);
    expect(markdown).toContain('Send money to a recipient. Check [roles](/en_us/docs/user-management#roles) first.');
    expect(markdown).toContain('![The payout flow](../../assets/flow.svg)');
    expect(markdown).toContain('### Review');
    expect(markdown).toMatch(/\| Doc Ref\. No\. +\| +M +\|/);
    expect(markdown).not.toMatch(/<script|<img|onerror|javascript:/i);
    // A fallback keeps its text, with links for the page it is read from.
    expect(read('zh-HK/articles/create-a-payout.md')).toContain('/zh_hk/docs/user-management#roles');
  });

  it('writes llms.txt per language listing every published article with its summary and Markdown link', () => {
    const llms = read('en/llms.txt');
    expect(llms.startsWith('# Tradewind Finance help centre\n\n> ')).toBe(true);
    expect(llms).toContain('## User Guide / Payment');
    expect(llms).toContain('- [Create a payout](/en_us/docs/create-a-payout.md): Send money to a recipient.');
    expect(llms).toContain('- [User management](/en_us/docs/user-management.md): ');
    expect(llms).not.toContain('unfinished');
    expect(read('llms.txt')).toBe(llms);
    expect(read('zh-HK/llms.txt')).toContain('/zh_hk/docs/user-management.md): ');
    expect(read('zh-HK/llms.txt')).toContain('(英文)');
  });

  it('dates every article with its front matter date, in every language', () => {
    for (const lang of ['en', 'zh-CN', 'zh-HK']) {
      expect(manifest(lang).articles.map((a) => [a.name, a.date, a.updated])).toEqual([
        ['user-management', '2025-01-01', '2025-01-01'],
        ['create-a-payout', '2025-03-01', '2025-03-01'],
      ]);
    }
  });

  it('writes each date as a reader of the manifest’s language writes it, the English fallback’s too', () => {
    const texts = (lang: string) => manifest(lang).articles.map((a) => [a.name, a.dateText]);
    expect(texts('en')).toEqual([
      ['user-management', 'January 1, 2025'],
      ['create-a-payout', 'March 1, 2025'],
    ]);
    expect(texts('zh-CN')).toEqual([
      ['user-management', '2025年1月1日'],
      ['create-a-payout', '2025年3月1日'],
    ]);
    expect(texts('zh-HK')).toEqual([
      ['user-management', '2025年1月1日'],
      ['create-a-payout', '2025年3月1日'],
    ]);
  });

  it('gives the same content the same version', () => {
    expect(build(paths).status).toBe(0);
    const again = JSON.parse(fs.readFileSync(path.join(paths.out, 'latest.json'), 'utf8')) as LatestPointer;
    expect(again.version).toBe(latest.version);
  });
});

describe('content build errors', () => {
  const broken = fixture({
    'assets/flow.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>',
    'en/guide.md': `${fm(`
title: Guide
date: 2025-03-01
tags: []
categories: [User Guide]
`)}
See [a missing article](no-such-article).

See [the draft](later) and [a missing heading](guide#nowhere).

![](assets/flow.svg)

![Chart](assets/missing.svg)

[A relative file](../secrets.txt)
`,
    'en/later.md': `${fm(`
title: Later
date: 2025-03-01
draft: true
tags: []
categories: [User Guide]
`)}
Soon.
`,
    'en/bad-date.md': `${fm(`
title: Bad date
date: 2025-13-01
tags: []
categories: [User Guide]
`)}
Text.
`,
    'en/Bad_Name.md': `${fm(`
title: Bad name
date: 2025-03-01
tags: []
categories: [User Guide]
`)}
`,
  });
  const result = build(broken);

  it('fails with file and line for every broken reference and front matter error, and publishes nothing', () => {
    expect(result.status).toBe(1);
    const lines = result.stderr.split('\n');
    const has = (pattern: RegExp) => expect(lines.some((line) => pattern.test(line))).toBe(true);
    has(/content[/\\]en[/\\]guide\.md:8: error: link "no-such-article": there is no published article "no-such-article"/);
    has(/guide\.md:10: error: link "later": .*\(it is a draft\)/);
    has(/guide\.md:10: error: link "guide#nowhere": "guide" has no heading #nowhere/);
    has(/guide\.md:12: error: image "assets\/flow\.svg" needs alt text/);
    has(/guide\.md:14: error: image "assets\/missing\.svg": content\/assets\/missing\.svg does not exist/);
    has(/guide\.md:16: error: link "\.\.\/secrets\.txt" is not an article name/);
    has(/bad-date\.md:3: error: front matter: date must be a date written YYYY-MM-DD|bad-date\.md:3: error: front matter: date is not a real date/);
    has(/Bad_Name\.md:1: error: "Bad_Name" is not a document name/);
    has(/content build failed: 8 errors; nothing was published/);
    expect(fs.existsSync(path.join(broken.out, 'latest.json'))).toBe(false);
  });
});
