import { percentile } from './lib/stats';

export interface ComposedFigures {
  /** The pages asked for, by the template: `{n}` is a number no other request of the run has. */
  template: string;
  concurrency: number;
  seconds: number;
  requests: number;
  /** Pages served with the remote's page rendered in them (its `<h1>`), not left to the browser. */
  composed: number;
  composedPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failed: number;
}

/**
 * Pages the site's server composes per request, `concurrency` visitors at a time, each page a
 * render of its own with the api's data: the template's query differs every time, and a live page
 * (International Trade, whose loader reads the business types) is rendered with its whole query, so
 * no render is answered from the cache. A page whose render was not ready within the deadline is
 * served with its region left to the browser: counted, but not composed.
 */
export async function measureComposed(base: string, { template = '/en_us/InternationalTrade?ref=bench-{n}', concurrency = 8, seconds = 15 } = {}): Promise<ComposedFigures> {
  const latencies: number[] = [];
  let composed = 0;
  let failed = 0;
  let next = 0;
  const runId = Date.now().toString(36);
  const until = Date.now() + seconds * 1000;
  const visitor = async () => {
    while (Date.now() < until) {
      next += 1;
      const url = `${base}${template.replace('{n}', `${runId}-${next}`)}`;
      const started = performance.now();
      try {
        const response = await fetch(url, { headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
        const html = await response.text();
        latencies.push(performance.now() - started);
        if (!response.ok) failed += 1;
        else if (html.includes('<h1')) composed += 1;
      } catch {
        failed += 1;
      }
    }
  };
  // One page first, so that the remote's server build is loaded before the clock counts.
  await fetch(`${base}${template.replace('{n}', `${runId}-warm`)}`).then((response) => response.text());
  const started = Date.now();
  await Promise.all(Array.from({ length: concurrency }, visitor));
  const elapsed = (Date.now() - started) / 1000;
  return {
    template,
    concurrency,
    seconds: elapsed,
    requests: latencies.length + failed,
    composed,
    composedPerSecond: composed / elapsed,
    p50Ms: Math.round(percentile(latencies, 50)),
    p99Ms: Math.round(percentile(latencies, 99)),
    failed,
  };
}
