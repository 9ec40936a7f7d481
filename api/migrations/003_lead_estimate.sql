-- A financing-cost estimate the visitor agreed to send with a demo request (issue 19): the figures of the site's
-- calculator, stored beside the lead, all of them or none. Money as numeric to the cent (never binary floating
-- point); the api checks the product's terms and the actual/365 arithmetic before it writes.
ALTER TABLE potential_customer
  ADD COLUMN estimate_product text CHECK (estimate_product IN ('PAYMENT_FINANCING', 'MARKETPLACE_FINANCING', 'OTA_FINANCE')),
  ADD COLUMN estimate_amount numeric(14, 2) CHECK (estimate_amount >= 1),
  ADD COLUMN estimate_currency text CHECK (estimate_currency = 'USD'),
  ADD COLUMN estimate_tenor_days integer CHECK (estimate_tenor_days BETWEEN 1 AND 365),
  ADD COLUMN estimate_annual_rate_percent numeric(5, 2) CHECK (estimate_annual_rate_percent > 0),
  ADD COLUMN estimate_interest numeric(14, 2) CHECK (estimate_interest >= 0),
  ADD COLUMN estimate_total numeric(14, 2) CHECK (estimate_total >= 1),
  ADD CONSTRAINT potential_customer_estimate_whole CHECK (
    num_nulls(estimate_product, estimate_amount, estimate_currency, estimate_tenor_days, estimate_annual_rate_percent,
      estimate_interest, estimate_total) IN (0, 7)
  );
