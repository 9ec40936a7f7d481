import { createRequire } from 'node:module';
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
