// @ts-check
/**
 * nginx in front of the production topology (docs/deployment.md), its configuration generated
 * from the workspace's one list of apps and ports (APPS in workspace.mjs), never written by hand:
 *
 * - one server per app on its `edgePort`, as separately deployed origins would be: the app's
 *   dist/ as static files with a CDN's cache rules (content-hashed names immutable for a year,
 *   the files that name them revalidated), the build's precompressed .br and .gz files, and the
 *   security headers the Node servers send (read from them, see `securityHeaders`);
 * - the site's server (the shell's edgePort) also sends `/api/` to the api instances (an
 *   upstream) and page requests, the only requests that are not files, to the shell's
 *   composition server;
 * - what the Node servers keep to themselves, nginx keeps too (shell/server/server-builds.ts): no
 *   source map is served, and a remote's server build only to a request carrying the environment's
 *   token, as the composition server's download does.
 *
 * Built-ins only; `nginxConfig` is a pure function (scripts/lib/nginx.test.mjs).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createJiti } from 'jiti';
import { SERVER_BUILD_HEADER } from './server-build-token.mjs';
import { APPS, ROOT } from './workspace.mjs';

/**
 * The cache rules of the Node static server (shell/server/cache-rules.json, which its
 * setCacheHeaders applies), as nginx `map` entries in order: the first that matches wins.
 */
/** @type {{ rules: { pattern: string, value: string }[], default: string }} */
const NODE_CACHE_RULES = JSON.parse(fs.readFileSync(path.join(ROOT, 'shell/server/cache-rules.json'), 'utf8'));
export const CACHE_RULES = NODE_CACHE_RULES.rules;
export const DEFAULT_CACHE = NODE_CACHE_RULES.default;

/** The api's body limit (`bodyLimitBytes` in shared/apps.json), which nginx enforces first as client_max_body_size. */
const API_BODY_LIMIT_KB = Math.round(JSON.parse(fs.readFileSync(path.join(ROOT, 'shared/apps.json'), 'utf8')).api.bodyLimitBytes / 1024);

/** A Traditional Chinese language tag (`@site/shared/lang`'s table, its TypeScript loaded by jiti). */
const { TRADITIONAL_CHINESE_TAG } = /** @type {typeof import('../../shared/src/lang/table')} */ (
  await createJiti(import.meta.url).import('../../shared/src/lang/table.ts')
);

/**
 * The failures nginx answers itself on /api/, before or instead of an api instance: as `{ code, msg,
 * data: null }` JSON, the shape the api and the shell's server answer with, never nginx's HTML
 * page, in the shell's server's words (shell/server/error-messages.json, the table it answers
 * from) and the language the request asks for.
 */
/** @type {Record<string, Record<'en_us' | 'zh_cn' | 'zh_hk', string>>} */
const SERVER_MESSAGES = JSON.parse(fs.readFileSync(path.join(ROOT, 'shell/server/error-messages.json'), 'utf8'));
export const EDGE_API_ERRORS = /** @type {const} */ ([
  [400, 'BAD_REQUEST'],
  [408, 'REQUEST_TIMEOUT'],
  [413, 'PAYLOAD_TOO_LARGE'],
  [502, 'BAD_GATEWAY'],
  [504, 'GATEWAY_TIMEOUT'],
]).map(([status, code]) => {
  const words = SERVER_MESSAGES[code];
  if (!words) throw new Error(`shell/server/error-messages.json has no message for ${code}`);
  const limit = (/** @type {string} */ text) => text.replace('{limit}', String(API_BODY_LIMIT_KB));
  return { status, code, msg: { en_us: limit(words.en_us), zh_cn: limit(words.zh_cn), zh_hk: limit(words.zh_hk) } };
});

/** The headers of the api's own answers that matter for an error body (api/src/server.ts). */
const EDGE_ERROR_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'Referrer-Policy': 'no-referrer',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};

/**
 * Headers of a Node server's answer that are about security, not about the content: what nginx
 * must send too.
 */
export const SECURITY_HEADER_NAMES = [
  'access-control-allow-origin',
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** @param {Headers} headers @returns {Record<string, string>} */
export const pickSecurityHeaders = (headers) =>
  Object.fromEntries(SECURITY_HEADER_NAMES.flatMap((name) => (headers.has(name) ? [[name, /** @type {string} */ (headers.get(name))]] : [])));

/**
 * @typedef {object} NginxOptions
 * @property {string} runDir where nginx keeps its pid, logs and temporary files
 * @property {string} remotesFile the remotes.json the site serves (the composition server reads the same file)
 * @property {number[]} apiPorts the api instances
 * @property {number} renderPort the shell's composition server
 * @property {{ site: Record<string, string>, remote: Record<string, string>, remotePage: Record<string, string> }} headers security headers of the site's origin, of a remote's files and of a remote's standalone page
 * @property {string} [brotliModule] Debian's ngx_http_brotli_static_module, when installed
 * @property {string} [user] the user nginx's workers run as (only when started as root)
 * @property {string} [host] the address nginx listens on (default 127.0.0.1)
 * @property {string} [root] the repository (default this one)
 * @property {{ port: number, cert: string, key: string }} [tls] the site also over TLS with HTTP/2
 * @property {string[]} [siteOrigins] the site's own origins, which may read the remotes' files (CORS)
 * @property {string} [releasesDir] the environment's releases (scripts/lib/environment.mjs): each remote's
 *   origin serves its own, `<releasesDir>/<remote>/<version>/`, at `/releases/<version>/`
 * @property {string} [serverBuildToken] the environment's server-build token (server-build-token.mjs): a
 *   remote's server build is served only to a request that carries it; without one, to no one
 */

/** @param {string} value */
const quote = (value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** @param {Record<string, string>} headers @param {string} indent */
const addHeaders = (headers, indent) =>
  Object.entries(headers)
    .map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`)
    .join('\n');

/**
 * @param {NginxOptions} options
 * @returns {string} nginx.conf
 */
export function nginxConfig(options) {
  const { runDir, remotesFile, apiPorts, renderPort, headers, brotliModule, user, tls, host = '127.0.0.1', root = ROOT, siteOrigins = [], releasesDir, serverBuildToken } = options;
  // Written into the configuration as it is: nginx would read a `$` in it as a variable.
  if (serverBuildToken !== undefined && !/^[A-Za-z0-9_-]{16,}$/.test(serverBuildToken)) throw new Error('serverBuildToken must be 16 or more letters, digits, - or _');
  const [shell, ...remotes] = APPS;
  if (!shell || shell.dir !== 'shell') throw new Error('APPS must start with the shell');
  const dist = (/** @type {string} */ dir) => path.join(root, dir, 'dist');
  // Static files: the cache rule of their name, the origin's security headers, precompressed
  // variants when the build made them. add_header in a location replaces the server's, so every
  // location that adds one repeats the whole set.
  const staticHeaders = (/** @type {Record<string, string>} */ set, /** @type {string} */ indent) =>
    [`${indent}add_header Cache-Control $site_cache_control always;`, addHeaders(set, indent)].join('\n');

  // A remote's files are shared with the site's own origins only, per request (the Node server's
  // rule, shell/server/static-server.ts): the header names the asking origin, or is left out.
  const withoutCors = (/** @type {Record<string, string>} */ set) => Object.fromEntries(Object.entries(set).filter(([name]) => name !== 'access-control-allow-origin'));
  const remoteHeaders = withoutCors(headers.remote);
  // The standalone page has a page's policy (it loads scripts); every file the data policy.
  const remotePageHeaders = withoutCors(headers.remotePage);
  const remoteFileHeaders = (/** @type {string} */ indent) =>
    [staticHeaders(remoteHeaders, indent), `${indent}add_header Access-Control-Allow-Origin $site_cors_origin always;`, `${indent}add_header Vary Origin always;`].join('\n');

  // Source maps stay in the build and its releases for error reports (docs/security.md); no origin serves them.
  const noSourceMaps = (/** @type {string} */ indent, /** @type {string} */ headerLines = '') =>
    `${indent}location ~ \\.map$ {\n${headerLines ? `${headerLines}\n` : ''}${indent}  return 404;\n${indent}}`;
  // A remote's server build is the composition server's alone: without the environment's token, it is not there.
  const tokenHeader = `$http_${SERVER_BUILD_HEADER.replaceAll('-', '_')}`;
  const serverBuildsOnly = (/** @type {string} */ indent) =>
    serverBuildToken ? `${indent}if (${tokenHeader} != ${quote(serverBuildToken)}) {\n${indent}  return 404;\n${indent}}` : `${indent}return 404;`;

  const remoteServers = remotes.map((app) => {
    // The help centre's articles are their own artefact, published apart from the docs code.
    const content = app.dir === 'remote-docs' ? path.join(root, 'remote-docs/content-dist') : undefined;
    // Its published releases, each below /releases/<version>/ and never changed once published; the locations
    // inside are searched before the server's own regular expressions, which `^~` skips.
    const releases = releasesDir
      ? `    location ^~ /releases/ {
      alias ${path.join(releasesDir, app.federation)}/;
${remoteFileHeaders('      ')}
${noSourceMaps('      ')}
      location ~ ^/releases/[^/]+/server/ {
${serverBuildsOnly('        ')}
      }
    }
`
      : '';
    return `
  # ${app.dir}: its own origin, as its team deploys it (a CDN would serve the same files).
  server {
    listen ${host}:${app.edgePort};
    server_name _;
    root ${dist(app.dir)};
${content ? `    location ^~ /content/ {\n      alias ${content}/;\n${remoteFileHeaders('      ')}\n${noSourceMaps('      ')}\n    }\n` : ''}${releases}    # The current build's server build, as a release's.
    location ^~ /server/ {
${serverBuildsOnly('      ')}
      try_files $uri =404;
${remoteFileHeaders('      ')}
    }
${noSourceMaps('    ', remoteFileHeaders('      '))}
    # Files as they are; a path that names no file is the standalone page (a QA aid), anything else 404.
    location ~ \\.[A-Za-z0-9]+$ {
      try_files $uri =404;
${remoteFileHeaders('      ')}
    }
    location = /index.html {
      try_files $uri =404;
${staticHeaders(remotePageHeaders, '      ')}
    }
    location / {
      try_files $uri /index.html;
${staticHeaders(remotePageHeaders, '      ')}
    }
  }`;
  });

  return `# Generated by scripts/lib/nginx.mjs from APPS (scripts/lib/workspace.mjs): do not edit.
${brotliModule ? `load_module ${brotliModule};\n` : '# Brotli: Debian\'s libnginx-mod-http-brotli-static is not installed, so only the .gz files are served.\n'}${user ? `user ${user};\n` : ''}worker_processes 2;
pid ${path.join(runDir, 'nginx.pid')};
error_log ${path.join(runDir, 'error.log')} warn;

events {
  worker_connections 1024;
}

http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${path.join(runDir, 'access.log')};
  client_body_temp_path ${path.join(runDir, 'client_body')};
  proxy_temp_path ${path.join(runDir, 'proxy')};
  fastcgi_temp_path ${path.join(runDir, 'fastcgi')};
  uwsgi_temp_path ${path.join(runDir, 'uwsgi')};
  scgi_temp_path ${path.join(runDir, 'scgi')};
  sendfile on;
  tcp_nopush on;
  server_tokens off;
  keepalive_timeout 65;
  charset utf-8;
  charset_types text/css text/plain application/javascript application/json image/svg+xml application/xml;

  # The build writes .br and .gz beside every text file worth compressing: served as they are.
  gzip_static on;
${brotliModule ? '  brotli_static on;\n' : ''}  # Pages come compressed from the shell's server (brotli or gzip, as the request's Accept-Encoding,
  # passed on to it, allows); an encoded answer passes as it is, never compressed twice. What comes
  # uncompressed (the api's answers, a file without a copy) is gzipped here.
  gzip on;
  gzip_proxied any;
  gzip_vary on;
  gzip_types text/css application/javascript application/json application/xml image/svg+xml text/plain;

  # The site's own origins, which may read the remotes' files; any other gets no CORS header.
  map $http_origin $site_cors_origin {
    default "";
${siteOrigins.map((origin) => `    ${quote(origin)} $http_origin;`).join('\n')}
  }

  # The language of an error nginx answers on /api/ itself: the first of the site's languages the
  # request asks for (the shell's server's rule, roughly), else English.
  map $http_accept_language $site_error_lang {
    default en_us;
    "~*^\\s*en" en_us;
    "~*^\\s*${TRADITIONAL_CHINESE_TAG}" zh_hk;
    "~*^\\s*zh" zh_cn;
    "~*(^|,)\\s*en" en_us;
    "~*(^|,)\\s*${TRADITIONAL_CHINESE_TAG}" zh_hk;
    "~*(^|,)\\s*zh" zh_cn;
  }
${EDGE_API_ERRORS.map(
  (error) => `  map $site_error_lang $site_error_msg_${error.status} {
    default ${quote(error.msg.en_us)};
    zh_cn ${quote(error.msg.zh_cn)};
    zh_hk ${quote(error.msg.zh_hk)};
  }`,
).join('\n')}

  # Cache-Control by file name: the rules of the Node static server (shell/server/static-server.ts).
  map $uri $site_cache_control {
${CACHE_RULES.map((rule) => `    ${quote(`~${rule.pattern}`)} ${quote(rule.value)};`).join('\n')}
    default ${quote(DEFAULT_CACHE)};
  }

  # The api instances. A connection refused or timed out is tried on the next instance, for any
  # method: the request never reached the first. Once a write has been sent it is never sent again
  # (nginx does not retry POST), so a write is stored at most once. No keep-alive to the
  # instances: a stopping instance refuses new connections, which is the signal to go elsewhere.
  # On one machine a stopped instance refuses at once, so none is ever taken out of rotation
  # (max_fails=0): an instance that comes back gets requests at once, and nginx never answers
  # "no live upstreams" while one instance still runs. Across machines, where a dead host makes
  # connections time out, set max_fails and fail_timeout (docs/deployment.md).
  upstream site_api {
${apiPorts.map((port) => `    server 127.0.0.1:${port} max_fails=0;`).join('\n')}
  }

  # The shell's composition server: every page request (docs/composition.md).
  upstream site_pages {
    server 127.0.0.1:${renderPort};
  }
${remoteServers.join('\n')}

  # The site: the shell's files, the api and the pages.
  server {
    listen ${host}:${shell.edgePort};
${tls ? `    # HTTP/2 needs TLS in browsers: the same site on a second port, with a certificate for localhost.
    listen ${host}:${tls.port} ssl http2;
    ssl_certificate ${tls.cert};
    ssl_certificate_key ${tls.key};
    ssl_protocols TLSv1.2 TLSv1.3;
` : ''}    server_name _;
    root ${dist('shell')};
    client_max_body_size ${API_BODY_LIMIT_KB}k;

    # nginx is the edge: the client's address is the connection's, and whatever X-Forwarded-For the client
    # sent is replaced, never extended, so the api's per-client budget cannot be keyed on a made-up value.
    location /api/ {
      proxy_pass http://site_api;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_connect_timeout 2s;
      proxy_read_timeout 30s;
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries ${Math.max(2, apiPorts.length)};
      # What nginx refuses or cannot get from an instance is JSON too; the api's own answers pass as they are.
${EDGE_API_ERRORS.map((error) => `      error_page ${error.status} @api_error_${error.status};`).join('\n')}
    }
${EDGE_API_ERRORS.map(
  (error) => `    location @api_error_${error.status} {
      default_type application/json;
${addHeaders(EDGE_ERROR_HEADERS, '      ')}
      return ${error.status} '{"code":"${error.code}","msg":"$site_error_msg_${error.status}","data":null}';
    }`,
).join('\n')}

    # remotes.json of this environment: the same file the composition server reads.
    location = /remotes.json {
      alias ${remotesFile};
      default_type application/json;
${staticHeaders(headers.site, '      ')}
    }

    location ~ ^/(favicon\\.svg|favicon\\.png|og-image\\.png)$ {
      root ${path.join(root, 'shell/public')};
      add_header Cache-Control "public, max-age=86400" always;
${addHeaders(headers.site, '      ')}
    }
    location /static-public/ {
      alias ${path.join(root, 'shell/public')}/;
${staticHeaders(headers.site, '      ')}
    }

    # The shell's template is read by the composition server, never served as a page.
    location = /index.html {
      try_files /no-such-file @pages;
    }

    # A file of the shell's build, else a page (or sitemap.xml, robots.txt, page-meta.json). A source map is
    # not there to nginx: the composition server answers for it as for any missing file.
    location / {
      try_files $uri @pages;
${staticHeaders(headers.site, '      ')}
      location ~ \\.map$ {
        try_files /no-such-file @pages;
      }
    }

    location @pages {
      proxy_pass http://site_pages;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Connection "";
    }
  }
}
`;
}

/**
 * Starts nginx in the foreground on `confFile` (its own process, stopped with `stop()`).
 * @param {string} nginx the binary
 * @param {string} confFile
 * @param {string} runDir
 */
export function startNginx(nginx, confFile, runDir) {
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(path.join(runDir, dir), { recursive: true });
  // -e: the start-up error log in the run folder too, so nginx needs no write access to /var/log.
  const base = ['-p', runDir, '-c', confFile, '-e', path.join(runDir, 'error.log')];
  const check = spawnSync(nginx, ['-t', '-q', ...base], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx rejected ${confFile}:\n${check.stderr}`);
  const child = spawn(nginx, [...base, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  return {
    child,
    /** Re-reads the configuration (new workers take over, the old ones finish their requests). */
    reload() {
      const result = spawnSync(nginx, [...base, '-s', 'reload'], { encoding: 'utf8' });
      if (result.status !== 0) throw new Error(`nginx reload failed:\n${result.stderr}`);
    },
    /** Graceful stop: requests in flight finish. */
    stop() {
      return new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
        child.once('exit', () => resolve(undefined));
        child.kill('SIGQUIT');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      });
    },
  };
}
