// jsdom makes jest resolve packages with the 'browser' export condition, and msw/node has no
// browser build (its exports map says `"browser": null`): MSW and its interceptors are resolved as
// Node resolves them; every other package keeps the browser build a visitor's browser gets.
const NODE_ONLY = /^(msw|@mswjs\/[^/]+)(\/|$)/;

/** @type {import('jest-resolve').SyncResolver} */
module.exports = (request, options) =>
  options.defaultResolver(request, NODE_ONLY.test(request) ? { ...options, conditions: ['node', 'require', 'default'] } : options);
