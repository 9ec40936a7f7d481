import type { components } from '@site/shared/api';
import type { FinancingEstimate } from '@site/shared/financing';
import type { ProductKey } from '../demo-request-context';

// DTOs of the lead form and its lookups: the types generated from api/openapi.yaml.
type Schemas = components['schemas'];

/** One option of a lookup list. */
export type OptionItem = Schemas['OptionItem'];
/** A node of the product tree (listAllProductEnum): top-level products carry their children. */
export type ProductOption = Schemas['ProductOption'];
export type Country = Schemas['Country'];
export type AreaCode = Schemas['AreaCode'];

/**
 * The body of potentialCust/newInsert as the form sends it: the selects hold the
 * option keys as strings (the api checks them against its enums), so this is not the generated
 * LeadRequest, whose keys are literal unions.
 */
export interface LeadRequest {
  firstName: string;
  lastName: string;
  jobTitle: string;
  businessEmail: string;
  areaCode: string;
  areaName: string;
  contactNo: string;
  interestedProduct: ProductKey[];
  companyName: string;
  businessType: string;
  country: string;
  /** Only when the visitor agreed to share a calculator's figures. */
  estimate?: FinancingEstimate;
}
