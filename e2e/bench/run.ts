/**
 * `npm run bench`: the performance picture of the site, on the production build served as
 * `npm start` serves it. Prints one table (each figure against its budget) and writes JSON to
 * e2e/bench/results/. Exits non-zero only when a measurement fails, never on a missed budget.
 *
 *   --runs N        Lighthouse and render runs per route (default 5)
 *   --only a,b      sections: lighthouse, first-load, fx, docs, search, api, composed
 *   --routes a,b    only these of the key routes
 *   --api-seconds N duration of each api load test (default 20)
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import budgets from './budgets.json';
import { SITE_URL } from '../support/apps';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium';
import { API_CONNECTIONS, measureApi } from './measure-api';
import { searchIndexLoadsOnFocusOnly } from './measure-docs';
import { measureFirstLoad } from './measure-first-load';
import { measureFxRender } from './measure-fx';
import { measureLighthouse, type LighthouseFigures } from './measure-lighthouse';
import { measureComposed } from './measure-composed';
import { measureDocsSearch } from './measure-search';
import { measureTemplateCheck } from './measure-template-check';
import { startStaticSnapshots } from './static-snapshot';
import { atLeast, atMost, formatTable, kb, ms, type Row } from './report';

const BASE = process.env.BENCH_BASE_URL ?? SITE_URL;
const ARTICLE = '/en_us/docs/create-a-payout';
const ALL_ROUTES = ['/en_us', '/zh_cn', '/en_us/PaymentManagement', '/en_us/Contact', ARTICLE, '/en_us/OTAFinance', '/exportdrawback'];

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}
const runs = Number(option('runs', '5'));
const apiSeconds = Number(option('api-seconds', '20'));
const only = new Set(option('only', 'lighthouse,first-load,fx,docs,search,api,composed').split(','));
const routeFilter = option('routes', '');

/** `--routes /en_us,/en_us/Contact` measures only those routes. */
const LIGHTHOUSE_ROUTES = routeFilter ? ALL_ROUTES.filter((route) => routeFilter.split(',').includes(route)) : ALL_ROUTES;

type Budgets = typeof budgets;
const lighthouseBudget = (route: string) => (budgets.lighthouse as Record<string, { performance: number } | undefined>)[route];
const firstLoadBudget = (route: string) => (budgets.firstLoadJs as Record<string, { maxBytes: number } | undefined>)[route];

async function main() {
  const rows: Row[] = [];
  const results: Record<string, unknown> = { startedAt: new Date().toISOString(), base: BASE, runs };
  let measurementFailed = false;
  const attempt = async (section: string, work: () => Promise<void>) => {
    if (!only.has(section)) return;
    process.stdout.write(`[bench] ${section}…\n`);
    try {
      await work();
    } catch (error) {
      measurementFailed = true;
      rows.push({ section, subject: '-', metric: 'measurement', value: String(error).slice(0, 80), budget: '-', status: 'failed' });
      console.error(error);
    }
  };

  await attempt('lighthouse', async () => {
    const figures = [];
    const all = budgets.lighthouseAll;
    // The same rendered pages served without a script: the floor, measured in the same run.
    const snapshotRoutes = budgets.staticSnapshot.routes.filter((route) => LIGHTHOUSE_ROUTES.includes(route));
    const snapshots = await startStaticSnapshots(BASE, snapshotRoutes);
    try {
      for (const route of LIGHTHOUSE_ROUTES) {
        const live = await measureLighthouse(BASE, route, runs);
        const floor = snapshotRoutes.includes(route) ? await measureLighthouse(snapshots.url(route).replace(route, ''), route, runs) : undefined;
        figures.push(live, ...(floor ? [{ ...floor, route: `${route} (static snapshot)` }] : []));
        const budget = lighthouseBudget(route);
        const measured: { subject: string; figure: LighthouseFigures; budgeted: boolean }[] = [
          { subject: route, figure: live, budgeted: true },
          ...(floor ? [{ subject: `${route} (static snapshot)`, figure: floor, budgeted: false }] : []),
        ];
        for (const { subject, figure, budgeted } of measured) {
          const b = figure.benchmarkIndex;
          rows.push(
            { section: 'lighthouse', subject, metric: 'performance', value: String(figure.performance), budget: budgeted && budget ? `>= ${budget.performance}` : '-', status: budgeted && budget ? atLeast(figure.performance, budget.performance) : 'info', benchmarkIndex: b },
            { section: 'lighthouse', subject, metric: 'LCP', value: ms(figure.lcpMs), budget: budgeted ? `<= ${all.maxLcpMs} ms` : '-', status: budgeted ? atMost(figure.lcpMs, all.maxLcpMs) : 'info', benchmarkIndex: b },
            { section: 'lighthouse', subject, metric: 'TBT', value: ms(figure.tbtMs), budget: budgeted ? `<= ${all.maxTbtMs} ms` : '-', status: budgeted ? atMost(figure.tbtMs, all.maxTbtMs) : 'info', benchmarkIndex: b },
            { section: 'lighthouse', subject, metric: 'CLS', value: figure.cls.toFixed(3), budget: budgeted ? `<= ${all.maxCls}` : '-', status: budgeted ? atMost(figure.cls, all.maxCls) : 'info', benchmarkIndex: b },
            { section: 'lighthouse', subject, metric: 'transfer (all / JS)', value: `${kb(figure.totalBytes)} / ${kb(figure.scriptBytes)}`, budget: '-', status: 'info', benchmarkIndex: b },
          );
        }
      }
    } finally {
      await snapshots.close();
    }
    results.lighthouse = figures;
  });

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    await attempt('first-load', async () => {
      const figures = [];
      for (const route of LIGHTHOUSE_ROUTES) {
        const figure = await measureFirstLoad(browser, BASE, route);
        figures.push(figure);
        const budget = firstLoadBudget(route);
        rows.push(
          { section: 'first load', subject: route, metric: 'JS gzip', value: kb(figure.jsGzipBytes), budget: budget ? `<= ${kb(budget.maxBytes)}` : '-', status: budget ? atMost(figure.jsGzipBytes, budget.maxBytes) : 'info' },
          { section: 'first load', subject: route, metric: 'request chain depth', value: String(figure.chainDepth), budget: '-', status: 'info' },
        );
        if (route === '/en_us') {
          const highcharts = figure.scripts.filter((script) => /highcharts/i.test(script.url));
          rows.push({ section: 'first load', subject: route, metric: 'Highcharts bytes', value: kb(highcharts.reduce((sum, script) => sum + script.gzipBytes, 0)), budget: '0', status: highcharts.length === 0 ? 'met' : 'missed' });
        }
      }
      results.firstLoad = figures;
    });

    await attempt('fx', async () => {
      const figure = await measureFxRender(browser, BASE, runs);
      results.fxRender = figure;
      rows.push({ section: 'fx widget', subject: '/en_us', metric: 'render after data', value: ms(figure.medianMs), budget: `<= ${budgets.fxRenderMs.max} ms`, status: atMost(figure.medianMs, budgets.fxRenderMs.max) });
    });

    await attempt('docs', async () => {
      const check = await searchIndexLoadsOnFocusOnly(browser, BASE, ARTICLE);
      results.searchIndexOnFocusOnly = check;
      rows.push({ section: 'docs', subject: ARTICLE, metric: 'index loads on focus only', value: check.detail, budget: 'yes', status: check.ok ? 'met' : 'missed' });
    });
  } finally {
    await browser.close();
  }

  await attempt('composed', async () => {
    const figure = await measureComposed(BASE, { concurrency: budgets.composedPages.concurrency });
    results.composed = figure;
    rows.push(
      { section: 'composed pages', subject: `${figure.template}, ${figure.concurrency} at a time`, metric: 'composed pages/s', value: figure.composedPerSecond.toFixed(1), budget: `>= ${budgets.composedPages.minPerSecond}`, status: atLeast(figure.composedPerSecond, budgets.composedPages.minPerSecond) },
      { section: 'composed pages', subject: `${figure.requests} pages, ${figure.composed} composed, ${figure.failed} failed`, metric: 'p50 / p99', value: `${ms(figure.p50Ms)} / ${ms(figure.p99Ms)}`, budget: '-', status: 'info' },
    );
  });

  await attempt('search', async () => {
    const figures = await measureDocsSearch();
    results.docsSearch = figures;
    for (const figure of figures) {
      rows.push({ section: 'docs search', subject: `${figure.queries} ${figure.lang} queries, ${figure.documents} articles`, metric: 'p50 / p99', value: `${ms(figure.p50Ms)} / ${ms(figure.p99Ms)}`, budget: `p99 <= ${budgets.docsSearchMs.p99} ms`, status: atMost(figure.p99Ms, budgets.docsSearchMs.p99) });
    }
  });

  await attempt('template check', async () => {
    const figure = measureTemplateCheck(budgets.templateCheckMs.rows);
    results.templateCheck = figure;
    rows.push({ section: 'docs', subject: `template check, ${figure.rows} rows (${figure.issues} problems)`, metric: 'median / max', value: `${ms(figure.medianMs)} / ${ms(figure.maxMs)}`, budget: `median < ${budgets.templateCheckMs.median} ms`, status: figure.medianMs < budgets.templateCheckMs.median ? 'met' : 'missed' });
  });

  await attempt('api', async () => {
    const figures = await measureApi(apiSeconds);
    results.api = figures;
    const apiBudgets: Budgets['api'] = budgets.api;
    for (const figure of figures) {
      const budget = figure.name === 'lead insert' ? apiBudgets.leadInsert : apiBudgets.rateHistory;
      rows.push(
        { section: 'api', subject: figure.name, metric: 'requests/s', value: String(Math.round(figure.requestsPerSecond)), budget: `>= ${budget.minRps}`, status: atLeast(figure.requestsPerSecond, budget.minRps) },
        { section: 'api', subject: figure.name, metric: 'p50 / p99 latency', value: `${figure.p50Ms} / ${figure.p99Ms} ms`, budget: `p99 <= ${budget.maxP99Ms} ms`, status: atMost(figure.p99Ms, budget.maxP99Ms) },
        { section: 'api', subject: figure.name, metric: 'errors / non-2xx', value: `${figure.errors} / ${figure.non2xx}`, budget: '0', status: figure.errors + figure.non2xx === 0 ? 'met' : 'missed' },
      );
      if (figure.stored !== undefined) {
        // Every acknowledged insert must be stored. A few more may be: requests still in flight
        // (at most one per connection) when the load stopped, answered after it stopped counting.
        const ok = figure.stored >= figure.acknowledged && figure.stored <= figure.acknowledged + API_CONNECTIONS;
        rows.push({ section: 'api', subject: figure.name, metric: 'stored vs acknowledged', value: `${figure.stored} stored, ${figure.acknowledged} acknowledged`, budget: `all acknowledged stored`, status: ok ? 'met' : 'missed' });
      }
    }
  });

  const table = formatTable(rows);
  process.stdout.write(`\n${table}\n`);
  const dir = path.join(import.meta.dirname, 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify({ ...results, rows }, null, 2)}\n`);
  process.stdout.write(`\nresults: ${path.relative(process.cwd(), file)}\n`);
  process.exit(measurementFailed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
