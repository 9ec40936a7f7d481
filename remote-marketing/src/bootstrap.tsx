import { mountStandalone } from '@site/shared/standalone-host';

// Standalone page for QA: the parcel mounted on its own, without the shell (docs/testing.md).
// Home and PaymentManagement embed the exchange-rate widget: standalone.remotes.json names it (its port comes from shared/apps.json).
mountStandalone({ name: 'marketing', mount: 'lang', load: () => import('./remote-entry'), embedsRemotes: true });
