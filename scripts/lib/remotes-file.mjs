// @ts-check
/**
 * An environment's remotes.json, the live file: which release of each remote the site serves. It is
 * replaced by a rename, so the shell's server and nginx read either the old file or the new one.
 */
import fs from 'node:fs';
import { writeAtomically } from './atomic-write.mjs';
import { Refusal } from './refusal.mjs';

/** @typedef {import('./environment.mjs').Environment} Environment */

/** remotes.json as it is now: the parsed file and its exact text. @param {Environment} env */
export function readRemotes(env) {
  const raw = fs.readFileSync(env.remotesFile, 'utf8');
  const json = /** @type {{ remotes: Record<string, string>, [key: string]: unknown }} */ (JSON.parse(raw));
  if (!json.remotes || typeof json.remotes !== 'object') throw new Refusal([`${env.remotesFile} has no "remotes" object: fix it by hand before deploying.`]);
  return { raw, json };
}

/** @param {Environment} env @param {object} json */
export function writeRemotes(env, json) {
  writeAtomically(env.remotesFile, `${JSON.stringify(json, null, 2)}\n`);
}
