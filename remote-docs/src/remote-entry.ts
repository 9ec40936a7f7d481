import { createParcel } from '@site/shared/parcel';
import { Root } from './app/root';
import { i18n } from './i18n';

/** The one parcel this remote exposes as './Pages' (see webpack.config.cjs). */
export default createParcel({ Root, i18n });
