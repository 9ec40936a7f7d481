import type { PagesDefinition } from '@site/shared/parcel';
import { i18n } from '../i18n';
import { pages } from '../routes';
import styles from './parcel.module.css';

/** What the exposed parcel renders, in the browser and in the build-time render alike: the help centre's pages (src/routes.ts). */
export const parcelDefinition: PagesDefinition = { pages, i18n, loadingClassName: styles.loading };
