import { mountStandalone } from '@site/shared/standalone-host';

// Standalone page for QA: the parcel mounted on its own, without the shell (ARCHITECTURE, Testing).
mountStandalone({ name: 'marketing', mount: 'lang', load: () => import('./remote-entry') });
