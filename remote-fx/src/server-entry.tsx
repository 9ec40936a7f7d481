import { ROUTE_LANGS } from '@site/shared/lang';
import { defineServerRemote } from '@site/shared/parcel/server';
import { parcelDefinition } from './app/parcel';

/**
 * The widget's server side. It has no pages of its own (its one route is a region, src/routes.ts,
 * which adds nothing to routes.json): the site's server renders it per request where a page embeds
 * it (Home, Payment & FX), its route loader asking the api through a client of that render's own, so
 * the latest rates are on the page before any script runs. An api that fails or answers after
 * `loadTimeoutMs` leaves the widget's loading state in the page (an incomplete render), and the
 * browser loads the rates once hydrated (docs/composition.md, "Pages rendered per request").
 */
export default defineServerRemote({ name: 'fx', definition: parcelDefinition, mount: 'lang', langs: ROUTE_LANGS });
