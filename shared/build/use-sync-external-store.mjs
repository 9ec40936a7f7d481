// React has useSyncExternalStore built in; libraries that still import the
// 'use-sync-external-store/shim' polyfill (react-i18next) get React's own instead of its copy.
export { useSyncExternalStore } from 'react';
