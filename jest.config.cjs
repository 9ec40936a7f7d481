// One jest run over every package: tests sit beside the code they test (STYLE 11).
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } }];

/** @param {string} dir @param {'jsdom' | 'node'} environment */
const project = (dir, environment = 'jsdom') => ({
  displayName: dir,
  rootDir: `<rootDir>/${dir}`,
  testEnvironment: environment,
  transform: { '^.+\\.[cm]?[jt]sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!.pnpm)', '/node_modules/.pnpm/(?!single-spa@)'],
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/../jest/empty-module.cjs',
    '\\.(svg|png|webp|jpe?g|yaml|csv|xlsx)$': '<rootDir>/../jest/file-stub.cjs',
    '^@module-federation/enhanced/runtime$': '<rootDir>/../jest/federation-runtime.cjs',
  },
  setupFilesAfterEnv: environment === 'jsdom' ? ['<rootDir>/../jest/setup-dom.ts'] : [],
  testMatch: ['<rootDir>/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
});

module.exports = {
  projects: [
    project('shared'),
    project('shell'),
    project('remote-marketing'),
    project('remote-docs'),
    project('remote-fx'),
    project('remote-ota'),
    project('remote-exportdrawback'),
    project('e2e', 'node'),
    project('api', 'node'),
  ],
};
