import { isRouteLang } from '@site/shared/lang';
import { siteStore } from '@site/shared/store';
import { preferredLang } from '../lib/lang-storage';

// Runs before any i18n instance is created, so the first render is already in the page's language.
const first = window.location.pathname.split('/')[1];
siteStore.getState().setLang(isRouteLang(first) ? first : preferredLang());
