import { isMobileUserAgent } from '@site/shared/env';
import { mountStandalone } from '@site/shared/standalone-host';

// A mobile user agent gets the mobile layout whatever its width. The styles read the mark
// on <html> that the shell sets on the site; the standalone page sets it the same way.
if (isMobileUserAgent(navigator.userAgent)) document.documentElement.dataset.mobileUa = '';

// Standalone page for QA: the parcel mounted on its own, without the shell (docs/testing.md).
// Chinese only, as the shell gives it on the site: the host marks the document zh-CN (the template
// already does, webpack.config.cjs) and passes zh_cn to the parcel.
mountStandalone({ name: 'exportdrawback', mount: '/exportdrawback', lang: 'zh_cn', load: () => import('./remote-entry') });
