// One jest run over every package: tests sit beside the code they test.
// Everything compiled to CommonJS, packages published only as ES modules too (below). react-router reads
// `import.meta.hot` (a dev server's hot reload, which tests never have), which CommonJS cannot hold.
const swc = [
  '@swc/jest',
  {
    module: { type: 'commonjs' },
    jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' }, optimizer: { globals: { vars: { 'import.meta.hot': 'undefined' } } } }, target: 'es2022' },
  },
];

/** Dependencies published only as ES modules: jest (without vm modules) needs them compiled to CommonJS. */
const ESM_ONLY = ['single-spa', 'single-spa-react', 'react-router', '@remix-run/route-pattern', 'cookie-es', 'rettime', 'until-async', '@open-draft/deferred-promise'];

/** @param {string} dir @param {'jsdom' | 'node'} environment */
const project = (dir, environment = 'jsdom') => ({
  displayName: dir,
  rootDir: `<rootDir>/${dir}`,
  // jsdom with the Fetch API a browser has (jest/jsdom-environment.cjs), which the fake api needs.
  testEnvironment: environment === 'jsdom' ? '<rootDir>/../jest/jsdom-environment.cjs' : environment,
  resolver: '<rootDir>/../jest/resolver.cjs',
  transform: { '^.+\\.[cm]?[jt]sx?$': swc },
  // Packages published only as ES modules are compiled like the source: single-spa, and those that
  // MSW (the tests' fake api, @site/shared/testing/api) loads at run time.
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm|${ESM_ONLY.join('|')})/)`, `/node_modules/\\.pnpm/(?!(${ESM_ONLY.map((name) => name.replace('/', '\\+')).join('|')})@)`],
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/../jest/empty-module.cjs',
    '\\.svg\\?inline$': '<rootDir>/../jest/svg-markup-stub.cjs',
    '\\.(svg|png|webp|jpe?g|yaml|csv|xlsx)$': '<rootDir>/../jest/file-stub.cjs',
    '^@module-federation/enhanced/runtime$': '<rootDir>/../jest/federation-runtime.cjs',
    '^budoux$': '<rootDir>/../jest/budoux.cjs',
  },
  setupFilesAfterEnv: environment === 'jsdom' ? ['<rootDir>/../jest/setup-dom.ts'] : [],
  testMatch: ['<rootDir>/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/\\.recipe-check'],
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
