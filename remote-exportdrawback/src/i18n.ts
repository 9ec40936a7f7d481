import { createI18n } from '@site/shared/i18n';
import zhCN from './locales/zh-CN/exportdrawback.json';

/**
 * The micro-site is Chinese only (docs/i18n.md): its one language is bundled
 * with the exposed module, so the first render waits for no translation request (every
 * visitor needs these strings, 6 KB compressed).
 */
export const i18n = createI18n({
  ns: ['exportdrawback'],
  resources: { 'zh-CN': { exportdrawback: zhCN } },
  fixedLang: 'zh-CN',
});
