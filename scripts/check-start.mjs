// @ts-check
/**
 * CI's proof that the README's first command works on a clean clone: runs `npm start` in the
 * background, waits (bounded) until Home, a help article and one api lookup answer through
 * http://localhost:3000, prints how long that took, and stops the whole process group.
 * On failure it says which address did not answer and prints the last lines of the log.
 * Built-ins only: it runs before anything is installed.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, SITE_URL, log, runMain, SetupError } from './lib/workspace.mjs';

const BUDGET_MS = Number(process.env.START_CHECK_TIMEOUT_MS ?? 30 * 60_000);
const ORIGIN = SITE_URL;
/**
 * What a visitor's first minute touches: Home and an article, each served as rendered HTML with
 * its heading (docs/composition.md), and the api behind the forms.
 */
const CHECKS = [
  { url: `${ORIGIN}/en_us`, expect: (/** @type {string} */ body) => /<h1[^<>]*>Cross-border payments, FX and trade finance<\/h1>/.test(body) },
  { url: `${ORIGIN}/en_us/docs/create-a-payout`, expect: (/** @type {string} */ body) => /<h1[^<>]*>Create a payout<\/h1>/.test(body) },
  { url: `${ORIGIN}/api/official/potentialCust/listAllPositionEnum`, expect: (/** @type {string} */ body) => JSON.parse(body).code === '200' },
];

/** @param {string} url @param {(body: string) => boolean} expect */
async function answers(url, expect) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    return response.ok && expect(await response.text());
  } catch {
    return false;
  }
}

runMain(async () => {
  const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'site-start-')), 'start.log');
  const out = fs.openSync(logFile, 'w');
  const started = Date.now();
  log(`── npm start (log: ${logFile})`);
  // detached: its own process group, so the api and the servers it starts stop with it.
  const child = spawn('npm', ['start'], { cwd: ROOT, detached: true, stdio: ['ignore', out, out] });
  let exited = /** @type {number | null | undefined} */ (undefined);
  child.on('exit', (code) => (exited = code));
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const tail = () => fs.readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');

  try {
    const pending = new Set(CHECKS);
    while (pending.size > 0) {
      if (exited !== undefined) throw new SetupError(`npm start exited (code ${exited}) before the site answered. Its last lines:\n${tail()}`);
      if (Date.now() - started > BUDGET_MS) {
        throw new SetupError(`npm start did not serve ${[...pending].map((check) => check.url).join(', ')} within ${BUDGET_MS / 1000} s. Its last lines:\n${tail()}`);
      }
      for (const check of [...pending]) if (await answers(check.url, check.expect)) pending.delete(check);
      if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    log(`npm start served Home, an article and the api after ${Math.round((Date.now() - started) / 1000)} s on a clean clone`);
  } finally {
    stop();
    await new Promise((resolve) => {
      if (exited !== undefined) resolve(undefined);
      else child.on('exit', resolve);
      setTimeout(resolve, 15_000);
    });
    fs.closeSync(out);
  }
});
