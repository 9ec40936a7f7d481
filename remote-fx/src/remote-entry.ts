import { createParcel } from '@site/shared/parcel';
import { Root } from './app/root';
import { i18n } from './i18n';
import styles from './remote-entry.module.css';

/**
 * The one parcel this remote exposes as './RateWidget' (see webpack.config.cjs). While its
 * strings load, the parcel reserves the widget's own height (a custom property set by the
 * widget's stylesheet), so nothing shifts when it renders.
 */
export default createParcel({ Root, i18n, loadingClassName: styles.loading });
