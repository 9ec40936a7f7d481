import type { components } from '@site/shared/api';

/** spec 3.3: one option of a lookup list (the type generated from api/openapi.yaml). */
export type OptionItem = components['schemas']['OptionItem'];

/**
 * spec 3.2: the export-refund trial application as the form sends it (`channelId` from the page
 * URL's query). `businessType` is the selected option's key as a string; the api checks it
 * against its enum, so this is not the generated request type with its literal union.
 */
export interface ExportRefundApplicationRequest {
  firstName: string;
  lastName: string;
  businessEmail: string;
  contactNo: string;
  companyName: string;
  usci: string;
  businessType: string;
  channelId?: string;
}
