import type { components } from '@site/shared/api/schema';
import { financingCost } from '@site/shared/financing';
import type { Database } from '../../db/database';
import { BOOKKEEPING_COLUMNS, bookkeeping, SITE_ACTOR, type BookkeepingRow } from '../../lib/bookkeeping';
import { invalidField } from '../../lib/errors';

export type LeadInput = components['schemas']['LeadNoEmailRequest'];
export type Lead = components['schemas']['Lead'];
export type LeadSubmit = Lead['submittedVia'];
export type LeadEstimate = components['schemas']['LeadEstimate'];

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
  estimate_product: LeadEstimate['product'] | null;
  estimate_amount: number | null;
  estimate_currency: LeadEstimate['currency'] | null;
  estimate_tenor_days: number | null;
  estimate_annual_rate_percent: number | null;
  estimate_interest: number | null;
  estimate_total: number | null;
}

const COLUMNS = `${BOOKKEEPING_COLUMNS}, submitted_via, first_name, last_name, job_title, business_email, area_code,
  area_name, contact_no, interested_product, company_name, business_type, country, estimate_product,
  estimate_amount::float8 AS estimate_amount, estimate_currency, estimate_tenor_days,
  estimate_annual_rate_percent::float8 AS estimate_annual_rate_percent, estimate_interest::float8 AS estimate_interest,
  estimate_total::float8 AS estimate_total`;

/** The stored estimate, or null; the table's constraint keeps its columns all set or all null. */
function toEstimate(row: LeadRow): LeadEstimate | null {
  const { estimate_product: product, estimate_amount: amount, estimate_currency: currency, estimate_tenor_days: tenorDays } = row;
  const { estimate_annual_rate_percent: annualRatePercent, estimate_interest: interest, estimate_total: total } = row;
  if (product === null || amount === null || currency === null || tenorDays === null || annualRatePercent === null || interest === null || total === null) return null;
  return { product, amount, currency, tenorDays, annualRatePercent, interest, total };
}

/**
 * The figures of a shared estimate must agree with each other (openapi.yaml checks each one's range): the
 * interest is the actual/365 interest of the amount, rate and days, to the cent, and the total the amount plus
 * it, computed as the site's calculator computes them (`@site/shared/financing`). Sales read these figures as
 * what the visitor saw, so an estimate that could not have come from the calculator is refused.
 */
export function checkEstimate(estimate: LeadEstimate): void {
  const expected = financingCost(estimate.amount, estimate.annualRatePercent, estimate.tenorDays);
  // Compared in cents: both sides are to the cent (multipleOf 0.01), as binary doubles.
  if (Math.round(estimate.interest * 100) !== Math.round(expected.interest * 100)) throw invalidField('estimate.interest', 'calculation');
  if (Math.round(estimate.total * 100) !== Math.round((estimate.amount + estimate.interest) * 100)) throw invalidField('estimate.total', 'calculation');
}

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
    estimate: toEstimate(row),
  };
}

/**
 * Stores a demo request as given, with the estimate the visitor agreed to share if any, and returns
 * it. One INSERT in autocommit: when this resolves the row is committed, so the caller may answer code '200'
 * (issue 3: nothing is half-written).
 */
export async function insertLead(db: Database, input: LeadInput, via: LeadSubmit): Promise<Lead> {
  const estimate = input.estimate;
  if (estimate) checkEstimate(estimate);
  const rows = await db.query<LeadRow>(
    `INSERT INTO potential_customer (submitted_via, first_name, last_name, job_title, business_email, area_code,
       area_name, contact_no, interested_product, company_name, business_type, country, create_by, update_by,
       estimate_product, estimate_amount, estimate_currency, estimate_tenor_days, estimate_annual_rate_percent,
       estimate_interest, estimate_total)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13, $14, $15, $16, $17, $18, $19, $20)
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
      // Only the estimate's known figures are written: anything else the body carried is ignored.
      estimate?.product ?? null,
      estimate?.amount ?? null,
      estimate?.currency ?? null,
      estimate?.tenorDays ?? null,
      estimate?.annualRatePercent ?? null,
      estimate?.interest ?? null,
      estimate?.total ?? null,
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
