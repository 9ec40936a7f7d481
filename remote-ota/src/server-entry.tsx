import { defineServerRemote } from '@site/shared/parcel/server';
import { ROUTE_LANGS } from '@site/shared/lang';
import { parcelDefinition } from './app/parcel';

/** The build-time render of every OTA page in every language (docs/composition.md); its routes are src/routes.ts. */
export default defineServerRemote({ name: 'ota', definition: parcelDefinition, mount: 'lang', langs: ROUTE_LANGS });
