import { defineConfig } from '@playwright/test';

/**
 * Browser tests of the composed site (project `site`) and of each remote on its own standalone
 * page (one project per remote), on Debian's Chromium: browsers are never downloaded.
 */
const STANDALONE = [
  { name: 'marketing', port: 3001 },
  { name: 'docs', port: 3002 },
  { name: 'fx', port: 3003 },
  { name: 'ota', port: 3004 },
  { name: 'exportdrawback', port: 3005 },
];

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
    { name: 'site', testDir: './tests/site', use: { baseURL: 'http://localhost:3000' } },
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
    url: 'http://localhost:3000/remotes.json',
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
