import { mountStandalone } from '@site/shared/standalone-host';

// Standalone page for QA: the parcel mounted on its own, without the shell (docs/testing.md).
// Its server proxies /api to the api, as the shell's does.
mountStandalone({ name: 'fx', mount: 'lang', load: () => import('./remote-entry') });
