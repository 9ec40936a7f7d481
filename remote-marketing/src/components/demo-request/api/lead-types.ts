import type { components, Loose } from '@site/shared/api';

// DTOs of the lead form and its lookups: the types generated from api/openapi.yaml.
type Schemas = components['schemas'];

/** One option of a lookup list. */
export type OptionItem = Schemas['OptionItem'];
/** A node of the product tree (listAllProductEnum): top-level products carry their children. */
export type ProductOption = Schemas['ProductOption'];
export type Country = Schemas['Country'];
export type AreaCode = Schemas['AreaCode'];

/**
 * The body of potentialCust/newInsert as the form sends it: the generated LeadRequest, with the
 * selects' option keys as strings (the api checks them against its enums).
 */
export type LeadRequest = Loose<Schemas['LeadRequest']>;
