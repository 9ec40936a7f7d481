import { yieldToMain } from '@site/shared/env';

/**
 * Start-up in stages, each in a task of its own. Every chunk named here was fetched together with
 * this one (the imports are `eager`: no extra request), but evaluating react-dom, i18next and the
 * app in one go held the main thread for one long task on a phone (docs/performance.md). Between
 * the stages the browser paints and answers the visitor; what the visitor does on the served page
 * meanwhile is held and replayed (lib/early-events.ts).
 */
async function start(): Promise<void> {
  // This module runs in the task that evaluated the last of its chunks (react's): start afresh.
  await yieldToMain();
  await import(/* webpackMode: "eager" */ './app/init-lang');
  await yieldToMain();
  // The libraries the remote's loading needs, each in its own stage: the first module to import
  // one runs it, and the parcel library imports react-dom, so that starting the remote's loading
  // first ran react-dom, the parcel library and the router in one task of 10-20 ms on a phone.
  const reactDom = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();
  await import(/* webpackMode: "eager" */ '@site/shared/parcel');
  await yieldToMain();
  // Named, not the namespace: a bare `import()` marks every export used, and the router's
  // tree-shaking (half its size) with it.
  await import(/* webpackMode: "eager" */ /* webpackExports: ["BrowserRouter"] */ 'react-router');
  await yieldToMain();
  // The page's remote is on its way already (the start-up script preloads its scripts); this
  // registers the remotes and starts loading it while the shell itself starts.
  const table = await (await import(/* webpackMode: "eager" */ './app/preload-page-remote')).preloadPageRemote();
  await yieldToMain();
  await import(/* webpackMode: "eager" */ './i18n');
  await yieldToMain();
  // No number format is warmed up here: loading the locale data for one is a task of 15–30 ms on
  // this machine, and most pages format no number. A page that does pays it once, in its own
  // chunk or render slice.
  const { startShell } = await import(/* webpackMode: "eager" */ './app/start-shell');
  await yieldToMain();
  startShell(reactDom, table);
}

void start();
