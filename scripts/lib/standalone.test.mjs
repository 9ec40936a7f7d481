// Run with node's test runner: node --test scripts/lib
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { buildsFor, remoteNamed, standaloneApps } from './standalone.mjs';
import { APPS, SetupError } from './workspace.mjs';

const dirs = (apps) => apps.map((app) => app.dir);

test('a remote is named by its federation name, its folder or its package', () => {
  for (const name of ['fx', 'remote-fx', '@site/remote-fx']) assert.equal(remoteNamed(name).dir, 'remote-fx');
});

test('a name that is no remote is refused with the names that are', () => {
  for (const name of ['shell', 'api', '']) {
    assert.throws(() => remoteNamed(name), (error) => error instanceof SetupError && /name one of marketing, docs, fx, ota, exportdrawback/.test(error.message));
  }
});

test('a standalone page is served with the remotes it embeds, and no other', () => {
  assert.deepEqual(dirs(standaloneApps(remoteNamed('marketing'))), ['remote-marketing', 'remote-fx']);
  assert.deepEqual(dirs(standaloneApps(remoteNamed('ota'))), ['remote-ota', 'remote-marketing']);
  for (const name of ['docs', 'fx', 'exportdrawback']) assert.deepEqual(dirs(standaloneApps(remoteNamed(name))), [`remote-${name}`]);
});

test('an embedded remote that does not exist is named', (t) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'standalone-'));
  t.after(() => fs.rmSync(root, { recursive: true, force: true }));
  fs.mkdirSync(path.join(root, 'remote-fx'));
  fs.writeFileSync(path.join(root, 'remote-fx/standalone.remotes.json'), JSON.stringify({ remotes: ['charts'] }));
  assert.throws(() => standaloneApps(remoteNamed('fx'), root), /"charts" is not a remote/);
});

test('only the stale apps of the page are built, and the shell only when its server bundle is missing', () => {
  const apps = standaloneApps(remoteNamed('marketing'));
  assert.deepEqual(dirs(buildsFor(apps, APPS, true)), ['remote-marketing', 'remote-fx']);
  assert.deepEqual(dirs(buildsFor(apps, [remoteNamed('fx'), remoteNamed('docs')], true)), ['remote-fx']);
  assert.deepEqual(dirs(buildsFor(apps, [], false)), ['shell']);
  assert.deepEqual(dirs(buildsFor(apps, [], true)), []);
});
