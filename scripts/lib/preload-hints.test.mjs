// Run with node's test runner: node --test scripts/lib
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { remoteForPath } from './preload-hints.mjs';

const routes = [
  { path: '', remote: 'marketing' },
  { path: 'Contact', remote: 'marketing' },
  { path: 'docs', remote: 'docs', prefix: true },
  { path: 'OTAFinance', remote: 'ota' },
];

test('finds the remote of a page under the language prefix', () => {
  assert.equal(remoteForPath('/en_us', routes), 'marketing');
  assert.equal(remoteForPath('/zh_cn/Contact', routes), 'marketing');
  assert.equal(remoteForPath('/en_us/docs/create-a-payout', routes), 'docs');
  assert.equal(remoteForPath('/zh_hk/OTAFinance', routes), 'ota');
});

test('knows the export-refund micro-site outside the prefix', () => {
  assert.equal(remoteForPath('/exportdrawback/FixPrice', routes), 'exportdrawback');
});

test('gives no hint for redirects and unknown paths', () => {
  assert.equal(remoteForPath('/', routes), undefined);
  assert.equal(remoteForPath('/Contact', routes), undefined);
  assert.equal(remoteForPath('/en_us/nowhere', routes), undefined);
  assert.equal(remoteForPath('/en_us/Contact/extra', routes), undefined);
});
