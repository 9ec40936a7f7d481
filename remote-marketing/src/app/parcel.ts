import type { PagesDefinition } from '@site/shared/parcel';
import { i18n } from '../i18n';
import { pages } from '../routes';
import styles from './root.module.css';

/**
 * What the exposed parcel renders, in the browser and in the build-time render alike: the marketing
 * pages (src/routes.ts) inside their layout, with a loading state that keeps the page's height
 * while a page's chunk, strings or first data load.
 */
export const parcelDefinition: PagesDefinition = { pages, i18n, loadingClassName: styles.loading };
