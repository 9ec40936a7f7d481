const { TestEnvironment } = require('jest-environment-jsdom');

// jsdom leaves out classes of the Fetch API and web streams that every browser has, and MSW (the
// tests' fake api, @site/shared/testing/api) builds a Request and a Response from each
// XMLHttpRequest that axios sends: Node's own are lent to the test's window. Only what jsdom lacks
// is added (its Blob, FormData and URL stay), and `fetch` itself is not: the code under test calls
// the api through axios, and a test that reads with fetch stubs it. AbortController and AbortSignal
// are Node's as well: a browser's Request takes its own AbortSignal, and React Router's data routers
// build a Request with one for every navigation (Node's Request refuses jsdom's).
const REPLACED = ['AbortController', 'AbortSignal'];
const FROM_NODE = [
  'Request',
  'Response',
  'Headers',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'TextEncoderStream',
  'TextDecoderStream',
  'BroadcastChannel',
  'structuredClone',
];

/** jest-environment-jsdom, with the Fetch API classes and web streams a browser has. */
class JsdomWithFetchClassesEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) {
      if (this.global[name] === undefined) this.global[name] = globalThis[name];
    }
    for (const name of REPLACED) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetchClassesEnvironment;
