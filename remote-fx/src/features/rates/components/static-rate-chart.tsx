import type { RateFormat } from '../utils/format';
import type { RatePoint } from '../utils/series';
import styles from './static-rate-chart.module.css';

export interface StaticRateChartProps {
  primary: readonly RatePoint[];
  offshore: readonly RatePoint[] | null;
  /** The chart's description, read by a screen reader in place of the drawing. */
  description: string;
  /** The legend's names of the two lines. */
  primaryName: string;
  offshoreName: string;
  format: RateFormat;
}

const WIDTH = 640;
const HEIGHT = 240;
const PAD = { top: 40, right: 12, bottom: 28, left: 72 };

/**
 * The rates as a plain SVG line chart: what the page shows before the interactive chart has loaded,
 * and all it shows without JavaScript. Drawn from the same points, so it reads the same as the
 * chart that replaces it; the lowest and highest rates and the first and last dates are labelled.
 */
export function StaticRateChart({ primary, offshore, description, primaryName, offshoreName, format }: StaticRateChartProps) {
  const all = [...primary, ...(offshore ?? [])];
  const first = primary[0];
  const last = primary[primary.length - 1];
  if (!first || !last || all.length < 2) return null;
  const times = all.map((point) => point.time);
  const rates = all.map((point) => point.rate);
  const [t0, t1] = [Math.min(...times), Math.max(...times)];
  const [low, high] = [Math.min(...rates), Math.max(...rates)];
  const x = (time: number) => PAD.left + ((time - t0) / Math.max(t1 - t0, 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (rate: number) => PAD.top + (1 - (rate - low) / Math.max(high - low, 1e-9)) * (HEIGHT - PAD.top - PAD.bottom);
  const line = (points: readonly RatePoint[]) => points.map((point) => `${x(point.time).toFixed(1)},${y(point.rate).toFixed(1)}`).join(' ');
  const bottom = HEIGHT - PAD.bottom;
  return (
    <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={description} preserveAspectRatio="xMidYMid meet">
      <g className={styles.grid} aria-hidden="true">
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(high)} y2={y(high)} />
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y((low + high) / 2)} y2={y((low + high) / 2)} />
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(low)} y2={y(low)} />
      </g>
      <g className={styles.legend} aria-hidden="true">
        <line className={styles.primary} x1={PAD.left} x2={PAD.left + 24} y1={14} y2={14} />
        <text x={PAD.left + 32} y={14} dominantBaseline="middle">
          {primaryName}
        </text>
        {offshore && offshore.length > 1 && (
          <>
            <line className={styles.offshore} x1={WIDTH / 2} x2={WIDTH / 2 + 24} y1={14} y2={14} />
            <text x={WIDTH / 2 + 32} y={14} dominantBaseline="middle">
              {offshoreName}
            </text>
          </>
        )}
      </g>
      <g className={styles.labels} aria-hidden="true">
        <text x={PAD.left - 8} y={y(high)} textAnchor="end" dominantBaseline="middle">
          {format.rate(high)}
        </text>
        <text x={PAD.left - 8} y={y(low)} textAnchor="end" dominantBaseline="middle">
          {format.rate(low)}
        </text>
        <text x={PAD.left} y={bottom + 20} textAnchor="start">
          {format.date(first.time)}
        </text>
        <text x={WIDTH - PAD.right} y={bottom + 20} textAnchor="end">
          {format.date(last.time)}
        </text>
      </g>
      {offshore && offshore.length > 1 && <polyline className={styles.offshore} points={line(offshore)} aria-hidden="true" />}
      <polyline className={styles.primary} points={line(primary)} aria-hidden="true" />
    </svg>
  );
}
