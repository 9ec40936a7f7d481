import { createRequire } from 'node:module';

interface App {
  dir: string;
  federation: string;
  port: number;
  edgePort: number;
  /** What its build leaves: `dist/routes.json` for a remote that publishes pages. */
  outputs: string[];
}

/** The workspace manifest (shared/apps.json): the apps and ports the tests reach. */
const manifest = createRequire(import.meta.url)('../../shared/build/apps.cjs') as {
  APPS: App[];
  API: { port: number };
  localRemotesJson: (options?: { only?: string[] }) => string;
};

export const APPS = manifest.APPS;
export const localRemotesJson = manifest.localRemotesJson;

/** An app's origin under `npm start`, by its federation name ('shell', 'marketing', …). */
export function originOf(federation: string): string {
  const app = APPS.find((candidate) => candidate.federation === federation);
  if (!app) throw new Error(`no app named ${federation} in shared/apps.json`);
  return `http://localhost:${app.port}`;
}

export const SITE_URL = originOf('shell');
/** The site behind nginx in the production topology (`npm run start:prod`). */
export const EDGE_SITE_URL = `http://localhost:${APPS[0]?.edgePort}`;
export const API_URL = `http://localhost:${manifest.API.port}/api`;
