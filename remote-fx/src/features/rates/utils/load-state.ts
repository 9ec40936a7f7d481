import type { DemoStatus, RatePoint } from './series';
import { demoStatus } from './series';

export interface RateData {
  primary: RatePoint[];
  /** The CNH twin of a CNY pair (spec 7); null when the pair has none or its call failed. */
  comparison: RatePoint[] | null;
  /** The twin was asked for and could not be loaded: the widget still shows the pair. */
  comparisonFailed: boolean;
  demo: { primary: DemoStatus; comparison: DemoStatus; any: boolean };
}

/**
 * The widget's data states. spec 8 leaves a failed rate call open: the widget shows a localized
 * message with Retry and the rest of the page is unaffected. `key` names the request (pair,
 * window, attempt) so a late answer to an earlier request is ignored.
 */
export type LoadState =
  | { status: 'loading'; key: string }
  | { status: 'ready'; key: string; data: RateData }
  | { status: 'empty'; key: string }
  | { status: 'error'; key: string; error: unknown };

export type LoadAction =
  | { type: 'request'; key: string }
  | { type: 'success'; key: string; primary: RatePoint[]; comparison: RatePoint[] | null; comparisonFailed?: boolean }
  | { type: 'failure'; key: string; error: unknown };

export const initialLoadState = (key: string): LoadState => ({ status: 'loading', key });

export function loadReducer(state: LoadState, action: LoadAction): LoadState {
  if (action.type === 'request') {
    return state.status === 'loading' && state.key === action.key ? state : { status: 'loading', key: action.key };
  }
  if (action.key !== state.key) return state;
  if (action.type === 'failure') return { status: 'error', key: action.key, error: action.error };
  const { primary, comparison } = action;
  if (primary.length === 0) return { status: 'empty', key: action.key };
  const demo = { primary: demoStatus(primary), comparison: comparison ? demoStatus(comparison) : 'none' } as const;
  return {
    status: 'ready',
    key: action.key,
    data: {
      primary,
      comparison,
      comparisonFailed: action.comparisonFailed ?? false,
      demo: { ...demo, any: demo.primary !== 'none' || demo.comparison !== 'none' },
    },
  };
}
