import { createParcel } from '@site/shared/parcel';
import { parcelDefinition } from './app/parcel';

/** The one parcel this remote exposes as './Pages' (see webpack.config.cjs). */
export default createParcel(parcelDefinition);
