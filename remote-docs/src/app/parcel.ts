import type { ParcelDefinition } from '@site/shared/parcel';
import { i18n } from '../i18n';
import { Root } from './root';

/** What the exposed parcel renders, in the browser and in the build-time render alike. */
export const parcelDefinition: ParcelDefinition = { Root, i18n };
