// Run with node's test runner: node --test scripts/lib
import assert from 'node:assert/strict';
import net from 'node:net';
import { test } from 'node:test';
import { SetupError, requireFreePorts, requireNode } from './workspace.mjs';

test('an older Node gets a message naming both versions, not a stack trace', () => {
  assert.throws(() => requireNode('18.20.4'), (error) => error instanceof SetupError && /needs Node >=20\.19; this is Node 18\.20\.4/.test(error.message));
  assert.throws(() => requireNode('20.18.9'), SetupError);
  assert.doesNotThrow(() => requireNode('20.19.0'));
  assert.doesNotThrow(() => requireNode('22.1.0'));
});

test('a port in use is named with what needs it and what to do', async (t) => {
  const holder = net.createServer();
  await new Promise((resolve) => holder.listen(0, '127.0.0.1', () => resolve(undefined)));
  t.after(() => holder.close());
  const { port } = /** @type {net.AddressInfo} */ (holder.address());
  await assert.rejects(requireFreePorts([{ port, what: 'remote-docs' }]), (error) => {
    assert.ok(error instanceof SetupError);
    assert.match(error.message, new RegExp(`Port ${port} \\(remote-docs\\) is already in use`));
    assert.match(error.message, /npm start/);
    return true;
  });
  holder.close();
  await new Promise((resolve) => holder.once('close', resolve));
  await assert.doesNotReject(requireFreePorts([{ port, what: 'remote-docs' }]));
});
