/**
 * The demonstration exchange-rate series: used only for days that have no
 * published record, and always stored with source 'demo'. It is deterministic — a value depends only on the
 * anchor and the date — so every restart, every instance and every test sees the same numbers.
 */

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a `YYYY-MM-DD` date. */
export const dayNumber = (date: string): number => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

export const dateOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Monday to Friday: reference rates are published on business days only. */
export const isBusinessDay = (day: number): boolean => {
  const weekday = new Date(day * DAY_MS).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/** Business days from `from` to `to`, both included, as `YYYY-MM-DD`. */
export function businessDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = dayNumber(from); day <= dayNumber(to); day += 1) if (isBusinessDay(day)) days.push(dateOfDay(day));
  return days;
}

/** mulberry32: a small, well-known 32-bit PRNG; enough for a demo series and identical on every platform. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A standard normal draw that depends only on (`day`, `salt`), by Box-Muller. */
export function deterministicNormal(day: number, salt: number): number {
  const random = mulberry32(Math.imul(day, 0x9e3779b1) ^ salt);
  const u = Math.max(random(), Number.EPSILON);
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

const USD_CNY_SALT = 0x2f6b_1c3d;
const CNH_SPREAD_SALT = 0x51ed_270b;

export const roundRate = (rate: number): number => Math.round(rate * 10_000) / 10_000;

export interface RatePoint {
  date: string;
  rate: number;
}

/**
 * USD/CNY after the last published record: a mean-reverting walk around the anchor (each business day moves
 * 3% of the way back to the anchor plus a 0.01 CNY normal step, about the size of a real day's move), so it
 * looks like a rate without drifting off over months. Rounded to 4 decimals, as published rates are.
 */
export function demoUsdCny(anchor: RatePoint, through: string): RatePoint[] {
  const points: RatePoint[] = [];
  let value = anchor.rate;
  for (let day = dayNumber(anchor.date) + 1; day <= dayNumber(through); day += 1) {
    if (!isBusinessDay(day)) continue;
    value += 0.03 * (anchor.rate - value) + 0.01 * deterministicNormal(day, USD_CNY_SALT);
    points.push({ date: dateOfDay(day), rate: roundRate(value) });
  }
  return points;
}

/**
 * USD/CNH for a day from that day's USD/CNY: offshore CNH usually trades within a few hundredths of onshore
 * CNY, a little weaker on average. No published CNH series is bundled, so every CNH record is demo.
 */
export function demoUsdCnh(date: string, usdCny: number): number {
  const spread = 0.0004 + 0.0008 * deterministicNormal(dayNumber(date), CNH_SPREAD_SALT);
  return roundRate(usdCny * (1 + spread));
}
