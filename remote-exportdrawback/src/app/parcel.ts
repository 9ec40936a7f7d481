import type { PagesDefinition } from '@site/shared/parcel';
import { i18n } from '../i18n';
import { pages } from '../routes';
import styles from './layout.module.css';

/**
 * What the exposed parcel renders, in the browser and in the build-time render alike: the
 * micro-site's pages inside its own layout, with a loading state that fills the screen while a
 * page's chunk or strings load.
 */
export const parcelDefinition: PagesDefinition = { pages, i18n, loadingClassName: styles.loading };
