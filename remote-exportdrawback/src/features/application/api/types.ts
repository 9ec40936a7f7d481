/*
 * The contract of api/openapi.yaml (ExportRefundApplicationRequest, OptionItem). The generated
 * types in shared/src/api/schema.d.ts are not exported by @site/shared's exports map, so the
 * few shapes this feature sends and reads are written here; keep them in step with the yaml.
 */

/** spec 3.3: one option of a lookup list. */
export interface OptionItem {
  dictParam: string;
  displayName: string;
  dictKey: string;
  parentDictKey?: string;
}

/** spec 3.2: the export-refund trial application; `channelId` comes from the page URL's query. */
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
