import { defineRegion } from '@site/shared/pages';
import { Root } from './app/root';
import { ratesLoader } from './features/rates/rates-loader';

/**
 * This remote's one route (docs/pages.md): the rate widget, a region other remotes' pages embed
 * (Home, Payment & FX), not a page. It matches whatever path its host mounts it at, and adds
 * nothing to routes.json. Its loader is the latest rates.
 */
export const region = defineRegion('rateWidget', { default: Root, loader: ratesLoader });
