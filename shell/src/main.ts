import { holdEarlyEvents } from './lib/early-events';

// The shell's strings for the page's language start downloading now, beside the app's own chunks,
// instead of after them. (No @site/shared import here: shared modules exist only after the boundary.)
const I18N_CODES: Record<string, string> = { en_us: 'en', zh_cn: 'zh-CN', zh_hk: 'zh-HK' };
const first = window.location.pathname.split('/')[1] ?? '';
// The export-refund micro-site is Chinese only, whatever the visitor's site language.
const code = first === 'exportdrawback' ? 'zh-CN' : I18N_CODES[first];

// spec 2.1: the stored language comes first. The server sees only the cookie; when it had to guess
// from the browser's languages, a language stored before the cookie existed still wins.
if (document.cookie.includes('site_lang_guessed=1')) {
  document.cookie = 'site_lang_guessed=; path=/; max-age=0';
  const STORED: Record<string, string> = { EN: 'en_us', CN: 'zh_cn', HK: 'zh_hk' };
  let stored: string | undefined;
  try {
    stored = STORED[window.localStorage.getItem('language') ?? ''];
  } catch {
    stored = undefined; // storage blocked: the server's guess stands
  }
  if (stored && first in I18N_CODES && first !== stored) {
    window.location.replace(`/${stored}${window.location.pathname.slice(first.length + 1)}${window.location.search}${window.location.hash}`);
  }
}

// From now until each part of the served page has hydrated, a click or submission there is held
// and replayed, and typed text kept (lib/early-events.ts).
const root = document.getElementById('root');
if (root?.firstElementChild) holdEarlyEvents(root);

if (code) void import(/* webpackChunkName: "locale-[request]" */ `./locales/${code}/shell.json`).catch(() => undefined);
// Federation needs an async boundary before any shared module is used (ARCHITECTURE, Federation).
// Started at once, not after the first paint (docs/performance.md), but in a task of its own:
// resolving the shared modules and requesting their chunks made this script's first task twice as
// long on a phone.
// A message, not a timer: it runs as soon as the browser is free, whatever its timers are doing.
const nextTask = new MessageChannel();
nextTask.port1.onmessage = () => void import('./bootstrap');
nextTask.port2.postMessage(null);
