import { loadShare } from '@module-federation/runtime';
import { startLangOf } from './lib/start-lang';

// The shell's strings for the page's language start downloading now, beside the app's own chunks,
// instead of after them. (No @site/shared import here: shared modules exist only after the boundary.)
// The stored language and the hold on early clicks were settled before this script was requested
// (boot.ts).
const code = startLangOf(window.location.pathname);

if (code) void import(/* webpackChunkName: "locale-[request]" */ `./locales/${code}/shell.json`).catch(() => undefined);
// Federation needs an async boundary before any shared module is used (ARCHITECTURE, Federation).
// In a task of its own: resolving the shared modules and requesting their chunks made this
// script's first task twice as long on a phone.
// A message, not a timer: it runs as soon as the browser is free, whatever its timers are doing.
//
// Before it, the shared libraries the app starts with are asked for one per task: asking for a
// shared module registers it with the federation runtime and appends its chunk's script, about
// 5-10 ms each on a phone, and asked for together by the app's chunk they made one task of 40-75 ms.
// Each is requested without waiting for the one before, so they still download together; the app's
// chunk then finds them registered.
//
// `loadShare` downloads a shared library's chunk and registers it without running it: the
// libraries then run one stage per task (bootstrap.tsx). Asked for with `import()`, each ran the
// moment its chunk arrived, so react-dom, i18next and the store all ran in the task that
// evaluated react's chunk, one task of 35-70 ms on a phone.
const warmUps = ['react', 'react-dom/client', 'i18next', '@site/shared/store', '@site/shared/i18n', '@site/shared/parcel', '@site/shared/ui'];
const nextTask = new MessageChannel();
nextTask.port1.onmessage = () => {
  const warmUp = warmUps.shift();
  if (!warmUp) {
    void import('./bootstrap');
    return;
  }
  // A library that failed here is asked for again by the app's chunk, which reports the failure.
  loadShare(warmUp).catch(() => undefined);
  nextTask.port2.postMessage(null);
};
nextTask.port2.postMessage(null);
