// @ts-check
/**
 * `npm run dev`: every app on webpack-dev-server with live reload, and the api, on the same
 * ports as production (shared/apps.json).
 */
import { spawn } from 'node:child_process';
import { APPS, API_PORT, ROOT, ensureDependencies, pnpmCommand, requireFreePorts, requireNode, runMain, sitePorts } from './lib/workspace.mjs';

runMain(async () => {
  await requireNode();
  await requireFreePorts(sitePorts());
  ensureDependencies();
  const { cmd, pre } = pnpmCommand();
  const children = [
    spawn(cmd, [...pre, '--filter', '@site/api', 'run', 'dev'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, PORT: String(API_PORT) } }),
    ...APPS.map((app) => spawn(cmd, [...pre, '--filter', app.name, 'run', 'start'], { cwd: ROOT, stdio: 'inherit' })),
  ];
  const stop = () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
});
