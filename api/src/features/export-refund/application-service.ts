import type { components } from '@site/shared/api/schema';
import type { Database } from '../../db/database';
import { BOOKKEEPING_COLUMNS, bookkeeping, SITE_ACTOR, type BookkeepingRow } from '../../lib/bookkeeping';

export type ApplicationInput = components['schemas']['ExportRefundApplicationRequest'];
export type Application = components['schemas']['ExportRefundApplication'];

interface ApplicationRow extends BookkeepingRow {
  first_name: string;
  last_name: string;
  business_email: string;
  contact_no: string;
  company_name: string;
  usci: string;
  business_type: string;
  channel_id: string | null;
}

const COLUMNS = `${BOOKKEEPING_COLUMNS}, first_name, last_name, business_email, contact_no, company_name, usci,
  business_type, channel_id`;

function toApplication(row: ApplicationRow): Application {
  return {
    ...bookkeeping(row),
    firstName: row.first_name,
    lastName: row.last_name,
    businessEmail: row.business_email,
    contactNo: row.contact_no,
    companyName: row.company_name,
    usci: row.usci,
    businessType: row.business_type,
    channelId: row.channel_id,
  };
}

/** Stores an export-refund trial application as given; committed when this resolves. */
export async function submitApplication(db: Database, input: ApplicationInput): Promise<Application> {
  const rows = await db.query<ApplicationRow>(
    `INSERT INTO export_refund_application (first_name, last_name, business_email, contact_no, company_name, usci,
       business_type, channel_id, create_by, update_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
     RETURNING ${COLUMNS}`,
    [
      input.firstName,
      input.lastName,
      input.businessEmail,
      input.contactNo,
      input.companyName,
      input.usci,
      input.businessType,
      input.channelId ?? null,
      SITE_ACTOR,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('INSERT ... RETURNING gave no row');
  return toApplication(row);
}

export async function findApplication(db: Database, id: string): Promise<Application | undefined> {
  const rows = await db.query<ApplicationRow>(`SELECT ${COLUMNS} FROM export_refund_application WHERE id = $1`, [id]);
  return rows[0] ? toApplication(rows[0]) : undefined;
}
