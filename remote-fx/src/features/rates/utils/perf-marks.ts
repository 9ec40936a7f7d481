/**
 * Performance marks for the bench (README, "Measuring"): `fx:data` when a load's responses have
 * all arrived, `fx:rendered` when React has committed that data to the DOM, and the measure
 * `fx:render` between the two. One of each per load (first view, pair, window, Retry), never
 * per render.
 */
export const MARK_DATA = 'fx:data';
export const MARK_RENDERED = 'fx:rendered';
export const MEASURE_RENDER = 'fx:render';

/** Measuring must never break the widget: a browser without User Timing simply gets no marks. */
function safely(measure: () => void): void {
  try {
    measure();
  } catch {
    // No User Timing here: nothing to record.
  }
}

export function markData(load: string): void {
  safely(() => performance.mark(MARK_DATA, { detail: { load } }));
}

export function markRendered(load: string): void {
  safely(() => {
    const end = performance.mark(MARK_RENDERED, { detail: { load } });
    const data = performance.getEntriesByName(MARK_DATA, 'mark').at(-1);
    if (data) performance.measure(MEASURE_RENDER, { start: data.startTime, end: end.startTime, detail: { load } });
  });
}
