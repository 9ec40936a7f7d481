import type { ProductKey } from '../demo-request-context';

// DTOs of the lead form and its lookups, as api/openapi.yaml describes them (OptionItem,
// ProductOption, Country, AreaCode, LeadRequest). Written here because @site/shared does not
// export its generated schema types (see README: "what should move to shared").

/** One option of a lookup list (spec 3.3). */
export interface OptionItem {
  dictParam: string;
  displayName: string;
  dictKey: string;
  parentDictKey?: string;
}

/** A node of the product tree (listAllProductEnum): top-level products carry their children. */
export interface ProductOption {
  dictParam: string;
  displayName: string;
  dictKey: ProductKey;
  parentDictKey?: ProductKey;
  children: ProductOption[];
}

export interface Country {
  id: string;
  code: string;
  countryNameEng: string;
  countryNameCn: string;
  countryNameHk: string;
  /** The name in the request's language. */
  displayName: string;
}

export interface AreaCode {
  id: string;
  /** '+852' */
  areaCode: string;
  /** 'Hong Kong +852', in the request's language. */
  areaName: string;
}

/** The body of potentialCust/newInsert (spec 3.1). */
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
}
