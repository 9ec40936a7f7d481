import { mountStandalone } from '@site/shared/standalone-host';

// Standalone page for QA: the parcel mounted on its own, without the shell (docs/testing.md).
// "Talk to us" opens remote-marketing's Watch-a-Demo drawer: standalone.remotes.json names it (its port comes from shared/apps.json).
mountStandalone({ name: 'ota', mount: 'lang', load: () => import('./remote-entry'), embedsRemotes: true });
