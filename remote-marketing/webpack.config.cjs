const { mfWebpackPreset } = require('@site/shared/webpack-preset');

const preset = mfWebpackPreset({
  name: 'marketing',
  dir: __dirname,
  title: 'marketing',
  // './DemoRequest': the Watch-a-Demo drawer, for remotes whose pages offer "Talk to us" (remote-ota).
  exposes: { './Pages': './src/remote-entry.ts', './DemoRequest': './src/demo-request-entry.ts' },
  server: { entry: './src/server-entry.tsx' },
});

/**
 * Our drawn illustrations are emitted as files, never inlined as data URLs: they stay out of the
 * pages' JavaScript (Home's first-load budget), are cached on their own, and `loading="lazy"`
 * defers the ones below the fold. The preset inlines images under 2 KB; this later rule wins.
 */
const illustrationFiles = { test: /[\\/]illustration[\\/]art[\\/][^\\/]+\.svg$/, type: 'asset/resource' };

module.exports = (env, argv) => {
  const built = preset(env, argv);
  // A remote builds three times (its container, its standalone QA page and its server build): all get the rule.
  for (const config of Array.isArray(built) ? built : [built]) config.module.rules.push(config.name === 'server' ? { ...illustrationFiles, generator: { emit: false } } : illustrationFiles);
  return built;
};
