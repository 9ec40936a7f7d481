/** The general flow of an export tax refund (spec 2.9 "refund guide flow"); copy under guide.steps.*. */
export const REFUND_STEPS = ['register', 'export', 'collect', 'declare', 'review', 'refund'] as const;
