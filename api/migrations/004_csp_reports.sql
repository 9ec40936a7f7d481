-- Content Security Policy violations the site's pages report (docs/security.md): one row per violation, only
-- what finds the cause. The directive, what was blocked as a keyword, scheme or origin (never its path or
-- query), the path of the page (never its query or fragment) and the origin of the script that broke the
-- policy; never a sample, a query string or anything else of the report. The api keeps the newest rows and
-- none older than its retention (features/security/csp-reports.ts), so a noisy page cannot fill the disk.
CREATE TABLE csp_report (
  id bigserial PRIMARY KEY,
  directive text NOT NULL CHECK (char_length(directive) BETWEEN 1 AND 64),
  blocked text NOT NULL CHECK (char_length(blocked) BETWEEN 1 AND 2100 AND blocked !~ '^[a-z][a-z0-9+.-]*://[^/]*/'),
  page_path text NOT NULL CHECK (char_length(page_path) BETWEEN 1 AND 256 AND page_path !~ '[?#]'),
  source_origin text CHECK (source_origin IS NULL OR char_length(source_origin) BETWEEN 1 AND 2100),
  disposition text NOT NULL CHECK (disposition IN ('enforce', 'report')),
  received_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX csp_report_received_at ON csp_report (received_at);
