import { isMobileUserAgent } from '@site/shared/env';
import { mountStandalone } from '@site/shared/standalone-host';

// spec 9: a mobile user agent gets the mobile layout whatever its width. The styles read the mark
// on <html> that the shell sets on the site; the standalone page sets it the same way.
if (isMobileUserAgent(navigator.userAgent)) document.documentElement.dataset.mobileUa = '';

// Standalone page for QA: the parcel mounted on its own, without the shell (ARCHITECTURE, Testing).
mountStandalone({ name: 'exportdrawback', mount: '/exportdrawback', load: () => import('./remote-entry') });
