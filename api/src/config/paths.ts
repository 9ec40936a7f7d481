import path from 'node:path';

/** The api package's root folder (api/), whatever the working directory. */
export const API_ROOT = path.resolve(__dirname, '..', '..');
export const OPENAPI_PATH = path.join(API_ROOT, 'openapi.yaml');
export const MIGRATIONS_DIR = path.join(API_ROOT, 'migrations');
export const DEFAULT_PGLITE_DIR = path.join(API_ROOT, '.data', 'pglite');
