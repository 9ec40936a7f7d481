import { createParcel } from '@site/shared/parcel';
import { demoRequestParcelDefinition } from './app/demo-request-parcel';

/** The parcel this remote exposes as './DemoRequest' (see webpack.config.cjs). */
export default createParcel(demoRequestParcelDefinition);
