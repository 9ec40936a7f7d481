import type { components } from '@site/shared/api/schema';
import type { Database } from '../../db/database';
import { BOOKKEEPING_COLUMNS, bookkeeping, SITE_ACTOR, type BookkeepingRow } from '../../lib/bookkeeping';

export type EnquiryInput = components['schemas']['TradeFinanceEnquiryRequest'];
export type Enquiry = components['schemas']['TradeFinanceEnquiry'];

interface EnquiryRow extends BookkeepingRow {
  company_name: string;
  usci: string;
  contact_person: string;
  contact_no: string;
  business_email: string;
  main_business: string;
  quarterly_fx_amount_cny: number;
  city: string;
  establishment_years: number;
  business_type: string;
}

const COLUMNS = `${BOOKKEEPING_COLUMNS}, company_name, usci, contact_person, contact_no, business_email, main_business,
  quarterly_fx_amount_cny::float8 AS quarterly_fx_amount_cny, city, establishment_years, business_type`;

function toEnquiry(row: EnquiryRow): Enquiry {
  return {
    ...bookkeeping(row),
    companyName: row.company_name,
    usci: row.usci,
    contactPerson: row.contact_person,
    contactNo: row.contact_no,
    businessEmail: row.business_email,
    mainBusiness: row.main_business,
    quarterlyFxAmountCny: row.quarterly_fx_amount_cny,
    city: row.city,
    establishmentYears: row.establishment_years,
    businessType: row.business_type,
  };
}

/** Stores an International Trade enquiry as given; committed when this resolves. */
export async function saveEnquiry(db: Database, input: EnquiryInput): Promise<Enquiry> {
  const rows = await db.query<EnquiryRow>(
    `INSERT INTO trade_finance_enquiry (company_name, usci, contact_person, contact_no, business_email, main_business,
       quarterly_fx_amount_cny, city, establishment_years, business_type, create_by, update_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)
     RETURNING ${COLUMNS}`,
    [
      input.companyName,
      input.usci,
      input.contactPerson,
      input.contactNo,
      input.businessEmail,
      input.mainBusiness,
      input.quarterlyFxAmountCny,
      input.city,
      input.establishmentYears,
      input.businessType,
      SITE_ACTOR,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('INSERT ... RETURNING gave no row');
  return toEnquiry(row);
}

export async function findEnquiry(db: Database, id: string): Promise<Enquiry | undefined> {
  const rows = await db.query<EnquiryRow>(`SELECT ${COLUMNS} FROM trade_finance_enquiry WHERE id = $1`, [id]);
  return rows[0] ? toEnquiry(rows[0]) : undefined;
}
