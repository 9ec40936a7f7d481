import type { components } from '@site/shared/api';

/** One option of a lookup list (the type generated from api/openapi.yaml). */
export type OptionItem = components['schemas']['OptionItem'];

/**
 * The export-refund trial application as the form sends it (`channelId` from the page
 * URL's query): the generated request type, except that `businessType` is the selected option's key
 * as a string. The api checks it against its enum, so the form need not know the literal union.
 */
export type ExportRefundApplicationRequest = Omit<components['schemas']['ExportRefundApplicationRequest'], 'businessType'> & { businessType: string };
