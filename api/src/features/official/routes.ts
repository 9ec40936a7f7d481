import type { Database } from '../../db/database';
import type { Handlers } from '../../http/operations';
import { insertLead } from './lead-service';
import {
  BUSINESS_TYPES,
  ENTERPRISE_TYPES,
  EXPORT_REFUND_BUSINESS_TYPES,
  JOB_TITLES,
  productTree,
  productTypes,
  toOptions,
} from './lookups';
import { regionOptions } from './regions';

type OfficialHandlers = Pick<
  Handlers,
  | 'listRegionCodeMapping'
  | 'listBusinessTypes'
  | 'listPositions'
  | 'listProducts'
  | 'listProductTypes'
  | 'listEnterpriseTypes'
  | 'listExportRefundBusinessTypes'
  | 'insertLead'
  | 'insertLeadNoEmail'
  | 'newInsertLead'
>;

/** The official service: lookup lists and the three lead submits. */
export function officialHandlers(db: Database): OfficialHandlers {
  return {
    listRegionCodeMapping: ({ lang }) => regionOptions(lang),
    listBusinessTypes: ({ lang }) => toOptions('BUSINESS_TYPE', BUSINESS_TYPES, lang),
    listPositions: ({ lang }) => toOptions('JOB_TITLE', JOB_TITLES, lang),
    listProducts: ({ lang }) => productTree(lang),
    listProductTypes: ({ lang }) => productTypes(lang),
    listEnterpriseTypes: ({ lang }) => toOptions('ENTERPRISE_TYPE', ENTERPRISE_TYPES, lang),
    listExportRefundBusinessTypes: ({ lang }) => toOptions('EXPORT_REFUND_BUSINESS_TYPE', EXPORT_REFUND_BUSINESS_TYPES, lang),
    insertLead: ({ body }) => insertLead(db, body, 'insert'),
    insertLeadNoEmail: ({ body }) => insertLead(db, body, 'insertNoEmail'),
    newInsertLead: ({ body }) => insertLead(db, body, 'newInsert'),
  };
}
