/** The progress messages, shown in turn. */
export const EVALUATION_STAGES = ['preparing', 'evaluating', 'calculating'] as const;
export type EvaluationStage = (typeof EVALUATION_STAGES)[number];

/**
 * The shortest time each message stays up, so it can be read. It only paces the messages: the
 * last one stays until the evaluation call has answered.
 */
export const MIN_STAGE_MS = 1100;

/**
 * The value of the progress bar: the stage under way counts half, so the bar moves when each
 * message appears and reaches 100 only when the evaluation has answered (17, 50, 83, 100).
 */
export function progressValue(stageIndex: number, done: boolean): number {
  if (done) return 100;
  const stage = Math.min(Math.max(stageIndex, 0), EVALUATION_STAGES.length - 1);
  return Math.round(((stage + 0.5) / EVALUATION_STAGES.length) * 100);
}
