/**
 * `pnpm --filter @site/remote-docs exec tsx scripts/measure-search.ts`: times `searchDocs` over
 * the published index of each language (content-dist/latest.json) and prints one JSON array of
 * { lang, queries, documents, p50Ms, p99Ms, gc, slowest } on stdout, for the bench (issue 16: p99
 * at most 2 ms). Typing is simulated: every prefix of each query is searched, as the autocomplete does.
 *
 * A p99 over ~800 keystrokes is set by its nine slowest, so they are reported with their queries
 * and the garbage collections that ran during them (`gc`: every collection while the keystrokes
 * ran), to tell the search's own work from a collection or a busy machine.
 *
 * What a visitor experiences: each language is timed in its own fresh process (a page holds
 * one language), from the moment its index is loaded as the page loads it (`loadIndex`, then
 * `warmUp`, as the search box does on first focus). Every keystroke is timed, the very first
 * ones included: nothing is searched beforehand and left out of the figures.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { PerformanceObserver } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { CONTENT_LANGS, contentPaths, type ContentLang, type LatestPointer } from '../src/lib/content/types';
import { loadIndex, searchDocs, warmUp } from '../src/lib/search/search';

const QUERIES: Record<ContentLang, string[]> = {
  en: ['payout', 'payment password', 'countdown', 'drawdown template', 'maker checker', 'custom role', 'extension 8.0.10', 'store rating', 'kyc', 'convert currency', 'settlement report', 'view only'],
  'zh-CN': ['付款', '支付密码', '倒计时', '提款模板', '经办 复核', '自定义角色', '插件', '店铺评分', '审核', '货币兑换', '结算报告', '余额'],
  'zh-HK': ['付款', '支付密碼', '倒計時', '提款範本', '經辦 覆核', '自訂角色', '擴充功能', '店鋪評分', '審核', '貨幣兌換', '結算報告', '餘額'],
};

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { out: { type: 'string', default: path.join(root, 'content-dist') }, rounds: { type: 'string', default: '20' }, lang: { type: 'string' }, slowest: { type: 'string', default: '10' } },
});
const outDir = path.resolve(values.out);
const { version } = JSON.parse(fs.readFileSync(path.join(outDir, 'latest.json'), 'utf8')) as LatestPointer;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * The pause between keystrokes. A visitor's keys are tens of milliseconds apart, and between them
 * the page is idle: the engine runs its scheduled work then (a young-generation collection, the end
 * of incremental marking). Searched back to back, that work would land inside the next keystroke,
 * which never happens while a person types.
 */
const KEY_GAP_MS = 1;

const round3 = (ms: number) => Math.round(ms * 1000) / 1000;

/** Garbage collections as the runtime reports them (start on the performance timeline, duration in ms). */
function observeGc(): { pauses: { start: number; ms: number }[]; stop: () => Promise<void> } {
  const pauses: { start: number; ms: number }[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) pauses.push({ start: entry.startTime, ms: entry.duration });
  });
  observer.observe({ entryTypes: ['gc'] });
  // Entries are delivered after the fact: give the last ones a turn of the event loop.
  const stop = () =>
    new Promise<void>((resolve) => {
      setTimeout(() => {
        observer.disconnect();
        resolve();
      }, 10);
    });
  return { pauses, stop };
}

async function measure(lang: ContentLang) {
  const index = loadIndex(fs.readFileSync(path.join(outDir, version, contentPaths.search(lang)), 'utf8'));
  warmUp(index);
  // What a visitor types, keystroke by keystroke.
  const typed = QUERIES[lang].flatMap((query) => Array.from({ length: query.length }, (_, i) => query.slice(0, i + 1)));
  const keystrokes: { query: string; start: number; ms: number }[] = [];
  const gc = observeGc();
  const from = performance.now();
  for (let round = 0; round < Number(values.rounds); round += 1) {
    for (const query of typed) {
      const start = performance.now();
      searchDocs(index, query);
      keystrokes.push({ query, start, ms: performance.now() - start });
      await delay(KEY_GAP_MS);
    }
  }
  const to = performance.now();
  await gc.stop();
  const times = keystrokes.map((keystroke) => keystroke.ms).sort((a, b) => a - b);
  const pauses = gc.pauses.filter((pause) => pause.start + pause.ms >= from && pause.start <= to);
  const slowest = [...keystrokes]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, Number(values.slowest))
    .map(({ query, start, ms }) => {
      const during = pauses.filter((pause) => pause.start < start + ms && pause.start + pause.ms > start);
      return { query, ms: round3(ms), ...(during.length > 0 ? { gcMs: round3(during.reduce((sum, pause) => sum + pause.ms, 0)) } : {}) };
    });
  return {
    lang,
    queries: times.length,
    documents: index.documentCount,
    p50Ms: round3(percentile(times, 50)),
    p99Ms: round3(percentile(times, 99)),
    gc: { count: pauses.length, ms: round3(pauses.reduce((sum, pause) => sum + pause.ms, 0)) },
    slowest,
  };
}

if (values.lang) {
  process.stdout.write(`${JSON.stringify(await measure(values.lang as ContentLang))}\n`);
} else {
  // One fresh process per language: code compiled for one language's queries must not flatter the next.
  const figures = CONTENT_LANGS.map((lang) => {
    const child = spawnSync(process.execPath, [...process.execArgv, import.meta.filename, '--out', outDir, '--rounds', String(values.rounds), '--slowest', String(values.slowest), '--lang', lang], { encoding: 'utf8' });
    if (child.status !== 0) throw new Error(`measuring ${lang} failed: ${child.stderr.slice(0, 300)}`);
    return JSON.parse(child.stdout) as Awaited<ReturnType<typeof measure>>;
  });
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}
