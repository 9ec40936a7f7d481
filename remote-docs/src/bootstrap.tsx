import { mountStandalone } from '@site/shared/standalone-host';
import { fetchSource, setContentSource } from './lib/content/client';

// Standalone page for QA: the parcel mounted on its own, without the shell (docs/testing.md). Its
// scripts are below /standalone/; it reads the content as the last content build left it, served at
// /content/ on this origin, so that an author sees an article there before releasing it.
setContentSource(fetchSource(new URL('/content/', window.location.href).href));
mountStandalone({ name: 'docs', mount: 'lang', load: () => import('./remote-entry') });
