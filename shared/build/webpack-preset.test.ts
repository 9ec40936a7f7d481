import path from 'node:path';
import { version as reactVersion } from 'react';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the preset is CommonJS, as webpack configs load it
const { mfWebpackPreset, sharedSingletons } = require('./webpack-preset.cjs');

const dir = path.resolve(__dirname, '../../remote-fx');

describe('mfWebpackPreset', () => {
  const [config, standalone] = mfWebpackPreset({ name: 'fx', dir, port: 3003, title: 'fx', exposes: { './RateWidget': './src/remote-entry.ts' } })({}, { mode: 'production' });
  const federationOf = (build: { plugins: { constructor: { name: string } }[] }) =>
    (build.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin') as unknown as { _options: Record<string, unknown> })._options;

  it('sets the 120 s chunk load timeout in every build', () => {
    expect(config.output.chunkLoadTimeout).toBe(120_000);
    expect(standalone.output.chunkLoadTimeout).toBe(120_000);
  });

  it('builds a remote without its own federation runtime, and its QA page with one', () => {
    expect((federationOf(config).experiments as Record<string, unknown>).externalRuntime).toBe(true);
    expect(federationOf(standalone).runtimePlugins).toEqual([expect.stringContaining('provide-runtime-core')]);
    expect(federationOf(standalone).exposes).toEqual({});
  });

  it('writes source maps in production that no script or stylesheet names', () => {
    expect(config.devtool).toBe('hidden-source-map');
    expect(standalone.devtool).toBe('hidden-source-map');
  });

  it('hashes file names and minifies in production', () => {
    expect(config.output.filename({ chunk: { contentHash: { javascript: 'abc' } } })).toContain('[contenthash');
    expect(config.output.chunkFilename).toContain('[contenthash');
    expect(config.mode).toBe('production');
  });

  it('federates with a manifest, loaded-first sharing and no eager singletons', () => {
    const options = federationOf(config) as { manifest: boolean; shareStrategy: string; shared: Record<string, { singleton: boolean; requiredVersion: false; version: string; eager?: boolean }> };
    expect(options.manifest).toBe(true);
    expect(options.shareStrategy).toBe('loaded-first');
    for (const [request, entry] of Object.entries<{ singleton: boolean; requiredVersion: false; version: string; eager?: boolean }>(options.shared)) {
      expect([request, entry.singleton]).toEqual([request, true]);
      // Versions are checked by the shell's server, not by the runtime in every browser.
      expect([request, entry.requiredVersion]).toEqual([request, false]);
      expect(entry.version).toMatch(/^\d+\.\d+\.\d+$/);
      expect(entry.eager).toBeUndefined();
    }
  });

  it('shares the store-holding package as a singleton', () => {
    expect(sharedSingletons()['@site/shared/store']).toEqual({ singleton: true, requiredVersion: false, version: '0.1.0' });
    expect(sharedSingletons().react).toEqual({ singleton: true, requiredVersion: false, version: reactVersion });
  });

  it('writes the same build-time constants into the container, the QA page and the server build', () => {
    const builds = mfWebpackPreset({ name: 'fx', dir, port: 3003, title: 'fx', exposes: { './RateWidget': './src/remote-entry.ts' }, server: { entry: './src/server-entry.tsx' }, define: { __BUILD_YEAR__: 2026, __LABEL__: 'a "quoted" label' } })({}, { mode: 'production' });
    const definitionsOf = (build: { plugins: { constructor: { name: string }; definitions?: unknown }[] }) => build.plugins.find((plugin) => plugin.constructor.name === 'DefinePlugin')?.definitions;
    expect(builds).toHaveLength(3);
    for (const build of builds) expect(definitionsOf(build)).toEqual({ __BUILD_YEAR__: '2026', __LABEL__: '"a \\"quoted\\" label"' });
    // Without constants, no DefinePlugin is added at all.
    expect(definitionsOf(config)).toBeUndefined();
  });
});
