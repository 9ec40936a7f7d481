-- One "Was this helpful?" answer per browser (issue 16): the browser sends an anonymous random id of its own (a
-- UUID it made and keeps, nothing about the person), and a repeat answer from it on the same article and page
-- language replaces the earlier one, so a changed mind counts once. Answers stored before this have no voter
-- and each still counts as one (NULLs never conflict in a unique index).
ALTER TABLE article_feedback ADD COLUMN voter uuid;

CREATE UNIQUE INDEX article_feedback_one_per_voter ON article_feedback (article, lang, voter);
