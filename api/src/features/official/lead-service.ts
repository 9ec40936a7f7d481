import type { components } from '@site/shared/api/schema';
import type { Database } from '../../db/database';
import { BOOKKEEPING_COLUMNS, bookkeeping, SITE_ACTOR, type BookkeepingRow } from '../../lib/bookkeeping';

export type LeadInput = components['schemas']['LeadNoEmailRequest'];
export type Lead = components['schemas']['Lead'];
export type LeadSubmit = Lead['submittedVia'];

interface LeadRow extends BookkeepingRow {
  submitted_via: LeadSubmit;
  first_name: string;
  last_name: string;
  job_title: string | null;
  business_email: string | null;
  area_code: string | null;
  area_name: string | null;
  contact_no: string | null;
  interested_product: string[];
  company_name: string;
  business_type: string;
  country: string | null;
}

const COLUMNS = `${BOOKKEEPING_COLUMNS}, submitted_via, first_name, last_name, job_title, business_email, area_code,
  area_name, contact_no, interested_product, company_name, business_type, country`;

function toLead(row: LeadRow): Lead {
  return {
    ...bookkeeping(row),
    submittedVia: row.submitted_via,
    firstName: row.first_name,
    lastName: row.last_name,
    jobTitle: row.job_title,
    businessEmail: row.business_email,
    areaCode: row.area_code,
    areaName: row.area_name,
    contactNo: row.contact_no,
    interestedProduct: row.interested_product,
    companyName: row.company_name,
    businessType: row.business_type,
    country: row.country,
  };
}

/**
 * Stores a demo request (spec 3.1) as given and returns it. One INSERT in autocommit: when this resolves the
 * row is committed, so the caller may answer code '200' (issue 3: nothing is half-written).
 */
export async function insertLead(db: Database, input: LeadInput, via: LeadSubmit): Promise<Lead> {
  const rows = await db.query<LeadRow>(
    `INSERT INTO potential_customer (submitted_via, first_name, last_name, job_title, business_email, area_code,
       area_name, contact_no, interested_product, company_name, business_type, country, create_by, update_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)
     RETURNING ${COLUMNS}`,
    [
      via,
      input.firstName,
      input.lastName,
      input.jobTitle ?? null,
      input.businessEmail ?? null,
      input.areaCode ?? null,
      input.areaName ?? null,
      input.contactNo ?? null,
      input.interestedProduct ?? [],
      input.companyName,
      input.businessType,
      input.country ?? null,
      SITE_ACTOR,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('INSERT ... RETURNING gave no row');
  return toLead(row);
}

/** One lead by id (tests and the bench check stored against acknowledged). */
export async function findLead(db: Database, id: string): Promise<Lead | undefined> {
  const rows = await db.query<LeadRow>(`SELECT ${COLUMNS} FROM potential_customer WHERE id = $1`, [id]);
  return rows[0] ? toLead(rows[0]) : undefined;
}
