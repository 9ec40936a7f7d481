// @ts-check
/**
 * The help centre's recipe "Publishing an article" (remote-docs/README.md), followed by a test: the
 * docs team writes an article, runs `release:content`, and the site serves it as a page, in the
 * sitemap, in llms.txt, as Markdown and in the search index; removing it and releasing again answers
 * 404 and drops it from the sitemap; `rollback:remote docs` brings it back. Nothing of the shell is
 * built or restarted.
 *
 * It works on a copy of the docs remote (its last build included) in a folder that links to the rest
 * of the repository, against an environment of its own: a docs origin serving that environment's
 * releases and a shell server reading its remotes.json, each on a port of its own. The copy and the
 * environment are removed afterwards.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { ensureEnvironment } from '../lib/environment.mjs';
import { serverBuildToken } from '../lib/server-build-token.mjs';
import { ROOT, pnpmCommand } from '../lib/workspace.mjs';

const SOURCE = path.join(ROOT, 'remote-docs');
const MIRROR = path.join(ROOT, '.recipe-check-docs');
const COPY = path.join(MIRROR, 'remote-docs');
const NAME = 'settle-an-invoice-in-cny';

/** The article, in English and Simplified Chinese, as the docs team writes it (README, "The contract for an article"). */
const ARTICLE = {
  en: `---
title: "Settle an invoice in CNY"
date: 2026-11-20
tags: [payout, CNY, invoice]
categories: [User Guide, Payment]
categories_zh: [用户指南, 支付]
summary: "Pay a supplier's invoice in Chinese yuan from your USD or HKD balance, with the rate locked before you confirm."
---

To pay a supplier in mainland China, create a payout in CNY and attach the invoice.

## Before you start

You need a verified supplier account and enough balance in USD or HKD to cover the converted amount.

## Lock the rate

The rate is shown before you confirm and is held for the payout you are creating.
`,
  'zh-CN': `---
title: "以人民币结算发票"
date: 2026-11-20
tags: [付款, 人民币, 发票]
categories: [User Guide, Payment]
categories_zh: [用户指南, 支付]
summary: "从美元或港元余额，以人民币向供应商支付发票，确认前锁定汇率。"
---

向中国内地的供应商付款时，请创建一笔人民币付款并附上发票。

## 开始之前

您需要一个已验证的供应商账户，以及足以支付换算金额的美元或港元余额。

## 锁定汇率

确认前会显示汇率，并为您正在创建的付款保留该汇率。
`,
};

/** @type {{ close: () => Promise<void> }[]} */
const servers = [];
let site = '';
let envDir = '';

/** @param {string} url */
const get = (url) => fetch(url, { redirect: 'manual', headers: { accept: 'text/html' } });

/**
 * Runs a command in the copy of the remote (as the docs team runs it), failing the test with its output.
 * Not synchronously: this process serves the docs origin the deploy's checks read.
 * @param {string[]} args @returns {Promise<string>}
 */
function run(args, { cwd = COPY } = {}) {
  const { cmd, pre } = pnpmCommand();
  const [command = '', ...rest] = args[0] === process.execPath ? args : [cmd, ...pre, ...args];
  return new Promise((resolve, reject) => {
    const child = spawn(command, rest, { cwd, env: { ...process.env, NODE_ENV: 'production' } });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(out);
      else reject(new assert.AssertionError({ message: `${args.join(' ')} failed:\n${`${out}${err}`.slice(-4000)}` }));
    });
  });
}

/** What the site answers for `address` once it has read the newest release (it reads manifests again within seconds). @param {string} address @param {number} status */
async function served(address, status) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const response = await get(`${site}${address}`);
    const text = await response.text();
    if (response.status === status || Date.now() > deadline) return { status: response.status, text };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The text of a page's h1 (Chinese headings come in phrase spans), found by index. @param {string} html */
function headingOf(html) {
  const start = html.indexOf('>', html.indexOf('<h1')) + 1;
  const end = html.indexOf('</h1>', start);
  return start > 0 && end > -1 ? html.slice(start, end).replace(/<[^<>]*>/g, '') : undefined;
}

/** The live release's folder of the docs remote in the test's environment. */
function liveRelease() {
  const url = JSON.parse(fs.readFileSync(path.join(envDir, 'remotes.json'), 'utf8')).remotes.docs;
  const version = /\/releases\/([0-9a-f]{12})\/mf-manifest\.json$/.exec(url)?.[1];
  assert.ok(version, `remotes.json names a release of docs: ${url}`);
  return path.join(envDir, 'releases', 'docs', version);
}

/** Whether the live release's English search index knows the article. */
function searchable() {
  const release = liveRelease();
  const { version } = JSON.parse(fs.readFileSync(path.join(release, 'content/latest.json'), 'utf8'));
  return fs.readFileSync(path.join(release, 'content', version, 'en/search.json'), 'utf8').includes(NAME);
}

before(async () => {
  assert.ok(fs.existsSync(path.join(SOURCE, 'dist-ssr/server.cjs')), 'the docs remote has been built (its server build is what release:content renders with)');
  fs.rmSync(MIRROR, { recursive: true, force: true });
  fs.mkdirSync(MIRROR);
  for (const entry of fs.readdirSync(ROOT)) {
    if (!['.git', '.site-env', 'remote-docs'].includes(entry) && !entry.startsWith('.recipe-check')) fs.symlinkSync(path.join('..', entry), path.join(MIRROR, entry));
  }
  fs.cpSync(SOURCE, COPY, { recursive: true, verbatimSymlinks: true, filter: (file) => !/[\\/]test-results$/.test(file) });

  // The environment: a docs origin serving its releases, and the site's server reading its remotes.json.
  process.env.NODE_ENV ??= 'production';
  const { createShellServer, createStaticServer } = createRequire(import.meta.url)(path.join(ROOT, 'shell/dist-ssr/server.cjs'));
  envDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recipe-docs-env-'));
  fs.mkdirSync(path.join(envDir, 'releases/docs'), { recursive: true });
  // The environment's token: the deploy's checks and the site's server read server builds with it.
  const token = serverBuildToken(envDir);
  const docs = await createStaticServer({ root: path.join(COPY, 'dist'), port: 0, host: '127.0.0.1', cors: ['*'], serverBuildToken: token, extraStatic: [{ root: path.join(envDir, 'releases/docs'), prefix: '/releases/' }] });
  servers.push(docs);
  const docsOrigin = `http://127.0.0.1:${docs.server.address().port}`;
  const env = await ensureEnvironment(envDir, { bases: { docs: `${docsOrigin}/` } });
  await run([process.execPath, path.join(ROOT, 'scripts/deploy-remote.mjs'), 'docs', '--dist', 'dist', '--env', envDir]);
  const shell = await createShellServer({ root: path.join(ROOT, 'shell/dist'), publicDir: path.join(ROOT, 'shell/public'), remotesFile: env.remotesFile, port: 0, host: '127.0.0.1', apiUrl: 'http://127.0.0.1:9', serverBuildToken: token });
  servers.push(shell);
  site = `http://127.0.0.1:${shell.server.address().port}`;
  assert.equal((await served(`/en_us/docs/${NAME}`, 404)).status, 404, 'before the release the article is not found');
});

after(async () => {
  await Promise.all(servers.map((server) => server.close()));
  fs.rmSync(MIRROR, { recursive: true, force: true });
  if (envDir) fs.rmSync(envDir, { recursive: true, force: true });
});

test('a new article released with release:content is a page, in the sitemap, llms.txt, Markdown and search', async () => {
  for (const [lang, text] of Object.entries(ARTICLE)) fs.writeFileSync(path.join(COPY, 'content', lang, `${NAME}.md`), text);
  const out = await run(['run', 'release:content', '--env', envDir]);
  const live = out.split('\n').find((line) => line.includes('docs: live in '));
  assert.match(live ?? '', /record #\d+/, 'the release was deployed and recorded');

  const en = await served(`/en_us/docs/${NAME}`, 200);
  assert.equal(en.status, 200);
  assert.match(en.text, /<title>Settle an invoice in CNY \| /);
  assert.equal(headingOf(en.text), 'Settle an invoice in CNY');
  assert.equal(headingOf((await served(`/zh_cn/docs/${NAME}`, 200)).text), '以人民币结算发票');
  // zh-HK has no translation: the English article under the page's notice, still a page.
  assert.equal((await served(`/zh_hk/docs/${NAME}`, 200)).status, 200);

  const sitemap = await (await get(`${site}/sitemap.xml`)).text();
  for (const lang of ['en_us', 'zh_cn', 'zh_hk']) assert.ok(sitemap.includes(`/${lang}/docs/${NAME}</loc>`), `${lang} in sitemap.xml`);
  assert.match(sitemap, new RegExp(`hreflang="zh-CN" href="[^"]*/zh_cn/docs/${NAME}"`), 'its hreflang alternates');
  assert.ok((await (await get(`${site}/llms.txt`)).text()).includes(`/en_us/docs/${NAME}.md`), 'listed in llms.txt');
  assert.match(await (await get(`${site}/en_us/docs/${NAME}.md`)).text(), /^# Settle an invoice in CNY$/m);
  assert.ok(searchable(), 'in the search index of the live release');
});

test('a removed article answers 404 and leaves the sitemap; rollback brings it back with its page', async () => {
  for (const lang of Object.keys(ARTICLE)) fs.rmSync(path.join(COPY, 'content', lang, `${NAME}.md`));
  await run(['run', 'release:content', '--env', envDir]);

  const gone = await served(`/en_us/docs/${NAME}`, 404);
  assert.equal(gone.status, 404);
  assert.match(gone.text, /<meta name="robots" content="noindex/);
  assert.ok(!(await (await get(`${site}/sitemap.xml`)).text()).includes(`/docs/${NAME}<`), 'no longer in sitemap.xml');
  assert.ok(!(await (await get(`${site}/llms.txt`)).text()).includes(NAME), 'no longer in llms.txt');
  assert.ok(!searchable(), 'no longer in the search index');

  await run([process.execPath, path.join(ROOT, 'scripts/deploy-remote.mjs'), 'rollback', 'docs', '--env', envDir]);
  const back = await served(`/en_us/docs/${NAME}`, 200);
  assert.equal(back.status, 200);
  assert.equal(headingOf(back.text), 'Settle an invoice in CNY');
  assert.ok((await (await get(`${site}/sitemap.xml`)).text()).includes(`/en_us/docs/${NAME}</loc>`), 'in sitemap.xml again');
  assert.ok(searchable(), 'in the search index again');
});
