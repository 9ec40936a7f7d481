import type { ParcelDefinition } from '@site/shared/parcel';
import { DemoRequestHost } from '../components/demo-request/demo-request-host';
import { i18n } from '../i18n';
import styles from './root.module.css';

/**
 * The Watch-a-Demo drawer on its own, for the pages of other remotes (remote-ota's OTA Finance):
 * it renders nothing until the site store's demo request opens it, and takes up no space.
 */
export const demoRequestParcelDefinition: ParcelDefinition = { Root: DemoRequestHost, i18n, loadingClassName: styles.noSpace };
