// @ts-check
/**
 * The lock of an environment (scripts/lib/environment.mjs): everything that changes remotes.json or
 * the history holds it, so two deploys at once are taken one after the other.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Refusal } from './refusal.mjs';

/** @typedef {import('./environment.mjs').Environment} Environment */

/** @param {number} pid */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/** @param {string} file @returns {{ pid: number, host: string, since: string, token: string } | undefined} */
function lockHolder(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Runs `work` holding the environment's lock: a file made only if it does not exist, so one process at
 * a time (and one call at a time within a process) changes remotes.json and the history. A lock whose
 * process has died on this host is taken over; one still held after `timeoutMs` is a refusal naming
 * its holder.
 * @template T
 * @param {Environment} env
 * @param {() => Promise<T> | T} work
 * @param {{ timeoutMs?: number }} [options]
 * @returns {Promise<T>}
 */
export async function withLock(env, work, { timeoutMs = 120_000 } = {}) {
  const file = path.join(env.dir, '.deploy.lock');
  const token = crypto.randomUUID();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      fs.writeFileSync(file, JSON.stringify({ pid: process.pid, host: os.hostname(), since: new Date().toISOString(), token }), { flag: 'wx' });
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    }
    const holder = lockHolder(file);
    if (holder && holder.host === os.hostname() && !alive(holder.pid)) {
      // Moved aside first, so that of two processes finding it at once only one removes it; a fresh
      // lock moved aside by mistake (made between the read and the move) is put back.
      const aside = `${file}.${token}`;
      try {
        fs.renameSync(file, aside);
        if (lockHolder(aside)?.token !== holder.token) fs.linkSync(aside, file);
      } catch {
        // another process moved it first
      }
      fs.rmSync(aside, { force: true });
      continue;
    }
    if (Date.now() > deadline) {
      throw new Refusal([
        `Another deploy holds this environment's lock (${file}${holder ? `: process ${holder.pid} on ${holder.host} since ${holder.since}` : ''}). Try again once it has finished; if that process is gone, remove the file.`,
      ]);
    }
    await new Promise((resolve) => setTimeout(resolve, 25 + Math.random() * 50));
  }
  try {
    return await work();
  } finally {
    if (lockHolder(file)?.token === token) fs.rmSync(file, { force: true });
  }
}
