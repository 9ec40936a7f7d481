// The shell's strings for the page's language start downloading now, beside the app's own chunks,
// instead of after them. (No @site/shared import here: shared modules exist only after the boundary.)
const I18N_CODES: Record<string, string> = { en_us: 'en', zh_cn: 'zh-CN', zh_hk: 'zh-HK' };
const first = window.location.pathname.split('/')[1] ?? '';
// The export-refund micro-site is Chinese only, whatever the visitor's site language.
const code = first === 'exportdrawback' ? 'zh-CN' : I18N_CODES[first];
if (code) void import(/* webpackChunkName: "locale-[request]" */ `./locales/${code}/shell.json`).catch(() => undefined);

// Federation needs an async boundary before any shared module is used (ARCHITECTURE, Federation).
void import('./bootstrap');
