import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { EDGE_SITE_URL } from './support/apps';

/**
 * The smoke subset of the browser suite, through nginx in the production topology
 * (docs/deployment.md). It starts no server: `npm run test:prod` (scripts/test-prod.mjs) starts the
 * topology, runs this, and stops it.
 */
export default defineConfig({
  ...base,
  testDir: './tests/prod',
  retries: 0,
  globalTimeout: 4 * 60_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/prod-results.json' }]],
  outputDir: 'test-results/prod-artifacts',
  projects: [{ name: 'prod-smoke', use: { baseURL: process.env.PROD_BASE_URL ?? EDGE_SITE_URL } }],
  webServer: undefined,
});
