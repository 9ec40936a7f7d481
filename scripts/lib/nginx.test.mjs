// @ts-check
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { createJiti } from 'jiti';
import { CACHE_RULES, DEFAULT_CACHE, EDGE_API_ERRORS, nginxConfig } from './nginx.mjs';
import { SERVER_BUILD_HEADER } from './server-build-token.mjs';
import { nginxBin } from './system.mjs';
import { APPS } from './workspace.mjs';

const options = {
  runDir: '/tmp/site-prod-test',
  remotesFile: '/tmp/site-prod-test/remotes.json',
  apiPorts: [3101, 3102, 3103],
  renderPort: 8090,
  headers: {
    site: { 'x-frame-options': 'SAMEORIGIN' },
    remote: { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin', 'content-security-policy': "default-src 'none'" },
    remotePage: { 'cross-origin-resource-policy': 'cross-origin', 'content-security-policy': "default-src 'self';object-src 'none'" },
  },
};

test('one origin per app of the workspace, on its edge port, serving its own dist', () => {
  const conf = nginxConfig(options);
  for (const app of APPS) {
    assert.match(conf, new RegExp(`listen 127\\.0\\.0\\.1:${app.edgePort};`), `${app.dir} has its own server`);
    assert.ok(conf.includes(`${path.sep}${app.dir}${path.sep}dist;`), `${app.dir} serves its dist`);
  }
  assert.equal(conf.match(/^\s*server \{/gm)?.length, APPS.length);
});

test('every api instance is in the upstream, and only pages go to the composition server', () => {
  const conf = nginxConfig(options);
  for (const port of options.apiPorts) assert.match(conf, new RegExp(`server 127\\.0\\.0\\.1:${port} max_fails=0;`));
  assert.match(conf, /location \/api\/ \{\s+proxy_pass http:\/\/site_api;/);
  assert.match(conf, /try_files \$uri @pages;/);
  assert.equal(conf.match(/proxy_pass http:\/\/site_pages;/g)?.length, 1);
  // A write that reached an instance is never sent to another one.
  assert.doesNotMatch(conf, /non_idempotent/);
});

test("each origin sends its security headers on every file, the remotes' with CORS for the site's own origins only", () => {
  const conf = nginxConfig({ ...options, siteOrigins: ['http://localhost:8080'] });
  const site = conf.slice(conf.lastIndexOf('server {'));
  assert.match(site, /add_header x-frame-options "SAMEORIGIN" always;/);
  assert.doesNotMatch(site, /access-control-allow-origin/i);
  // The asking origin when it is the site's, else no header at all: never a fixed '*'.
  assert.match(conf, /map \$http_origin \$site_cors_origin \{\n {4}default "";\n {4}"http:\/\/localhost:8080" \$http_origin;/);
  const marketing = conf.slice(conf.indexOf('# remote-marketing'), conf.indexOf('# remote-docs'));
  assert.doesNotMatch(marketing, /access-control-allow-origin "\*"/i);
  const files = marketing.slice(marketing.indexOf('location ~'), marketing.indexOf('location = /index.html'));
  assert.match(files, /add_header Access-Control-Allow-Origin \$site_cors_origin always;/);
  assert.match(files, /add_header cross-origin-resource-policy "cross-origin" always;/);
  // The standalone page is never shared, and has a page's policy; its files the data policy.
  const page = marketing.slice(marketing.indexOf('location = /index.html'));
  assert.doesNotMatch(page, /Access-Control-Allow-Origin/);
  assert.match(page, /add_header content-security-policy "default-src 'self';object-src 'none'" always;/);
  assert.doesNotMatch(page, /default-src 'none'/);
  assert.match(files, /add_header content-security-policy "default-src 'none'" always;/);
});

test('on /api/, what nginx answers itself is { code, msg, data: null } JSON in the asked language, never its HTML page', () => {
  const conf = nginxConfig(options);
  const api = conf.slice(conf.indexOf('location /api/ {'), conf.indexOf('location = /remotes.json'));
  assert.deepEqual(
    EDGE_API_ERRORS.map((error) => [error.status, error.code]),
    [[400, 'BAD_REQUEST'], [408, 'REQUEST_TIMEOUT'], [413, 'PAYLOAD_TOO_LARGE'], [502, 'BAD_GATEWAY'], [504, 'GATEWAY_TIMEOUT']],
  );
  for (const { status, code, msg } of EDGE_API_ERRORS) {
    assert.match(api, new RegExp(`error_page ${status} @api_error_${status};`), `${status} goes to its JSON answer`);
    const named = api.slice(api.indexOf(`location @api_error_${status} {`));
    const block = named.slice(0, named.indexOf('}\n') + 1);
    assert.match(block, /default_type application\/json;/);
    assert.match(block, /add_header X-Content-Type-Options "nosniff" always;/);
    const body = block.match(/return (\d+) '(.*)';/);
    assert.equal(body?.[1], String(status));
    // The body is JSON once nginx puts the message in: the shape the api and the shell's server answer with.
    assert.deepEqual(JSON.parse(String(body?.[2]).replace(`$site_error_msg_${status}`, msg.zh_hk)), { code, msg: msg.zh_hk, data: null });
    for (const [lang, text] of Object.entries(msg)) assert.ok(conf.includes(`${lang === 'en_us' ? 'default' : lang} "${text}";`), `${code} in ${lang}`);
  }
  // The message of a 413 names the limit nginx enforces.
  assert.match(conf, /client_max_body_size 64k;/);
  assert.match(EDGE_API_ERRORS.find((error) => error.status === 413)?.msg.en_us ?? '', /64 KB/);
  // Only /api/ answers in JSON: a page that fails is still the composition server's (or nginx's) page.
  assert.equal(conf.match(/error_page /g)?.length, EDGE_API_ERRORS.length);
});

test('cache rules: pointers revalidated, content-hashed names immutable, in that order', () => {
  const rule = (/** @type {string} */ file) => CACHE_RULES.find((candidate) => new RegExp(candidate.pattern).test(file))?.value ?? DEFAULT_CACHE;
  assert.equal(rule('/mf-manifest.json'), 'no-cache');
  assert.equal(rule('/remoteEntry.js'), 'no-cache');
  assert.equal(rule('/index.html'), 'no-cache');
  assert.equal(rule('/routes.json'), 'no-cache');
  assert.equal(rule('/page-about.7f5fc480.js'), 'public, max-age=31536000, immutable');
  assert.equal(rule('/fragments/0123456789ab/en_us/index.html'), 'no-cache');
  assert.equal(rule('/fragments/0123456789ab/en_us/about.html'), 'public, max-age=31536000, immutable');
  assert.equal(rule('/favicon.svg'), DEFAULT_CACHE);
});

/**
 * The `"~pattern" value;` lines of nginx map blocks, read line by line (no pattern over the config:
 * one with two `.*` groups backtracks polynomially on a long line).
 * @param {string} text @param {string} open the quote and operator a line starts with: `"~` or `"~*`
 */
function mapLines(text, open) {
  return text.split('\n').flatMap((line) => {
    const entry = line.trim();
    if (!entry.startsWith(open) || !entry.endsWith(';')) return [];
    const close = entry.indexOf('" ', open.length);
    if (close === -1) return [];
    return [{ pattern: entry.slice(open.length, close), value: entry.slice(close + 2, -1) }];
  });
}

test("nginx's cache map is the Node static server's table, in its order, and its default", () => {
  const table = JSON.parse(fs.readFileSync(new URL('../../shell/server/cache-rules.json', import.meta.url), 'utf8'));
  const conf = nginxConfig(options);
  const map = conf.slice(conf.indexOf('map $uri $site_cache_control {'));
  const block = map.slice(0, map.indexOf('\n  }'));
  const entries = mapLines(block, '"~').map(({ pattern, value }) => ({ pattern: pattern.replaceAll('\\\\', '\\'), value: value.slice(1, -1) }));
  assert.deepEqual(entries, table.rules);
  assert.match(block, new RegExp(`default "${table.default}";`));
});

test("nginx answers Traditional Chinese browsers in zh_hk by the site's rule", async () => {
  const { TRADITIONAL_CHINESE_TAG } = await createJiti(import.meta.url).import('../../shared/src/lang/table.ts');
  const conf = nginxConfig(options);
  const entries = mapLines(conf, '"~*').filter(({ value }) => value === 'zh_hk').map(({ pattern }) => pattern);
  assert.equal(entries.length, 2);
  for (const pattern of entries) assert.ok(pattern.endsWith(TRADITIONAL_CHINESE_TAG.replace(/\\/g, '\\\\')), pattern);
  const map = (/** @type {string} */ header) => (entries.some((pattern) => new RegExp(pattern.replace(/\\\\/g, '\\'), 'i').test(header)) ? 'zh_hk' : 'other');
  assert.equal(map('zh-TW,zh;q=0.9'), 'zh_hk');
  assert.equal(map('en-GB, zh-Hant-HK'), 'zh_hk');
  assert.equal(map('zh-CN'), 'other');
});

test('HTTP/2 over TLS on the site only, when a certificate is given', () => {
  assert.doesNotMatch(nginxConfig(options), /ssl|http2/);
  const conf = nginxConfig({ ...options, tls: { port: 8443, cert: '/tmp/c.crt', key: '/tmp/c.key' } });
  assert.equal(conf.match(/listen 127\.0\.0\.1:8443 ssl http2;/g)?.length, 1);
  assert.ok(conf.lastIndexOf('ssl http2') > conf.lastIndexOf('server {'), "in the site's server");
});

test('brotli only with the module, a user only when asked', () => {
  assert.doesNotMatch(nginxConfig(options), /brotli_static on|^user /m);
  const conf = nginxConfig({ ...options, brotliModule: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so', user: 'www-data' });
  assert.match(conf, /^load_module \/usr\/lib\/nginx\/modules\/ngx_http_brotli_static_module\.so;/m);
  assert.match(conf, /brotli_static on;/);
  assert.match(conf, /^user www-data;/m);
});

test("each remote's origin serves its own releases of the environment below /releases/, with its files' headers", () => {
  assert.doesNotMatch(nginxConfig(options), /\/releases\//);
  const conf = nginxConfig({ ...options, releasesDir: '/srv/site-env/releases', siteOrigins: ['http://localhost:8080'] });
  for (const app of APPS.slice(1)) {
    const server = conf.slice(conf.indexOf(`# ${app.dir}:`), conf.indexOf('\n  }', conf.indexOf(`# ${app.dir}:`)));
    const releases = server.slice(server.indexOf('location ^~ /releases/ {'), server.indexOf('location ~', server.indexOf('location ^~ /releases/ {')));
    assert.match(releases, new RegExp(`^location \\^~ /releases/ \\{\\n {6}alias /srv/site-env/releases/${app.federation}/;`), app.dir);
    assert.match(releases, /add_header Cache-Control \$site_cache_control always;/);
    assert.match(releases, /add_header Access-Control-Allow-Origin \$site_cors_origin always;/);
  }
  assert.equal(conf.match(/location \^~ \/releases\//g)?.length, APPS.length - 1, 'none on the site');
});

/** The block of `location <name> {` in `text`, up to its closing brace at the same indentation. @param {string} text @param {string} name */
function locationBlock(text, name) {
  const start = text.indexOf(`location ${name} {`);
  assert.notEqual(start, -1, `location ${name}`);
  const indent = text.slice(text.lastIndexOf('\n', start) + 1, start);
  return text.slice(start, text.indexOf(`\n${indent}}`, start) + indent.length + 2);
}

const TOKEN = '0123456789abcdef0123456789abcdef';

test('no origin serves a source map: a remote answers 404, the site passes it to the composition server as a missing file', () => {
  const conf = nginxConfig({ ...options, releasesDir: '/srv/site-env/releases', serverBuildToken: TOKEN });
  for (const app of APPS.slice(1)) {
    const server = conf.slice(conf.indexOf(`# ${app.dir}:`), conf.indexOf('\n  }', conf.indexOf(`# ${app.dir}:`)));
    // At the root: searched before the location that serves any file with an extension.
    const maps = server.indexOf('\n    location ~ \\.map$ {');
    assert.ok(maps !== -1 && maps < server.indexOf('\n    location ~ \\.[A-Za-z0-9]+$ {'), `${app.dir}: .map before the files`);
    assert.match(locationBlock(server.slice(maps), '~ \\.map$'), /^location ~ \\\.map\$ \{\n(?: {6}add_header [^\n]+\n)+ {6}return 404;\n {4}\}$/);
    // Inside the prefix locations (`^~`), where the server's own regular expressions are never searched.
    for (const prefix of ['/releases/', ...(server.includes('location ^~ /content/') ? ['/content/'] : [])]) {
      assert.match(locationBlock(server, `^~ ${prefix}`), /\n {6}location ~ \\\.map\$ \{\n {8}return 404;\n {6}\}/, `${app.dir}: ${prefix}`);
    }
  }
  const site = conf.slice(conf.lastIndexOf('server {'));
  assert.match(locationBlock(site, '/'), /\n {6}location ~ \\\.map\$ \{\n {8}try_files \/no-such-file @pages;\n {6}\}/);
});

test("a remote's server build, of its current build and of each release, is served only with the environment's token", () => {
  const conf = nginxConfig({ ...options, releasesDir: '/srv/site-env/releases', serverBuildToken: TOKEN });
  // At the start of the location: a request without the token ends there, with a 404.
  const guard = (/** @type {number} */ indent) => ` {\n${' '.repeat(indent)}if ($http_x_server_build_token != "${TOKEN}") {\n${' '.repeat(indent + 2)}return 404;\n${' '.repeat(indent)}}\n`;
  for (const app of APPS.slice(1)) {
    const server = conf.slice(conf.indexOf(`# ${app.dir}:`), conf.indexOf('\n  }', conf.indexOf(`# ${app.dir}:`)));
    const current = locationBlock(server, '^~ /server/');
    assert.ok(current.startsWith(`location ^~ /server/${guard(6)}`), `${app.dir}: /server/`);
    assert.match(current, /try_files \$uri =404;/);
    assert.match(current, /add_header Cache-Control \$site_cache_control always;/);
    const released = locationBlock(locationBlock(server, '^~ /releases/'), '~ ^/releases/[^/]+/server/');
    assert.ok(released.startsWith(`location ~ ^/releases/[^/]+/server/${guard(8)}`), `${app.dir}: a release's server build`);
  }
  // The site has no server build to guard; the token appears nowhere else.
  assert.equal(conf.split(TOKEN).length - 1, 2 * (APPS.length - 1));
  // A CDN never keeps a server build for others (shell/server/cache-rules.json, applied by nginx too).
  assert.equal(CACHE_RULES.find((rule) => new RegExp(rule.pattern).test('/releases/0123456789ab/server/server.5ccde0af029a.cjs'))?.value, 'private, no-store');
});

test('without a token no server build is served at all, and a token nginx would read as a variable is refused', () => {
  const conf = nginxConfig({ ...options, releasesDir: '/srv/site-env/releases' });
  const marketing = conf.slice(conf.indexOf('# remote-marketing'), conf.indexOf('# remote-docs'));
  assert.match(locationBlock(marketing, '^~ /server/'), /^location \^~ \/server\/ \{\n {6}return 404;\n/);
  assert.match(locationBlock(marketing, '~ ^/releases/[^/]+/server/'), /\{\n {8}return 404;\n {6}\}$/);
  assert.doesNotMatch(conf, /http_x_server_build_token/);
  assert.throws(() => nginxConfig({ ...options, serverBuildToken: 'abc$host0123456789' }), /serverBuildToken/);
  assert.throws(() => nginxConfig({ ...options, serverBuildToken: 'short' }), /serverBuildToken/);
});

test("the header nginx checks is the one the composition server sends", async () => {
  const { SERVER_BUILD_HEADER: sent } = await createJiti(import.meta.url).import('../../shell/server/server-builds.ts');
  assert.equal(sent, SERVER_BUILD_HEADER);
  assert.match(nginxConfig({ ...options, serverBuildToken: TOKEN }), new RegExp(`\\$http_${sent.replaceAll('-', '_')} != `));
});

const nginx = nginxBin();
test('nginx accepts the generated configuration', { skip: nginx ? false : 'nginx is not installed here (CI installs it)' }, () => {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-nginx-test-'));
  try {
    const conf = path.join(runDir, 'nginx.conf');
    fs.writeFileSync(conf, nginxConfig({ ...options, runDir, remotesFile: path.join(runDir, 'remotes.json'), releasesDir: path.join(runDir, 'releases'), serverBuildToken: TOKEN }));
    const result = spawnSync(/** @type {string} */ (nginx), ['-t', '-q', '-p', runDir, '-c', conf], { encoding: 'utf8' });
    assert.equal(result.status, 0, result.stderr);
  } finally {
    fs.rmSync(runDir, { recursive: true, force: true });
  }
});
