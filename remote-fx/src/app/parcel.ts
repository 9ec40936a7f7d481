import type { PagesDefinition } from '@site/shared/parcel';
import { i18n } from '../i18n';
import styles from '../remote-entry.module.css';
import { region } from '../routes';

/**
 * What the exposed parcel renders, in the browser and in the site server's render alike: the rate
 * widget's route (src/routes.ts). While its strings load, the parcel reserves the widget's own
 * height (a custom property set by the widget's stylesheet), so nothing shifts when it renders.
 */
export const parcelDefinition: PagesDefinition = { pages: region, i18n, loadingClassName: styles.loading };
