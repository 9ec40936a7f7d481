import { defineServerRemote } from '@site/shared/parcel/server';
import { ROUTE_LANGS } from '@site/shared/lang';
import { parcelDefinition } from './app/parcel';
import { ROUTE_MANIFEST } from './app/routes';

/** The build-time render of every marketing page in every language (docs/composition.md). */
export default defineServerRemote({ name: 'marketing', definition: parcelDefinition, mount: 'lang', langs: ROUTE_LANGS, routes: ROUTE_MANIFEST });
