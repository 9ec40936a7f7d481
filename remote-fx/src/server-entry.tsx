import { ROUTE_LANGS } from '@site/shared/lang';
import { defineServerRemote } from '@site/shared/parcel/server';
import { parcelDefinition } from './app/parcel';

/**
 * The widget's server side. It has no pages of its own: the site's server renders it per request
 * where a page embeds it (Home, Payment & FX), with the latest rates the api has, so the rates are
 * on the page before any script runs (docs/composition.md, "Pages rendered per request").
 */
export default defineServerRemote({ name: 'fx', definition: parcelDefinition, mount: 'lang', langs: ROUTE_LANGS, routes: [] });
