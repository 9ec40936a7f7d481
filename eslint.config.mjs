// One lint config for every package: strict TypeScript, React hooks, accessibility,
// and the import boundaries that keep teams independent.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import redos from 'eslint-plugin-redos';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The apps of the workspace manifest (shared/apps.json), the shell first.
const APPS = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'shared/apps.json'), 'utf8')).apps.map((app) => app.dir);
const PACKAGES = [...APPS, 'shared', 'api', 'e2e'];

const featuresOf = (app) => {
  const dir = path.join(import.meta.dirname, app, 'src/features');
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => fs.statSync(path.join(dir, name)).isDirectory()) : [];
};

const boundaryZones = [
  // No package reaches into another's source: remotes meet only through federation and @site/shared.
  ...PACKAGES.map((pkg) => ({
    target: `./${pkg}`,
    from: PACKAGES.filter((other) => other !== pkg && other !== 'shared').map((other) => `./${other}`),
    message: 'Packages never import each other\'s source: load a remote through federation (RemoteParcel) or move shared code to @site/shared.',
  })),
  {
    target: './shared',
    from: APPS.map((app) => `./${app}`),
    message: '@site/shared is imported by every app and imports none of them.',
  },
  // Inside an app: shared folders → features → app, and no feature imports another feature.
  ...APPS.flatMap((app) => [
    ...featuresOf(app).map((feature) => ({
      target: `./${app}/src/features/${feature}`,
      from: `./${app}/src/features`,
      except: [`./${feature}`],
      message: 'Features do not import each other: compose them in app/, or move what they share to components/, lib/ or config/.',
    })),
    {
      target: [`./${app}/src/features`, `./${app}/src/components`, `./${app}/src/lib`, `./${app}/src/config`],
      from: `./${app}/src/app`,
      message: 'app/ composes features; nothing imports from app/.',
    },
    {
      target: [`./${app}/src/components`, `./${app}/src/lib`, `./${app}/src/config`],
      from: `./${app}/src/features`,
      message: 'Shared folders (components, lib, config) do not depend on features.',
    },
  ]),
];

// Every other package reaches @site/shared by its entries (package.json exports), never by a
// relative path into its source: such an import skips the federation singleton and the entry's API.
const noRelativeShared = {
  regex: '^(\\.{1,2}/)+shared(/|$)',
  message: "Import @site/shared by an entry of its package.json exports ('@site/shared/api', …), never by a relative path into shared/.",
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-boot/**', '**/dist-ssr/**', '**/node_modules/**', '**/coverage/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'api/.data/**', 'shared/src/api/schema.d.ts', 'remote-docs/content-dist/**', '.site-env/**', '.recipe-check*/**', '.runtime/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { 'import-x/resolver': { typescript: { project: ['*/tsconfig.json'] }, node: true } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    // Every regular expression in product code is checked for catastrophic backtracking by recheck: a
    // pattern that runs in polynomial or exponential time on some input is an error, whether or not it
    // sees a visitor's input today (a 60 KB form field once held the api's CPU for seconds). Tests are
    // left out: their patterns only ever see the site's own output.
    files: ['**/*.{ts,tsx,mjs,cjs}'],
    ignores: ['**/*.test.{ts,tsx,mjs}', 'e2e/**'],
    plugins: { redos },
    // A pattern recheck cannot decide in time fails too; the time is generous because a busy machine
    // (two cores, a build beside it) slows the checker's own start, not the patterns.
    rules: { 'redos/no-vulnerable': ['error', { ignoreErrors: false, timeout: 30_000 }] },
  },
  {
    // An entry point of @site/shared that imports another entry by a relative path bundles its
    // own copy; in a remote that copy is not the federation singleton (a second store, say).
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(store|lang|api|env|parcel)/|^\\.\\./i18n/create-i18n',
              message: 'Import another @site/shared entry by its package name (@site/shared/store, …) so federation shares one instance.',
            },
          ],
        },
      ],
    },
  },
  {
    // react-i18next is not a federation singleton; its bindings come from the one shared module.
    files: ['shell/**/*.{ts,tsx}', 'remote-*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react-i18next', message: "Import useTranslation and I18nextProvider from '@site/shared/i18n', Trans from '@site/shared/i18n/trans': one React context for every parcel." }],
          patterns: [noRelativeShared],
        },
      ],
    },
  },
  {
    // A remote's pages take React Router from the page contract, which the shell provides once with
    // the parcel's router: a remote that imported it itself would ship a copy in its first load.
    files: ['remote-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'remote-*/src/lib/testing.tsx', 'remote-*/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-i18next', message: "Import useTranslation and I18nextProvider from '@site/shared/i18n', Trans from '@site/shared/i18n/trans': one React context for every parcel." },
            { name: 'react-router', message: "Import React Router's hooks and helpers from '@site/shared/pages': the shell provides it once, with the parcel's router." },
          ],
          patterns: [noRelativeShared],
        },
      ],
    },
  },
  {
    files: ['api/**/*.{ts,tsx,mjs,cjs}', 'e2e/**/*.{ts,tsx,mjs,cjs}', 'scripts/**/*.{ts,mjs,cjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noRelativeShared] }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'api/**/*.ts', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.{cjs,mjs,js}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
