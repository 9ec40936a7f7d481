import { defineConfig } from '@playwright/test';
import { APPS, SITE_URL } from './support/apps';

/**
 * Browser tests of the composed site (project `site`) and of each remote on its own standalone
 * page (one project per remote), on Debian's Chromium: browsers are never downloaded.
 */
const STANDALONE = APPS.slice(1).map((app) => ({ name: app.federation, port: app.port }));

/**
 * One remote tested on its own (`E2E_REMOTE=fx`, as `pnpm --filter @site/remote-fx test` runs it): its
 * standalone project alone, against a server of that remote, the remotes its page embeds and the api
 * (scripts/serve-remote.mjs) instead of the whole site, with its results in a folder of their own.
 */
const ONLY = process.env.E2E_REMOTE ? STANDALONE.find(({ name }) => name === process.env.E2E_REMOTE) : undefined;
if (process.env.E2E_REMOTE && !ONLY) throw new Error(`E2E_REMOTE=${process.env.E2E_REMOTE} names no remote: ${STANDALONE.map(({ name }) => name).join(', ')}`);
const RESULTS = ONLY ? `test-results/standalone-${ONLY.name}` : 'test-results';

const server = {
  // Many tests submit forms from one address within a minute: lift the per-IP write limit.
  env: { RATE_LIMIT_MAX: '100000' },
  reuseExistingServer: !process.env.CI,
  timeout: 180_000,
  stdout: 'ignore',
  stderr: 'pipe',
} as const;

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: `${RESULTS}/results.json` }]],
  outputDir: `${RESULTS}/artifacts`,
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'site', testDir: './tests/site', use: { baseURL: SITE_URL } },
    ...STANDALONE.map(({ name, port }) => ({
      name: `standalone-${name}`,
      testDir: './tests/standalone',
      testMatch: `${name}.spec.ts`,
      use: { baseURL: `http://localhost:${port}` },
    })),
  ].filter(({ name }) => !ONLY || name === `standalone-${ONLY.name}`),
  webServer: ONLY
    ? {
        ...server,
        command: `node ../scripts/serve-remote.mjs ${ONLY.name} --no-build`,
        // Asked through the remote's own /api proxy, so it answers once both its server and the api are up.
        url: `http://localhost:${ONLY.port}/api/health`,
      }
    : {
        ...server,
        // The production build, served exactly as `npm start` serves it.
        command: 'node ../scripts/start.mjs --no-build',
        // Asked through the site's /api proxy, so it answers once the site and the api are both up: the
        // site's server renders the rates with the api.
        url: `${SITE_URL}/api/health`,
      },
});
