import { defineConfig } from '@playwright/test';
import { APPS, SITE_URL } from './support/apps';

/**
 * Browser tests of the composed site (project `site`) and of each remote on its own standalone
 * page (one project per remote), on Debian's Chromium: browsers are never downloaded.
 */
const STANDALONE = APPS.slice(1).map((app) => ({ name: app.federation, port: app.port }));

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  outputDir: 'test-results/artifacts',
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
  ],
  webServer: {
    // The production build, served exactly as `npm start` serves it.
    command: 'node ../scripts/start.mjs --no-build',
    // Many tests submit forms from one address within a minute: lift the per-IP write limit.
    env: { RATE_LIMIT_MAX: '100000' },
    url: `${SITE_URL}/remotes.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
