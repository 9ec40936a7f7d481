/** The general flow of an export tax refund (the home page's refund guide); copy under guide.steps.*. */
export const REFUND_STEPS = ['register', 'export', 'collect', 'declare', 'review', 'refund'] as const;
