// @ts-check
/**
 * Serves the built site as production would: the shell, the five remotes and the api with its
 * embedded database, each on its port of shared/apps.json. Imported by
 * `scripts/start.mjs` only once the dependencies are installed: this module needs them.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { syncEnvironment, workspaceEnvironment } from './deploy.mjs';
import { resolveEnvDir } from './environment.mjs';
import { serverBuildToken as environmentServerBuildToken } from './server-build-token.mjs';
import { API_PORT, APPS, ROOT, SITE_URL, log, waitFor } from './workspace.mjs';

/**
 * @param {{ only?: string[] }} [options] `only`: serve just these remotes (federation names) and the api,
 *   without the shell: a remote's standalone page and the remotes it embeds (scripts/serve-remote.mjs).
 */
export async function serveSite({ only } = {}) {
  // The shell's server is TypeScript in shell/server/, built for Node with the shell; the
  // remotes' origins are served by its static server too, as a CDN would serve their files.
  process.env.NODE_ENV ??= 'production';
  const { createShellServer, createStaticServer, registerApiProxy } = createRequire(import.meta.url)(path.join(ROOT, 'shell/dist-ssr/server.cjs'));
  // The api's own start command, run by node itself: a signal to a package manager in between
  // would not reach it, and stopping the site would leave the api holding its port.
  const api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(ROOT, 'api'),
    stdio: 'inherit',
    env: { ...process.env, PORT: String(API_PORT) },
  });
  api.on('exit', (code) => {
    if (code !== 0 && code !== null) log(`the api exited with code ${code}`);
  });

  const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${API_PORT}`;
  // The proxies refuse what the api would refuse, before forwarding it: the same body limit.
  const apiBodyLimitBytes = process.env.BODY_LIMIT_BYTES ? Number(process.env.BODY_LIMIT_BYTES) : undefined;
  // Proxies in front of the shell (a load balancer) whose X-Forwarded-For entries are passed on.
  const trustedProxyHops = process.env.SHELL_TRUSTED_PROXY_HOPS ? Number(process.env.SHELL_TRUSTED_PROXY_HOPS) : 0;
  // The origins allowed to read the remotes' files (CORS): the site's own, as the api's SITE_ORIGINS.
  const siteOrigins = process.env.SITE_ORIGINS
    ? process.env.SITE_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean)
    : APPS.flatMap(({ port }) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
  // The environment this run serves (scripts/lib/environment.mjs): remotes.json, its history and the
  // remotes' published releases, kept across runs in .site-env/local (SITE_ENV names another folder).
  // REMOTES_CONFIG names a remotes.json made elsewhere instead.
  const envDir = resolveEnvDir(process.env.SITE_ENV ?? 'local');
  // The remotes' origins serve a server build only to the composition server, which sends this token.
  const serverBuildToken = environmentServerBuildToken(envDir);
  const servers = [];
  for (const app of APPS.filter((candidate) => candidate.dir !== 'shell' && (!only || only.includes(candidate.federation)))) {
    // The help centre's articles are their own artefact, published apart from the docs code; each
    // remote's releases are below /releases/<version>/ beside its current build (its QA page).
    const extraStatic = [
      ...(app.dir === 'remote-docs' ? [{ root: path.join(ROOT, 'remote-docs/content-dist'), prefix: '/content/' }] : []),
      { root: path.join(envDir, 'releases', app.federation), prefix: '/releases/' },
    ];
    servers.push(
      await createStaticServer({
        root: path.join(ROOT, app.dir, 'dist'),
        port: app.port,
        cors: siteOrigins,
        extraStatic,
        serverBuildToken,
        // The standalone QA page calls the api on its own origin, as the shell does.
        configure: (server) => registerApiProxy(server, { upstream: apiUrl, bodyLimitBytes: apiBodyLimitBytes, trustedHops: trustedProxyHops }),
      }),
    );
  }
  // A remote served on its own has no shell, and leaves the environment's remotes.json as it is.
  if (!only) {
    // New builds in the workspace are published and deployed (with the deploy's checks) before the shell
    // starts; a first start makes the environment from them.
    const remotesFile = process.env.REMOTES_CONFIG ?? (await syncEnvironment({ envDir, ...workspaceEnvironment((app) => app.port), log })).remotesFile;
    servers.push(
      await createShellServer({
        root: path.join(ROOT, 'shell/dist'),
        publicDir: path.join(ROOT, 'shell/public'),
        remotesFile,
        port: APPS[0]?.port ?? 0,
        // The site's one address in its canonical links, sitemap.xml, robots.txt and llms.txt, whatever Host a
        // request names.
        origin: SITE_URL,
        serverBuildToken,
        apiUrl,
        apiBodyLimitBytes,
        trustedProxyHops,
      }),
    );
  }
  await waitFor(`http://127.0.0.1:${API_PORT}/api/health`, 120_000).catch((error) => log(String(error)));
  log(only ? `${only.join(', ')} and the api are up` : `the site is up at ${SITE_URL}`);

  const stop = async () => {
    api.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.close()));
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
