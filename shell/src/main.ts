import { loadShare } from '@module-federation/runtime';
import { startLangOf } from './lib/start-lang';

// Federation needs an async boundary before any shared module is used (docs/federation.md):
// the app itself starts in ./bootstrap. (No @site/shared import here: shared modules exist only
// after the boundary.) The stored language and the hold on early clicks were settled before this
// script was requested (boot.ts).
//
// Before it, what the app starts with is asked for, one request per task, each without waiting
// for the one before, so that everything downloads together:
// - the shell's strings for the page's language, beside the app's own chunks instead of after
//   them;
// - the shared libraries the app starts with. Asking for a shared module registers it with the
//   federation runtime and appends its chunk's script, about 5-10 ms each on a phone; asked for
//   together by the app's chunk they made one task of 40-75 ms. They are asked for with the
//   runtime's `loadShare`, which downloads and registers a library without running it: asked for
//   with `import()`, react-dom, i18next and the store all ran the moment react's chunk arrived, in
//   that chunk's task (35-70 ms on a phone). Now each runs in its own stage of the bootstrap.
// Even the strings' request is not made while this script runs: this script's own task, with the
// federation runtime starting, is the longest of the start-up.
const code = startLangOf(window.location.pathname);
const SHARED_AT_START = ['react', 'react-dom/client', 'i18next', '@site/shared/store', '@site/shared/i18n', '@site/shared/parcel', '@site/shared/ui'];
const requests: (() => Promise<unknown>)[] = [
  ...(code ? [() => import(/* webpackChunkName: "locale-[request]" */ `./locales/${code}/shell.json`)] : []),
  ...SHARED_AT_START.map((name) => () => loadShare(name)),
];

// A message, not a timer: it runs as soon as the browser is free, whatever its timers are doing.
const nextTask = new MessageChannel();
nextTask.port1.onmessage = () => {
  const request = requests.shift();
  if (!request) {
    void import('./bootstrap');
    return;
  }
  // What failed here is asked for again by the app, which reports the failure.
  request().catch(() => undefined);
  nextTask.port2.postMessage(null);
};
nextTask.port2.postMessage(null);
