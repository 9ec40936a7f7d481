// @ts-check
/**
 * The README's recipe "Add a page", followed by a test in two remotes: a page in three languages is
 * five files of one remote (its route module, its entry in `src/routes.ts`, one strings file per
 * language) and no file of the shell. For each remote the test writes those five files into a copy of
 * the remote, builds the copy, points the running shell server's remotes.json at it (as a deploy
 * does) and sees the page served: its title in each language, its link in the header, its sitemap
 * entry with hreflang alternates; with no shell build or restart.
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
import { after, before, describe, test } from 'node:test';
import { ROOT, pnpmCommand } from '../lib/workspace.mjs';

/**
 * @typedef {{ head: { title: string; description: string; nav: string }; heading: string; body: string }} PageStrings
 * @typedef {{
 *   remote: string;
 *   path: string;
 *   namespace: string;
 *   module: string;
 *   component: string;
 *   handle: string;
 *   after: string;
 *   strings: Record<'en' | 'zh-CN' | 'zh-HK', PageStrings>;
 * }} Recipe
 */

/** The route module a product team writes (README, "Add a page"), for a page named `component`. */
const routeModule = (/** @type {Recipe} */ recipe) => `import { useTranslation } from '@site/shared/i18n';
import type { PageHandle } from '@site/shared/pages';
import type { PageProps } from '../../lib/page-props';

export const handle: PageHandle = ${recipe.handle};

export default function ${recipe.component}(_props: PageProps) {
  const { t } = useTranslation('${recipe.namespace}');
  return (
    <section>
      <h1>{t('heading')}</h1>
      <p>{t('body')}</p>
    </section>
  );
}
`;

/** Its entry in the remote's src/routes.ts. */
const routeEntry = (/** @type {Recipe} */ recipe) =>
  `    { id: '${recipe.namespace}', path: '/${recipe.path}', chunk: 'page-${recipe.namespace}', load: () => import(/* webpackChunkName: "page-${recipe.namespace}" */ './${recipe.module}') },
`;

/** @type {Recipe[]} */
const RECIPES = [
  {
    remote: 'marketing',
    path: 'Careers',
    namespace: 'careers',
    module: 'features/careers/careers-page',
    component: 'CareersPage',
    handle: "{ head: { namespace: 'careers' }, indexable: true, nav: [{ group: 'company', order: 30 }] }",
    after: 'contact',
    strings: {
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
    },
  },
  {
    remote: 'ota',
    path: 'OTAHowItWorks',
    namespace: 'how-it-works',
    module: 'features/how-it-works/how-it-works-page',
    component: 'HowItWorksPage',
    handle: "{ head: { namespace: 'how-it-works' }, indexable: true, nav: [{ group: 'solutions', order: 25 }] }",
    after: 'quotaDisplay',
    strings: {
      en: {
        head: { title: 'How OTA financing works', description: 'Credit for online travel agencies: up to USD 50 million for up to 120 days, from 10% a year.', nav: 'How OTA financing works' },
        heading: 'Credit that follows your bookings',
        body: 'Answer two short questionnaires about your agency and the platforms you sell on, and see your indicative limit: up to USD 50 million, for up to 120 days, from 10% a year.',
      },
      'zh-CN': {
        head: { title: 'OTA 融资如何运作', description: '为在线旅行社提供授信：额度最高 5000 万美元，期限最长 120 天，年利率 10% 起。', nav: 'OTA 融资如何运作' },
        heading: '随预订而来的授信',
        body: '填写两份关于贵公司及合作平台的简短问卷，即可查看参考额度：最高 5000 万美元，期限最长 120 天，年利率 10% 起。',
      },
      'zh-HK': {
        head: { title: 'OTA 融資如何運作', description: '為網上旅行社提供授信：額度最高 5000 萬美元，期限最長 120 天，年利率 10% 起。', nav: 'OTA 融資如何運作' },
        heading: '隨預訂而來的授信',
        body: '填寫兩份關於貴公司及合作平台的簡短問卷，即可查看參考額度：最高 5000 萬美元，期限最長 120 天，年利率 10% 起。',
      },
    },
  },
];

/** @param {string} url */
const get = (url) => fetch(url, { redirect: 'manual' });

for (const recipe of RECIPES) {
  describe(`a page added to remote-${recipe.remote} by the recipe`, () => {
    const SOURCE = path.join(ROOT, `remote-${recipe.remote}`);
    const MIRROR = path.join(ROOT, `.recipe-check-${recipe.remote}`);
    const COPY = path.join(MIRROR, `remote-${recipe.remote}`);
    /** @type {{ close: () => Promise<void> }[]} */
    const servers = [];
    let site = '';
    /** @type {string[]} */
    const written = [];

    before(async () => {
      fs.rmSync(MIRROR, { recursive: true, force: true });
      fs.mkdirSync(MIRROR);
      for (const entry of fs.readdirSync(ROOT)) {
        if (entry !== '.git' && !entry.startsWith('.recipe-check') && entry !== `remote-${recipe.remote}`) fs.symlinkSync(path.join('..', entry), path.join(MIRROR, entry));
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
      write(`src/${recipe.module}.tsx`, routeModule(recipe));
      const routes = fs.readFileSync(path.join(COPY, 'src/routes.ts'), 'utf8');
      // Right after the entry it follows: the list's order is the sitemap's.
      const previous = new RegExp(`^ *\\{ id: '${recipe.after}',.*\\n`, 'm').exec(routes);
      assert.ok(previous, `src/routes.ts lists the page ${recipe.after} on one line ({ id: '${recipe.after}', … })`);
      const at = previous.index + previous[0].length;
      write('src/routes.ts', `${routes.slice(0, at)}${routeEntry(recipe)}${routes.slice(at)}`);
      for (const [lng, strings] of Object.entries(recipe.strings)) write(`src/locales/${lng}/${recipe.namespace}.json`, `${JSON.stringify(strings, null, 2)}\n`);

      const { cmd, pre } = pnpmCommand();
      for (const args of [[...pre, 'exec', 'webpack', '--mode', 'production'], [process.execPath, '../shared/build/prerender.mjs']]) {
        const [command = '', ...rest] = args[0] === process.execPath ? args : [cmd, ...args];
        const result = spawnSync(command, rest, { cwd: COPY, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NODE_ENV: 'production' } });
        assert.equal(result.status, 0, `${args.join(' ')} failed in the copy:\n${`${result.stdout}${result.stderr}`.slice(-4000)}`);
      }

      // The site as it runs: the shell's server and the live build of the remote, each on a port of its own.
      process.env.NODE_ENV ??= 'production';
      const { createShellServer, createStaticServer } = createRequire(import.meta.url)(path.join(ROOT, 'shell/dist-ssr/server.cjs'));
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'recipe-'));
      const remotesFile = path.join(dir, 'remotes.json');
      // The token that lets the shell's server, alone, read the remote's server build.
      const serverBuildToken = randomBytes(32).toString('hex');
      const live = await createStaticServer({ root: path.join(SOURCE, 'dist'), port: 0, host: '127.0.0.1', cors: ['*'], serverBuildToken });
      const candidate = await createStaticServer({ root: path.join(COPY, 'dist'), port: 0, host: '127.0.0.1', cors: ['*'], serverBuildToken });
      servers.push(live, candidate);
      const originOf = (/** @type {any} */ server) => `http://127.0.0.1:${server.server.address().port}`;
      fs.writeFileSync(remotesFile, JSON.stringify({ remotes: { [recipe.remote]: `${originOf(live)}/mf-manifest.json` } }));
      const shell = await createShellServer({ root: path.join(ROOT, 'shell/dist'), publicDir: path.join(ROOT, 'shell/public'), remotesFile, port: 0, host: '127.0.0.1', apiUrl: 'http://127.0.0.1:9', serverBuildToken });
      servers.push(shell);
      site = originOf(shell);
      // Before the release the address is unknown: the visitor goes to the language's home.
      assert.equal((await get(`${site}/en_us/${recipe.path}`)).headers.get('location'), '/en_us');
      // The release: remotes.json names the new build (what a deploy switches), nothing else changes.
      fs.writeFileSync(remotesFile, JSON.stringify({ remotes: { [recipe.remote]: `${originOf(candidate)}/mf-manifest.json` } }));
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
      assert.deepEqual([...written].sort(), [`src/${recipe.module}.tsx`, `src/locales/en/${recipe.namespace}.json`, `src/locales/zh-CN/${recipe.namespace}.json`, `src/locales/zh-HK/${recipe.namespace}.json`, 'src/routes.ts'].sort());
    });

    test('the new page is served as HTML in every language, with its title, after the release alone', async () => {
      const en = await servedPage(`/en_us/${recipe.path}`);
      assert.equal(en.status, 200);
      assert.ok(en.html.includes(`<title>${recipe.strings.en.head.title} | `), 'its English title');
      assert.ok(en.html.includes(`<h1>${recipe.strings.en.heading}</h1>`), 'its English heading');
      assert.ok((await servedPage(`/zh_cn/${recipe.path}`)).html.includes(`<title>${recipe.strings['zh-CN'].head.title} | `), 'its Simplified Chinese title');
      // A Chinese heading is cut into phrases that each keep together: its text, tags aside.
      const zhHk = (await servedPage(`/zh_hk/${recipe.path}`)).html;
      const opens = zhHk.indexOf('<h1>');
      const h1 = opens < 0 ? '' : zhHk.slice(opens + 4, Math.max(opens + 4, zhHk.indexOf('</h1>', opens)));
      assert.equal(h1.replace(/<[^<>]*>/g, ''), recipe.strings['zh-HK'].heading);
    });

    test("its link is in the header, in the page's language", async () => {
      const { html } = await servedPage(`/zh_hk/${recipe.path}`);
      assert.ok(html.includes(`href="/zh_hk/${recipe.path}"`) && html.includes(`>${recipe.strings['zh-HK'].head.nav}</a>`), 'the zh-HK link in the header');
    });

    test('the sitemap lists it with its language alternates, and its head names them', async () => {
      const xml = await (await get(`${site}/sitemap.xml`)).text();
      for (const loc of [`${site}/en_us/${recipe.path}`, `${site}/zh_cn/${recipe.path}`, `${site}/zh_hk/${recipe.path}`]) assert.ok(xml.includes(`<loc>${loc}</loc>`), `${loc} in sitemap.xml`);
      assert.ok(xml.includes(`<xhtml:link rel="alternate" hreflang="zh-HK" href="${site}/zh_hk/${recipe.path}"/>`), 'the zh-HK alternate');
      const { html } = await servedPage(`/en_us/${recipe.path}`);
      assert.match(html, new RegExp(`<link rel="alternate" hreflang="zh-CN" href="[^"]*/zh_cn/${recipe.path}"`, 'i'));
    });
  });
}
