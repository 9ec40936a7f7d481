const { mfWebpackPreset } = require('@site/shared/webpack-preset');

const preset = mfWebpackPreset({
  name: 'marketing',
  dir: __dirname,
  port: 3001,
  title: 'marketing',
  exposes: { './Pages': './src/remote-entry.ts' },
});

/**
 * Our drawn illustrations are emitted as files, never inlined as data URLs: they stay out of the
 * pages' JavaScript (Home's first-load budget), are cached on their own, and `loading="lazy"`
 * defers the ones below the fold. The preset inlines images under 2 KB; this later rule wins.
 */
const illustrationFiles = { test: /[\\/]illustration[\\/]art[\\/][^\\/]+\.svg$/, type: 'asset/resource' };

module.exports = (env, argv) => {
  const built = preset(env, argv);
  // A remote builds twice (its container and its standalone QA page): both get the rule.
  for (const config of Array.isArray(built) ? built : [built]) config.module.rules.push(illustrationFiles);
  return built;
};
