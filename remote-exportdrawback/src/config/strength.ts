/** The company-strength counters and the figures they count to. */
export const STRENGTH_COUNTERS = [
  { id: 'coreEnterprises', value: 1240, plus: false },
  { id: 'institutions', value: 308, plus: false },
  { id: 'smallEnterprises', value: 210000, plus: true },
  { id: 'provinces', value: 32, plus: false },
  { id: 'countries', value: 27, plus: false },
  { id: 'industries', value: 31, plus: false },
] as const;
