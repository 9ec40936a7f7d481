import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium';
import { median } from './lib/stats';

export interface LighthouseFigures {
  route: string;
  runs: number;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
  scriptBytes: number;
  benchmarkIndex: number;
}

/** Lighthouse's own recording failures, after which it asks to be run again. */
const RETRYABLE = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);
const MAX_RETRIES = 2;

/**
 * Lighthouse's default (mobile, simulated throttling) performance run, `runs` times per route,
 * in one Chromium per route; medians, with the benchmark index of the machine beside them.
 */
export async function measureLighthouse(baseUrl: string, route: string, runs: number): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  const samples: Omit<LighthouseFigures, 'route' | 'runs'>[] = [];
  try {
    let retries = MAX_RETRIES;
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(`${baseUrl}${route}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      const { lhr } = result;
      // A trace Lighthouse itself failed to record says nothing of the page; it asks to be run again.
      if (lhr.runtimeError && RETRYABLE.has(lhr.runtimeError.code) && retries > 0) {
        retries -= 1;
        run -= 1;
        continue;
      }
      if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${route}: ${lhr.runtimeError.message}`);
      const summary = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
      samples.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        totalBytes: summary.find((item) => item.resourceType === 'total')?.transferSize ?? Number.NaN,
        scriptBytes: summary.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN,
        benchmarkIndex: lhr.environment.benchmarkIndex,
      });
    }
  } finally {
    await chrome.kill();
  }
  const pick = (key: keyof (typeof samples)[number]) => median(samples.map((sample) => sample[key]));
  return {
    route,
    runs,
    performance: pick('performance'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    totalBytes: pick('totalBytes'),
    scriptBytes: pick('scriptBytes'),
    benchmarkIndex: pick('benchmarkIndex'),
  };
}
