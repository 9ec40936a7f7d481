import type { Browser } from '@playwright/test';
import { gzipSize } from './lib/gzip-size';

export interface FirstLoadFigures {
  route: string;
  /** gzip bytes of every script requested before the page was interactive. */
  jsGzipBytes: number;
  scripts: { url: string; gzipBytes: number }[];
  /** Sequential round trips before the largest contentful paint, and the chain itself. */
  chainDepth: number;
  chain: string[];
  lcpMs: number;
}

interface Sent {
  url: string;
  type: string | undefined;
  /** Monotonic seconds (CDP). */
  startedAt: number;
  finishedAt: number | undefined;
}

/**
 * The longest run of requests that each started only after the one before it had finished:
 * the sequential round trips the page paid for. A request's predecessor is the request that
 * finished last before it started.
 */
export function sequentialChain(requests: readonly { url: string; startedAt: number; finishedAt: number | undefined }[]): string[] {
  const ordered = [...requests].sort((a, b) => a.startedAt - b.startedAt);
  const chains = new Map<string, string[]>();
  let longest: string[] = [];
  for (const request of ordered) {
    let predecessor: (typeof ordered)[number] | undefined;
    for (const candidate of ordered) {
      if (candidate === request || candidate.finishedAt === undefined || candidate.finishedAt > request.startedAt) continue;
      if (!predecessor || (predecessor.finishedAt ?? 0) < candidate.finishedAt) predecessor = candidate;
    }
    const chain = [...(predecessor ? (chains.get(predecessor.url) ?? [predecessor.url]) : []), request.url];
    chains.set(request.url, chain);
    if (chain.length > longest.length) longest = chain;
  }
  return longest;
}

/**
 * Loads a route on a phone-sized page, waits until its remote region is ready and the network
 * is idle (interactive), and reports the scripts it needed and the longest chain of requests
 * that each waited for the one before: the cost of federation made visible.
 */
export async function measureFirstLoad(browser: Browser, baseUrl: string, route: string): Promise<FirstLoadFigures> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const sent = new Map<string, Sent>();
  let monotonicOrigin = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Document' && !monotonicOrigin) monotonicOrigin = event.timestamp;
    sent.set(event.requestId, { url: event.request.url, type: event.type, startedAt: event.timestamp, finishedAt: undefined });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = sent.get(event.requestId);
    if (request) request.finishedAt = event.timestamp;
  });

  await page.goto(`${baseUrl}${route}`, { waitUntil: 'load' });
  await page.locator('[data-remote][data-status="ready"]').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const lcpMs = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? 0)).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(0), 2000);
      }),
  );
  await context.close();

  const requests = [...sent.values()];
  const scripts = requests.filter((request) => request.type === 'Script');
  const sized = await Promise.all(scripts.map(async (script) => ({ url: script.url, gzipBytes: await gzipSize(script.url) })));

  // Requests that started before the largest contentful paint (LCP is relative to navigation).
  const beforeLcp = requests.filter((request) => lcpMs === 0 || (request.startedAt - monotonicOrigin) * 1000 <= lcpMs);
  const chain = sequentialChain(beforeLcp);
  return {
    route,
    jsGzipBytes: sized.reduce((sum, script) => sum + script.gzipBytes, 0),
    scripts: sized,
    chainDepth: chain.length,
    chain: chain.map((url) => url.replace(/^https?:\/\/localhost:/, ':')),
    lcpMs,
  };
}
