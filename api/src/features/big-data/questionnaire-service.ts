import type { components } from '@site/shared/api/schema';
import type { Database } from '../../db/database';
import { BOOKKEEPING_COLUMNS, bookkeeping, SITE_ACTOR, type BookkeepingRow } from '../../lib/bookkeeping';
import { AppError } from '../../lib/errors';
import { indicativeLimitUsd, type BookingVolumeBand } from './indicative-limit';

type Schemas = components['schemas'];
export type QuestionnaireInput = Schemas['QuestionnaireSaveRequest'];
export type Questionnaire = Schemas['Questionnaire'];
type PlatformKey = Schemas['TravelPlatformKey'];

interface QuestionnaireRow extends BookkeepingRow {
  customer_flag: string;
  company_name: string | null;
  contact_person: string | null;
  business_email: string | null;
  area_code: string | null;
  contact_no: string | null;
  country: string | null;
  platforms: PlatformKey[];
  other_platform: string | null;
  annual_booking_volume: BookingVolumeBand | null;
  years_operating: number | null;
  step1_completed_at: Date | null;
  step2_completed_at: Date | null;
}

const COLUMNS = `${BOOKKEEPING_COLUMNS}, customer_flag, company_name, contact_person, business_email, area_code,
  contact_no, country, platforms, other_platform, annual_booking_volume, years_operating, step1_completed_at,
  step2_completed_at`;

function toQuestionnaire(row: QuestionnaireRow): Questionnaire {
  const step2Complete = row.step2_completed_at !== null;
  return {
    ...bookkeeping(row),
    customerFlag: row.customer_flag,
    companyName: row.company_name,
    contactPerson: row.contact_person,
    businessEmail: row.business_email,
    areaCode: row.area_code,
    contactNo: row.contact_no,
    country: row.country,
    platforms: row.platforms,
    otherPlatform: row.other_platform,
    annualBookingVolume: row.annual_booking_volume,
    yearsOperating: row.years_operating,
    step1Complete: row.step1_completed_at !== null,
    step2Complete,
    // The quota page's figure, derived from what is stored, so it always matches the answers.
    indicativeLimitUsd:
      step2Complete && row.annual_booking_volume !== null && row.years_operating !== null
        ? indicativeLimitUsd(row.annual_booking_volume, row.years_operating, row.platforms.length)
        : null,
  };
}

/**
 * Saves one step of the two-step OTA questionnaire under its customer flag. Saving a step again overwrites
 * that step's answers and leaves the other step alone, so a retried or repeated request ends in the same state.
 * Step 2 needs step 1 first: the limit is only shown to a visitor who has left contact details.
 */
export async function saveOrUpdateQuestionnaire(db: Database, input: QuestionnaireInput): Promise<Questionnaire> {
  if (input.step === 1) {
    const rows = await db.query<QuestionnaireRow>(
      `INSERT INTO travel_customer_questionnaire AS q (customer_flag, company_name, contact_person, business_email,
         area_code, contact_no, country, step1_completed_at, create_by, update_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now(), $8, $8)
       ON CONFLICT (customer_flag) DO UPDATE SET
         company_name = EXCLUDED.company_name, contact_person = EXCLUDED.contact_person,
         business_email = EXCLUDED.business_email, area_code = EXCLUDED.area_code, contact_no = EXCLUDED.contact_no,
         country = EXCLUDED.country, step1_completed_at = COALESCE(q.step1_completed_at, EXCLUDED.step1_completed_at),
         update_by = EXCLUDED.update_by, update_time = now()
       RETURNING ${COLUMNS}`,
      [
        input.customerFlag,
        input.companyName ?? null,
        input.contactPerson ?? null,
        input.businessEmail ?? null,
        input.areaCode ?? null,
        input.contactNo ?? null,
        input.country ?? null,
        SITE_ACTOR,
      ],
    );
    return toQuestionnaire(required(rows[0]));
  }
  const platforms = input.platforms ?? [];
  const rows = await db.query<QuestionnaireRow>(
    `UPDATE travel_customer_questionnaire SET
       platforms = $2, other_platform = $3, annual_booking_volume = $4, years_operating = $5,
       step2_completed_at = COALESCE(step2_completed_at, now()), update_by = $6, update_time = now()
     WHERE customer_flag = $1 AND step1_completed_at IS NOT NULL
     RETURNING ${COLUMNS}`,
    [
      input.customerFlag,
      platforms,
      // otherPlatform only means something next to OTHER; a stale value from an earlier answer is dropped.
      platforms.includes('OTHER') ? (input.otherPlatform ?? null) : null,
      input.annualBookingVolume ?? null,
      input.yearsOperating ?? null,
      SITE_ACTOR,
    ],
  );
  const row = rows[0];
  if (!row) throw new AppError('QUESTIONNAIRE_STEP1_REQUIRED');
  return toQuestionnaire(row);
}

/** The questionnaire saved under `customerFlag`, for the quota page. */
export async function queryQuestionnaire(db: Database, customerFlag: string): Promise<Questionnaire> {
  const rows = await db.query<QuestionnaireRow>(
    `SELECT ${COLUMNS} FROM travel_customer_questionnaire WHERE customer_flag = $1`,
    [customerFlag],
  );
  const row = rows[0];
  if (!row) throw new AppError('QUESTIONNAIRE_NOT_FOUND');
  return toQuestionnaire(row);
}

function required<T>(row: T | undefined): T {
  if (row === undefined) throw new Error('INSERT ... RETURNING gave no row');
  return row;
}
