// @ts-check
/**
 * The token that lets the composition server, and nobody else, read the remotes' server builds
 * (docs/security.md, "What the servers give away"). One per environment, made on first use in
 * `<env>/server-build-token` (mode 0600, like a key); the remotes' origins (the Node static server,
 * nginx) serve a server build's folder only to a request carrying it in SERVER_BUILD_HEADER, and the
 * composition server and the deploy checks send it. Built-ins only.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The request header that carries the token (SERVER_BUILD_HEADER of shell/server/server-builds.ts). */
export const SERVER_BUILD_HEADER = 'x-server-build-token';

/** Where an environment keeps its token. @param {string} envDir */
export const serverBuildTokenFile = (envDir) => path.join(envDir, 'server-build-token');

/**
 * The environment's token, made (32 random bytes, hex) the first time it is asked for. Two processes
 * asking at once get the same one: the file is written whole under a name of its own and linked into
 * place, which fails when it is already there, and the loser reads the winner's.
 * @param {string} envDir
 * @returns {string}
 */
export function serverBuildToken(envDir) {
  const file = serverBuildTokenFile(envDir);
  try {
    return readToken(file);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(envDir, { recursive: true });
  const incoming = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(incoming, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  try {
    fs.linkSync(incoming, file);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(incoming, { force: true });
  }
  return readToken(file);
}

/** @param {string} file */
function readToken(file) {
  const token = fs.readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/.test(token)) throw new Error(`${file} does not hold a server-build token (64 hex digits): delete it, and restart the site to make a new one.`);
  return token;
}
