import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createShellServer, type ShellServerOptions } from '../shell-server';

/** A minimal shell document: the site's title and an empty #root, with `head` and `body` markup added. */
export const shellIndex = ({ head = '', body = '' }: { head?: string; body?: string } = {}): string =>
  `<!doctype html><html lang=en><head><meta charset=utf-8><title>Tradewind Finance</title>${head}</head><body><div id=root></div>${body}</body></html>`;

/** A new temporary folder (`dir`, the server's publicDir) with the shell's build at `root` (`<dir>/<build>`) holding `index.html`. */
export function shellBuild(prefix: string, { build = 'dist', index = shellIndex() }: { build?: string; index?: string } = {}): { dir: string; root: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const root = path.join(dir, build);
  fs.mkdirSync(root, { recursive: true });
  fs.writeFileSync(path.join(root, 'index.html'), index);
  return { dir, root };
}

/** The shell's server for a test: on a free loopback port, its api a closed port, a remote given 500 ms, unless `options` says otherwise. */
export const startShell = (options: Pick<ShellServerOptions, 'root' | 'publicDir' | 'remotesFile'> & Partial<ShellServerOptions>): Promise<FastifyInstance> =>
  createShellServer({ port: 0, host: '127.0.0.1', apiUrl: 'http://127.0.0.1:9', remoteTimeoutMs: 500, ...options });

/** Closes a test's servers in turn (the shell's first, while the remotes it reads still answer), then removes its folder. */
export async function closeAll(servers: ({ close: () => Promise<unknown> } | undefined)[], dir: string): Promise<void> {
  for (const server of servers) await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
