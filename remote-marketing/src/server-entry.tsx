import { defineServerRemote } from '@site/shared/parcel/server';
import { ROUTE_LANGS } from '@site/shared/lang';
import { parcelDefinition } from './app/parcel';

/**
 * The build-time render of every marketing page in every language (docs/composition.md); its routes,
 * and the actions of its forms posted without JavaScript (the International Trade enquiry and the
 * demo request), are src/routes.ts's.
 */
export default defineServerRemote({ name: 'marketing', definition: parcelDefinition, mount: 'lang', langs: ROUTE_LANGS });
