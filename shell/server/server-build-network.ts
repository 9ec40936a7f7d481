import { createRequire, isBuiltin } from 'node:module';
import vm from 'node:vm';
import type { ServerRemote } from '@site/shared/parcel/server';
import type * as NodeHttp from 'node:http';
import type * as NodeHttps from 'node:https';

// Node's own `require`: in the server's bundle webpack would read `createRequire(…)` as its own.
declare const __non_webpack_require__: NodeJS.Require | undefined;
const requireBuiltin: NodeJS.Require = typeof __non_webpack_require__ === 'function' ? __non_webpack_require__ : createRequire(__filename);

/** Node's own modules, as a server build would get them. */
const nodeHttp = requireBuiltin('node:http') as typeof NodeHttp;
const nodeHttps = requireBuiltin('node:https') as typeof NodeHttps;

/** Node's global agents' settings (Node 20): connections kept open, closed after 5 s unused. */
const AGENT_OPTIONS = { keepAlive: true, timeout: 5000, scheduling: 'lifo' } as const;

type RequestFunction = (...args: unknown[]) => NodeHttp.ClientRequest;

/**
 * The arguments of `http.request` or `http.get` (`url[, options][, callback]` or `options[, callback]`)
 * with `agent` when they name none; an explicit agent (or `agent: false`) stays.
 */
function withAgent(args: unknown[], agent: NodeHttp.Agent): unknown[] {
  const [first, ...rest] = args;
  const fill = (options: object) => ('agent' in options && (options as { agent?: unknown }).agent !== undefined ? options : { ...options, agent });
  if (typeof first === 'string' || first instanceof URL) {
    const [second, ...more] = rest;
    return second !== null && typeof second === 'object' ? [first, fill(second), ...more] : [first, { agent }, ...rest];
  }
  return [fill(first !== null && typeof first === 'object' ? first : {}), ...rest];
}

/** `module` with `request`, `get` and `globalAgent` going through `agent`; everything else is Node's. */
function throughAgent<M extends typeof NodeHttp | typeof NodeHttps>(module: M, agent: NodeHttp.Agent): M {
  const request = module.request as unknown as RequestFunction;
  const get = module.get as unknown as RequestFunction;
  return Object.create(module, {
    request: { value: (...args: unknown[]) => request(...withAgent(args, agent)), enumerable: true },
    get: { value: (...args: unknown[]) => get(...withAgent(args, agent)), enumerable: true },
    globalAgent: { value: agent, enumerable: true },
  }) as M;
}

/**
 * `http` and `https` for one remote's server build, as its `require` returns them: its requests that
 * name no agent go through keep-alive agents of its own, never through Node's global ones. A build
 * bundles its own http client (axios), which adds an 'error' listener to each socket it uses, once
 * per copy of its code; every release and every preview is another copy in this process. Sharing
 * Node's global agents, the builds would share the api's kept-alive sockets, each build loaded would
 * add a listener to them (MaxListenersExceededWarning past ten) and the listeners would keep the
 * builds replaced since in memory for as long as a socket lives. A build's own agents give each
 * socket one copy's listener, and close their connections 5 s after the build's last request.
 */
export function serverBuildNetwork(): { http: typeof NodeHttp; https: typeof NodeHttps } {
  return {
    http: throughAgent(nodeHttp, new nodeHttp.Agent(AGENT_OPTIONS)),
    https: throughAgent(nodeHttps, new nodeHttps.Agent(AGENT_OPTIONS)),
  };
}

/**
 * Runs a CommonJS server build in this process: it may require Node's own modules and nothing else;
 * its `http` and `https` keep their connections to themselves (serverBuildNetwork).
 */
export function evaluateServerBuild(code: string, url: string): ServerRemote {
  const module = { exports: {} as Record<string, unknown> };
  const network: Record<string, unknown> = serverBuildNetwork();
  const restrictedRequire = (name: string) => {
    if (!isBuiltin(name)) throw new Error(`${url} requires "${name}": a server build must be self-contained.`);
    const bare = name.replace(/^node:/, '');
    return Object.hasOwn(network, bare) ? network[bare] : (requireBuiltin(name) as unknown);
  };
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename: url }) as (
    ...args: unknown[]
  ) => void;
  wrapper(module.exports, restrictedRequire, module, url, '/');
  const remote = (module.exports.default ?? module.exports) as ServerRemote;
  if (typeof remote?.render !== 'function') throw new Error(`${url} does not export a server remote.`);
  return remote;
}

