import { defineServerRemote } from '@site/shared/parcel/server';
import { parcelDefinition } from './app/parcel';
import { MOUNT_PATH } from './config/site';
import { i18n } from './i18n';
import routes from './locales/zh-CN/routes.json';

// The pages' titles and descriptions go into the document's head, which the shell composes from
// routes.json: only this build needs them, so they stay out of the browser's bundle.
i18n.addResourceBundle('zh-CN', 'routes', routes);

/**
 * The build-time render of every page of the micro-site, in its one language (docs/composition.md);
 * its routes, and the action of its application posted without JavaScript, are src/routes.ts's.
 */
export default defineServerRemote({ name: 'exportdrawback', definition: parcelDefinition, mount: MOUNT_PATH, langs: ['zh_cn'] });
