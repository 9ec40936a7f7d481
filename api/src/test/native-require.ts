import { readFileSync } from 'node:fs';

/**
 * `require` as Node itself runs it, outside jest's module registry. jest runs test code in a VM context whose
 * dynamic `import()` is switched off (it needs --experimental-vm-modules) and whose `require` cannot load a
 * package published only as an ES module; it also intercepts `module.createRequire` and
 * `process.getBuiltinModule`. A function built by the Function constructor of a Node core object belongs to
 * Node's own context, so its `process` hands out the real module loader (which loads ES modules too).
 *
 * Values crossing between the two contexts must be plain (strings, numbers, arrays, buffers): a Date made in the
 * test context is not a Date to code loaded here.
 */
export function nativeRequire(from: string): NodeJS.Require {
  const nodeProcess = new (readFileSync.constructor as FunctionConstructor)('return process')() as NodeJS.Process;
  return nodeProcess.getBuiltinModule('node:module').createRequire(from);
}
