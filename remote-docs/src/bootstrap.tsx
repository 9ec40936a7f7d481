import { mountStandalone } from '@site/shared/standalone-host';

// Standalone page for QA: the parcel mounted on its own, without the shell (docs/testing.md).
mountStandalone({ name: 'docs', mount: 'lang', load: () => import('./remote-entry') });
