-- "Was this helpful?" at the end of each help centre article (issue 16): one row per answer. The comment is
-- optional, at most 500 characters, kept as typed and never sent back by the api.
CREATE TABLE article_feedback (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  article text NOT NULL CHECK (article ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(article) <= 100),
  lang text NOT NULL CHECK (lang IN ('en_us', 'zh_cn', 'zh_hk')),
  helpful boolean NOT NULL,
  comment text CHECK (comment IS NULL OR char_length(comment) <= 500),
  create_by text NOT NULL,
  create_time timestamptz NOT NULL DEFAULT now(),
  update_by text NOT NULL,
  update_time timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX article_feedback_article ON article_feedback (article);
