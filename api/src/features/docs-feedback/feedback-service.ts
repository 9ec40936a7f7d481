import type { components } from '@site/shared/api/schema';
import type { Database } from '../../db/database';
import { SITE_ACTOR } from '../../lib/bookkeeping';

export type FeedbackInput = components['schemas']['ArticleFeedbackRequest'];
export type Feedback = components['schemas']['ArticleFeedback'];
export type FeedbackReport = components['schemas']['ArticleFeedbackReport'];
type Counts = components['schemas']['ArticleFeedbackCounts'];
type PageLang = Feedback['lang'];

interface FeedbackRow {
  id: string;
  article: string;
  lang: PageLang;
  helpful: boolean;
  create_time: Date;
}

/**
 * Stores one answer to "Was this helpful?" (issue 16). The comment is kept as typed (trimmed; an empty one is
 * no comment) and is not part of the answer: nothing a reader typed is ever sent back.
 *
 * One answer per browser: `voter` is the browser's anonymous random id, and a second answer from it on the same
 * article and page language replaces the first (its comment too), so the report counts a changed mind once.
 */
export async function saveFeedback(db: Database, input: FeedbackInput): Promise<Feedback> {
  const comment = input.comment?.trim() ? input.comment.trim() : null;
  const rows = await db.query<FeedbackRow>(
    `INSERT INTO article_feedback (article, lang, voter, helpful, comment, create_by, update_by)
     VALUES ($1, $2, $3, $4, $5, $6, $6)
     ON CONFLICT (article, lang, voter) DO UPDATE
       SET helpful = EXCLUDED.helpful, comment = EXCLUDED.comment, update_by = EXCLUDED.update_by, update_time = now()
     RETURNING id, article, lang, helpful, create_time`,
    [input.article, input.lang, input.voter, input.helpful, comment, SITE_ACTOR],
  );
  const row = rows[0];
  if (!row) throw new Error('INSERT ... RETURNING gave no row');
  return { id: row.id, article: row.article, lang: row.lang, helpful: row.helpful, createTime: new Date(row.create_time).toISOString() };
}

/** Counts per article and page language, the least helpful first, for the docs team (one row is one voter's answer). */
export async function feedbackReport(db: Database, now: Date = new Date()): Promise<FeedbackReport> {
  const rows = await db.query<{ article: string; lang: PageLang; helpful: number; not_helpful: number; comments: number }>(
    `SELECT article, lang,
       count(*) FILTER (WHERE helpful)::int AS helpful,
       count(*) FILTER (WHERE NOT helpful)::int AS not_helpful,
       count(comment)::int AS comments
     FROM article_feedback
     GROUP BY article, lang
     ORDER BY article, lang`,
  );
  const articles = new Map<string, Counts & { article: string; byLang: Partial<Record<PageLang, Counts>> }>();
  for (const row of rows) {
    const entry = articles.get(row.article) ?? { article: row.article, helpful: 0, notHelpful: 0, comments: 0, byLang: {} };
    entry.helpful += row.helpful;
    entry.notHelpful += row.not_helpful;
    entry.comments += row.comments;
    entry.byLang[row.lang] = { helpful: row.helpful, notHelpful: row.not_helpful, comments: row.comments };
    articles.set(row.article, entry);
  }
  const list = [...articles.values()].sort((a, b) => b.notHelpful - a.notHelpful || (a.article < b.article ? -1 : 1));
  return { generatedAt: now.toISOString(), articles: list };
}
