/**
 * Which rows of a fixed-row-height list to mount. The schedule tables hold up to 600 months and
 * re-render on every keystroke; mounting only what is on screen (plus a margin so fast scrolling
 * and keyboard paging do not flash empty space) keeps that to a few dozen rows.
 */

export interface WindowInput {
  /** scrollTop of the container, measured from the first row (below any sticky header). */
  scrollTop: number;
  /** Height available to rows: the container's height minus the sticky header. */
  viewportHeight: number;
  rowHeight: number;
  rowCount: number;
  /** Extra rows mounted above and below the visible ones. */
  overscan: number;
}

export interface RowWindow {
  /** First mounted row (inclusive). */
  start: number;
  /** One past the last mounted row. */
  end: number;
  /** Height of the space above `start`, standing in for the rows not mounted. */
  padTop: number;
  /** Height of the space below `end`. */
  padBottom: number;
}

const finiteOr = (value: number, fallback: number) => (Number.isFinite(value) ? value : fallback);

export function visibleWindow(input: WindowInput): RowWindow {
  const rowCount = Math.max(0, Math.floor(finiteOr(input.rowCount, 0)));
  const rowHeight = Math.max(1, finiteOr(input.rowHeight, 1));
  const viewport = Math.max(0, finiteOr(input.viewportHeight, 0));
  const overscan = Math.max(0, Math.floor(finiteOr(input.overscan, 0)));
  if (rowCount === 0) return { start: 0, end: 0, padTop: 0, padBottom: 0 };

  // Elastic overscroll reports negative or past-the-end offsets, and a shorter schedule can arrive
  // while the old offset is still in state: clamp to where the browser can actually scroll.
  const maxScroll = Math.max(0, rowCount * rowHeight - viewport);
  const scrollTop = Math.min(Math.max(0, finiteOr(input.scrollTop, 0)), maxScroll);

  const firstVisible = Math.floor(scrollTop / rowHeight);
  const lastVisible = Math.ceil((scrollTop + viewport) / rowHeight);
  const start = Math.max(0, firstVisible - overscan);
  const end = Math.min(rowCount, Math.max(lastVisible, firstVisible + 1) + overscan);
  return { start, end, padTop: start * rowHeight, padBottom: (rowCount - end) * rowHeight };
}

export function sameWindow(a: RowWindow, b: RowWindow): boolean {
  return a.start === b.start && a.end === b.end && a.padTop === b.padTop && a.padBottom === b.padBottom;
}
