import path from 'node:path';
import { ConfigError, loadConfig } from './env';
import { DEFAULT_PGLITE_DIR } from './paths';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3100);
    expect(config.host).toBe('127.0.0.1');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: DEFAULT_PGLITE_DIR });
    expect(DEFAULT_PGLITE_DIR.endsWith(path.join('api', '.data', 'pglite'))).toBe(true);
    expect(config.siteOrigins).toEqual([3000, 3001, 3002, 3003, 3004, 3005].map((p) => `http://localhost:${p}`));
    expect(config.rateLimit).toEqual({ max: 30, windowMs: 60_000 });
    expect(config.bodyLimitBytes).toBe(65_536);
    expect(config.timeouts).toEqual({ headersMs: 10_000, requestMs: 20_000 });
    // Exactly one hop, the shell's server: the address it writes in X-Forwarded-For, nothing a client adds.
    const trust = config.trustProxy;
    expect(typeof trust).toBe('function');
    if (typeof trust === 'function') expect([trust('127.0.0.1', 0), trust('203.0.113.9', 1)]).toEqual([true, false]);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '4000',
      HOST: '0.0.0.0',
      PGLITE_DIR: 'memory://',
      SITE_ORIGINS: 'https://www.example.com, https://example.com',
      RATE_LIMIT_MAX: '5',
      RATE_LIMIT_WINDOW_MS: '1000',
      BODY_LIMIT_BYTES: '1024',
      HEADERS_TIMEOUT_MS: '500',
      REQUEST_TIMEOUT_MS: '900',
      TRUST_PROXY: 'false',
      LOG_LEVEL: 'silent',
    });
    expect(config).toMatchObject({
      port: 4000,
      host: '0.0.0.0',
      database: { kind: 'pglite', dataDir: 'memory://' },
      siteOrigins: ['https://www.example.com', 'https://example.com'],
      rateLimit: { max: 5, windowMs: 1000 },
      bodyLimitBytes: 1024,
      timeouts: { headersMs: 500, requestMs: 900 },
      trustProxy: false,
      logLevel: 'silent',
    });
  });

  it('prefers DATABASE_URL over PGlite', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@localhost:5432/site', PGLITE_DIR: '/tmp/x' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@localhost:5432/site',
    });
  });

  it('resolves a relative PGLITE_DIR against the working directory', () => {
    expect(loadConfig({ PGLITE_DIR: 'data/db' }).database).toEqual({ kind: 'pglite', dataDir: path.resolve('data/db') });
  });

  it('turns a hop count into a trust function', () => {
    const trust = loadConfig({ TRUST_PROXY: '1' }).trustProxy;
    expect(typeof trust).toBe('function');
    if (typeof trust === 'function') {
      expect(trust('10.0.0.1', 0)).toBe(true);
      expect(trust('10.0.0.1', 1)).toBe(false);
    }
  });

  it('names every bad variable at start-up', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (error) {
      const text = (error as Error).message;
      expect(text).toContain('PORT');
      expect(text).toContain('DATABASE_URL');
      expect(text).toContain('LOG_LEVEL');
    }
  });
});
