import { EVALUATION_STAGES, progressValue } from './progress';

describe('progressValue', () => {
  it('moves with each message and keeps room for the answer', () => {
    expect(EVALUATION_STAGES.map((_stage, index) => progressValue(index, false))).toEqual([17, 50, 83]);
  });

  it('reaches 100 only when the evaluation is done', () => {
    expect(progressValue(2, false)).toBeLessThan(100);
    expect(progressValue(2, true)).toBe(100);
    expect(progressValue(0, true)).toBe(100);
  });

  it('stays within the bar for out-of-range stages', () => {
    expect(progressValue(-1, false)).toBe(17);
    expect(progressValue(9, false)).toBe(83);
  });
});
