/**
 * The shell's production server (docs/composition.md), built for Node by the shell's webpack
 * config into dist-ssr/server.cjs and started by `npm start` (scripts/lib/serve.mjs).
 */
export { createShellServer, type ShellServerOptions } from './shell-server';
export { createStaticServer, setCacheHeaders, type StaticServerOptions } from './static-server';
export { registerApiProxy, type ApiProxyOptions } from './api-proxy';
