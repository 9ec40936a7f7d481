// @ts-check
/**
 * The README's recipe "Add a page", followed by a test: a page in three languages is five files of
 * one remote (component, route entry, one strings file per language) and no file of the shell. The
 * test writes those five files into a copy of the marketing remote, builds the copy, points the
 * running shell server's remotes.json at it (as a deploy does) and sees the page served: its title
 * in each language, its link in the header, its sitemap entry with hreflang alternates; with no
 * shell build or restart.
 *
 * The copy keeps the remote's folder name (the build finds its app by it) in a folder that links to
 * everything else of the repository, so its node_modules links and the relative paths of its build
 * resolve as in the real one; it is removed afterwards.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT, pnpmCommand } from '../lib/workspace.mjs';

const SOURCE = path.join(ROOT, 'remote-marketing');
const MIRROR = path.join(ROOT, '.recipe-check');
const COPY = path.join(MIRROR, 'remote-marketing');

/** The recipe's five files, as a product team writes them (README, "Add a page"). */
const COMPONENT = `import { useTranslation } from '@site/shared/i18n';
import type { PageHandle } from '@site/shared/pages';
import type { PageProps } from '../../lib/page-props';

export const handle: PageHandle = { head: { namespace: 'careers' }, indexable: true, nav: [{ group: 'company', order: 30 }] };

/** Careers: who we look for, and how to apply. */
export default function CareersPage(_props: PageProps) {
  const { t } = useTranslation('careers');
  return (
    <section>
      <h1>{t('heading')}</h1>
      <p>{t('body')}</p>
    </section>
  );
}
`;
const ROUTE_ENTRY = `    { id: 'careers', path: '/Careers', chunk: 'page-careers', load: withStrings('careers', () => import(/* webpackChunkName: "page-careers" */ './features/careers/careers-page')) },
`;
const STRINGS = {
  en: {
    head: { title: 'Careers', description: 'Work with us on cross-border payments, FX and trade finance in Hong Kong, Singapore and Shenzhen.', nav: 'Careers' },
    heading: 'Build trade finance with us',
    body: 'Our teams in Hong Kong, Singapore and Shenzhen build payments, FX and trade finance for exporters, e-commerce sellers, travel agencies and banks.',
  },
  'zh-CN': {
    head: { title: '加入我们', description: '在香港、新加坡和深圳，与我们一起打造跨境收付款、换汇与贸易融资服务。', nav: '加入我们' },
    heading: '与我们一起打造贸易金融',
    body: '我们在香港、新加坡和深圳的团队，为出口企业、电商卖家、旅行社和银行提供收付款、换汇与贸易融资服务。',
  },
  'zh-HK': {
    head: { title: '加入我們', description: '在香港、新加坡和深圳，與我們一起打造跨境收付款、換匯與貿易融資服務。', nav: '加入我們' },
    heading: '與我們一起打造貿易金融',
    body: '我們在香港、新加坡和深圳的團隊，為出口企業、電商賣家、旅行社和銀行提供收付款、換匯與貿易融資服務。',
  },
};

/** @type {{ close: () => Promise<void> }[]} */
const servers = [];
/** @type {string} */
let site = '';
/** @type {string} */
let remotesFile = '';
/** @type {string[]} */
let written = [];

/** @param {string} url */
const get = (url) => fetch(url, { redirect: 'manual' });

before(async () => {
  fs.rmSync(MIRROR, { recursive: true, force: true });
  fs.mkdirSync(MIRROR);
  for (const entry of fs.readdirSync(ROOT)) {
    if (!['.git', '.recipe-check', 'remote-marketing'].includes(entry)) fs.symlinkSync(path.join('..', entry), path.join(MIRROR, entry));
  }
  fs.cpSync(SOURCE, COPY, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (file) => !/[\\/](dist|dist-ssr|test-results)$/.test(file),
  });
  // The recipe: five files, all in the remote.
  const write = (/** @type {string} */ relative, /** @type {string} */ text) => {
    fs.mkdirSync(path.dirname(path.join(COPY, relative)), { recursive: true });
    fs.writeFileSync(path.join(COPY, relative), text);
    written.push(relative);
  };
  write('src/features/careers/careers-page.tsx', COMPONENT);
  const routes = fs.readFileSync(path.join(COPY, 'src/routes.ts'), 'utf8');
  // Right after the contact page's entry: the list's order is the sitemap's.
  const contact = /^ *\{ id: 'contact',.*\n/m.exec(routes);
  assert.ok(contact, "src/routes.ts lists the contact page on one line ({ id: 'contact', … })");
  const at = contact.index + contact[0].length;
  write('src/routes.ts', `${routes.slice(0, at)}${ROUTE_ENTRY}${routes.slice(at)}`);
  for (const [lng, strings] of Object.entries(STRINGS)) write(`src/locales/${lng}/careers.json`, `${JSON.stringify(strings, null, 2)}\n`);

  const { cmd, pre } = pnpmCommand();
  for (const args of [[...pre, 'exec', 'webpack', '--mode', 'production'], [process.execPath, '../shared/build/prerender.mjs']]) {
    const [command = '', ...rest] = args[0] === process.execPath ? args : [cmd, ...args];
    const result = spawnSync(command, rest, { cwd: COPY, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NODE_ENV: 'production' } });
    assert.equal(result.status, 0, `${args.join(' ')} failed in the copy:\n${`${result.stdout}${result.stderr}`.slice(-4000)}`);
  }

  // The site as it runs: the shell's server and the live marketing build, each on a port of its own.
  process.env.NODE_ENV ??= 'production';
  const { createShellServer, createStaticServer } = createRequire(import.meta.url)(path.join(ROOT, 'shell/dist-ssr/server.cjs'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'recipe-'));
  remotesFile = path.join(dir, 'remotes.json');
  // The token that lets the shell's server, alone, read the remote's server build.
  const serverBuildToken = randomBytes(32).toString('hex');
  const live = await createStaticServer({ root: path.join(SOURCE, 'dist'), port: 0, host: '127.0.0.1', cors: ['*'], serverBuildToken });
  const candidate = await createStaticServer({ root: path.join(COPY, 'dist'), port: 0, host: '127.0.0.1', cors: ['*'], serverBuildToken });
  servers.push(live, candidate);
  const originOf = (/** @type {any} */ server) => `http://127.0.0.1:${server.server.address().port}`;
  fs.writeFileSync(remotesFile, JSON.stringify({ remotes: { marketing: `${originOf(live)}/mf-manifest.json` } }));
  const shell = await createShellServer({ root: path.join(ROOT, 'shell/dist'), publicDir: path.join(ROOT, 'shell/public'), remotesFile, port: 0, host: '127.0.0.1', apiUrl: 'http://127.0.0.1:9', serverBuildToken });
  servers.push(shell);
  site = originOf(shell);
  // Before the release the address is unknown: the visitor goes to the language's home.
  assert.equal((await get(`${site}/en_us/Careers`)).headers.get('location'), '/en_us');
  // The release: remotes.json names the new build (what a deploy switches), nothing else changes.
  fs.writeFileSync(remotesFile, JSON.stringify({ remotes: { marketing: `${originOf(candidate)}/mf-manifest.json` } }));
});

after(async () => {
  await Promise.all(servers.map((server) => server.close()));
  fs.rmSync(MIRROR, { recursive: true, force: true });
});

/** The page once the shell has read the new manifest (it reads a remote's manifests again within seconds). */
async function servedPage(/** @type {string} */ address) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const response = await get(`${site}${address}`);
    if (response.status === 200 || Date.now() > deadline) return { status: response.status, html: await response.text() };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

test('the recipe is five files of the remote, none of the shell', () => {
  assert.deepEqual([...written].sort(), ['src/features/careers/careers-page.tsx', 'src/locales/en/careers.json', 'src/locales/zh-CN/careers.json', 'src/locales/zh-HK/careers.json', 'src/routes.ts']);
});

test('the new page is served as HTML in every language, with its title, after the release alone', async () => {
  const en = await servedPage('/en_us/Careers');
  assert.equal(en.status, 200);
  assert.match(en.html, /<title>Careers \| Tradewind Finance<\/title>/);
  assert.match(en.html, /<h1>Build trade finance with us<\/h1>/);
  assert.match((await servedPage('/zh_cn/Careers')).html, /<title>加入我们 \| /);
  assert.match((await servedPage('/zh_hk/Careers')).html, /<h1>與我們一起打造貿易金融<\/h1>/);
});

test('its link is in the header of every page, in the page\'s language', async () => {
  const home = await servedPage('/zh_hk');
  assert.match(home.html, /<a [^<>]*href="\/zh_hk\/Careers"[^<>]*>加入我們<\/a>/);
});

test('the sitemap lists it with its language alternates, and its head names them', async () => {
  const xml = await (await get(`${site}/sitemap.xml`)).text();
  const origin = site;
  for (const loc of [`${origin}/en_us/Careers`, `${origin}/zh_cn/Careers`, `${origin}/zh_hk/Careers`]) assert.ok(xml.includes(`<loc>${loc}</loc>`), `${loc} in sitemap.xml`);
  assert.ok(xml.includes(`<xhtml:link rel="alternate" hreflang="zh-HK" href="${origin}/zh_hk/Careers"/>`), 'the zh-HK alternate');
  const { html } = await servedPage('/en_us/Careers');
  assert.match(html, /<link rel="alternate" hreflang="zh-CN" href="[^"]*\/zh_cn\/Careers"/i);
});
