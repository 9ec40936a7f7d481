-- Initial schema of the site api. Runs on PostgreSQL 15+ and on PGlite alike (one dialect, ARCHITECTURE: API).
-- Every visitor record carries the bookkeeping fields of spec 3.1: id, create_by, create_time, update_by,
-- update_time. Strings are stored exactly as the visitor typed them; the api only ever returns them as JSON.

-- Demo requests (leads) from the three lead submits of spec 7.
CREATE TABLE potential_customer (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  submitted_via text NOT NULL CHECK (submitted_via IN ('insert', 'insertNoEmail', 'newInsert')),
  first_name text NOT NULL,
  last_name text NOT NULL,
  job_title text,
  business_email text,
  area_code text,
  area_name text,
  contact_no text,
  interested_product text[] NOT NULL DEFAULT '{}',
  company_name text NOT NULL,
  business_type text NOT NULL,
  country text,
  create_by text NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now(),
  update_by text NOT NULL,
  update_time timestamptz NOT NULL DEFAULT now()
);

-- International Trade enquiries (spec 2.4), from trade-finance collect/save.
CREATE TABLE trade_finance_enquiry (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_name text NOT NULL,
  usci text NOT NULL,
  contact_person text NOT NULL,
  contact_no text NOT NULL,
  business_email text NOT NULL,
  main_business text NOT NULL,
  quarterly_fx_amount_cny numeric NOT NULL CHECK (quarterly_fx_amount_cny >= 0),
  city text NOT NULL,
  establishment_years integer NOT NULL CHECK (establishment_years >= 0),
  business_type text NOT NULL,
  create_by text NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now(),
  update_by text NOT NULL,
  update_time timestamptz NOT NULL DEFAULT now()
);

-- The OTA Finance questionnaire (spec 2.5), one row per client-generated customer flag, filled step by step.
CREATE TABLE travel_customer_questionnaire (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_flag uuid NOT NULL UNIQUE,
  company_name text,
  contact_person text,
  business_email text,
  area_code text,
  contact_no text,
  country text,
  platforms text[] NOT NULL DEFAULT '{}',
  other_platform text,
  annual_booking_volume text,
  years_operating integer CHECK (years_operating >= 0),
  step1_completed_at timestamptz,
  step2_completed_at timestamptz,
  create_by text NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now(),
  update_by text NOT NULL,
  update_time timestamptz NOT NULL DEFAULT now()
);

-- Export tax refund trial applications (spec 3.2).
CREATE TABLE export_refund_application (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  first_name text NOT NULL,
  last_name text NOT NULL,
  business_email text NOT NULL,
  contact_no text NOT NULL,
  company_name text NOT NULL,
  usci text NOT NULL,
  business_type text NOT NULL,
  channel_id text,
  create_by text NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now(),
  update_by text NOT NULL,
  update_time timestamptz NOT NULL DEFAULT now()
);

-- Daily exchange rates, stored one way (units of quote_currency per one base_currency); the reverse pair is
-- 1/rate, computed when read. `source` marks every record: 'reference' is a published reference rate,
-- 'demo' a deterministic demonstration value used only where no published record exists (ARCHITECTURE:
-- Exchange-rate data). `provider` names the series a record came from.
CREATE TABLE exchange_rate (
  base_currency text NOT NULL,
  quote_currency text NOT NULL,
  rate_date date NOT NULL,
  rate_time timestamptz NOT NULL,
  rate numeric(18, 8) NOT NULL CHECK (rate > 0),
  source text NOT NULL CHECK (source IN ('reference', 'demo')),
  provider text NOT NULL,
  PRIMARY KEY (base_currency, quote_currency, rate_date)
);
CREATE INDEX exchange_rate_time ON exchange_rate (base_currency, quote_currency, rate_time);

-- What the rate loader last wrote, so a restart with the same bundled data and day skips the work.
CREATE TABLE exchange_rate_load (
  name text PRIMARY KEY,
  fingerprint text NOT NULL,
  loaded_at timestamptz NOT NULL DEFAULT now()
);
