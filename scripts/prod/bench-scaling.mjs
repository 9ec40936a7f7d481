// @ts-check
/**
 * Part of `npm run bench` (section `api-scaling`): lead inserts through nginx with one api
 * instance, then with two (the same topology scaled as docs/deployment.md says: start an
 * instance, add it to the upstream, reload nginx). Prints both and their ratio. Every figure
 * depends on the machine: nginx, PostgreSQL, the load generator and the instances share its cores.
 *
 *   node scripts/prod/bench-scaling.mjs [--seconds 10]
 */
import { SITE_URL, prodPorts, startProduction } from '../lib/prod.mjs';
import { log, requireFreePorts, runMain } from '../lib/workspace.mjs';
import { leadLoad, storedCounts } from './load.mjs';

const secondsArg = process.argv.indexOf('--seconds');
const seconds = secondsArg > 0 ? Number(process.argv[secondsArg + 1]) : 10;
const CONNECTIONS = 20;

runMain(async () => {
  await requireFreePorts(prodPorts(2));
  const topology = await startProduction({ apiInstances: 1, apiEnv: { RATE_LIMIT_MAX: '100000000', LOG_LEVEL: 'error' }, quiet: true });
  try {
    /** @param {number} instances */
    const measure = async (instances) => {
      await leadLoad({ base: SITE_URL, seconds: 2, connections: CONNECTIONS }).done; // warm-up
      const { done, run } = leadLoad({ base: SITE_URL, seconds, connections: CONNECTIONS });
      const result = await done;
      const acknowledged = result.outcomes.filter((outcome) => outcome.outcome === 'acknowledged').length;
      const stored = await storedCounts(topology.databaseUrl, run);
      return { instances, ...result, acknowledged, stored: stored.size };
    };
    const one = await measure(1);
    await topology.scaleApi(2);
    const two = await measure(2);
    log(`api scaling: lead inserts through nginx, ${CONNECTIONS} connections, ${seconds} s each`);
    process.stdout.write('  instances  req/s    p50 ms  p99 ms  acknowledged  stored\n');
    for (const row of [one, two]) {
      process.stdout.write(
        `  ${String(row.instances).padEnd(9)}  ${row.requestsPerSecond.toFixed(0).padStart(6)}  ${String(row.p50Ms).padStart(6)}  ${String(row.p99Ms).padStart(6)}  ${String(row.acknowledged).padStart(12)}  ${String(row.stored).padStart(6)}\n`,
      );
    }
    process.stdout.write(`  two instances against one: ×${(two.requestsPerSecond / one.requestsPerSecond).toFixed(2)}\n`);
    process.stdout.write('  (stored counts also the requests in flight when the load stopped; a second instance helps only where the cores are not already busy)\n');
  } finally {
    await topology.stop();
  }
});
