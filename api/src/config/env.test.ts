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
    // The loopback addresses the shell's server and nginx connect from; nothing a client can claim.
    expect(config.trustProxy).toEqual(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
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
      TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,fd00::/8',
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
      trustProxy: ['10.0.0.0/8', '192.0.2.7', 'fd00::/8'],
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

  it('believes no proxy with TRUST_PROXY=none (or false)', () => {
    expect(loadConfig({ TRUST_PROXY: 'none' }).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toEqual([]);
  });

  it.each(['1', '2', 'true'])('refuses TRUST_PROXY=%s, which would believe any client, and says what to give instead', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: .*would believe X-Forwarded-For from any client; list the proxies' addresses or CIDRs/);
  });

  it.each(['10.0.0.0/33', 'proxy.internal', '127.0.0.1/8/8', '::1/129', '10.0.0.0/255.0.0.0.1'])('refuses TRUST_PROXY entry %j, naming it', (entry) => {
    expect(() => loadConfig({ TRUST_PROXY: `127.0.0.1,${entry}` })).toThrow(`TRUST_PROXY: "${entry}" is not an IP address or CIDR`);
  });

  it('refuses an empty TRUST_PROXY, which says nothing', () => {
    expect(() => loadConfig({ TRUST_PROXY: ' , ' })).toThrow(/TRUST_PROXY: list the proxies' addresses or CIDRs, or none/);
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
