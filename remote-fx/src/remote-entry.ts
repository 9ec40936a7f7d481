import { createParcel } from '@site/shared/parcel';
import { parcelDefinition } from './app/parcel';

/** The one parcel this remote exposes as './RateWidget' (see webpack.config.cjs). */
export default createParcel(parcelDefinition);
