/**
 * Chart series thinning. A chart's cost (building its path, and the browser drawing it) grows with
 * the number of points, and the simulator pages redraw whenever typing pauses, so a 600-month series must shrink to about a hundred points without
 * changing what the customer sees.
 *
 * The engine's series are piecewise: the consórcio instalment is flat for twelve months and then
 * jumps (and jumps again at contemplation and to zero when it ends); cumulative totals are straight
 * within a year and leap in the bid month; PRICE/SAC drift smoothly. A row where some series bends
 * — its change into the row differs from its change out of it — is a vertex of the drawn line and
 * is kept; rows in between lie on a straight (or flat) run, so any evenly spread subset of them
 * draws the same picture.
 */

export interface DownsampleOptions {
  /**
   * A bend smaller than this share of the largest absolute value is float drift, not a step: on a
   * ~280 px chart 0.1 % of the range is under a third of a pixel.
   */
  relativeTolerance?: number;
}

type Row<K extends string> = { readonly [P in K]?: number | null };

function valueAt<K extends string>(rows: readonly Row<K>[], index: number, key: K): number {
  const value = rows[index]?.[key];
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

/** Largest absolute value over the keys: the scale the tolerance is relative to. */
function scaleOf<K extends string>(rows: readonly Row<K>[], keys: readonly K[]): number {
  let scale = 0;
  for (let i = 0; i < rows.length; i += 1) {
    for (const key of keys) scale = Math.max(scale, Math.abs(valueAt(rows, i, key)));
  }
  return scale;
}

/**
 * Indices a line must pass through to look unchanged: where some series changes slope (both ends
 * of a jump, the bends of a polyline), and where a series leaves a flat run — so that a one-month
 * run, like the fractional last instalment of reduzPrazo or a contemplation in an anniversary
 * month, is not mistaken for the middle of a straight ramp.
 */
export function vertexIndices<K extends string>(
  rows: readonly Row<K>[],
  keys: readonly K[],
  options: DownsampleOptions = {},
): number[] {
  const n = rows.length;
  const tolerance = scaleOf(rows, keys) * (options.relativeTolerance ?? 1e-3);
  const vertices: number[] = [];
  for (let i = 1; i < n - 1; i += 1) {
    for (const key of keys) {
      const before = valueAt(rows, i, key) - valueAt(rows, i - 1, key);
      // Row 0 is always kept, so month 1 need not know whether a flat run preceded it.
      const earlier = i > 1 ? valueAt(rows, i - 1, key) - valueAt(rows, i - 2, key) : before;
      const after = valueAt(rows, i + 1, key) - valueAt(rows, i, key);
      const bends = Math.abs(after - before) > tolerance;
      const leavesFlat = Math.abs(earlier) <= tolerance && Math.abs(before) > tolerance;
      if (bends || leavesFlat) {
        vertices.push(i);
        break;
      }
    }
  }
  return vertices;
}

/** Every `count`-th element of a sorted index list, ends included, so a thinned list keeps its span. */
function evenlyPick(indices: readonly number[], count: number): number[] {
  if (indices.length <= count) return [...indices];
  if (count <= 0) return [];
  if (count === 1) return [indices[Math.floor(indices.length / 2)]!];
  const picked: number[] = [];
  const stride = (indices.length - 1) / (count - 1);
  for (let j = 0; j < count; j += 1) picked.push(indices[Math.round(j * stride)]!);
  return picked;
}

/**
 * At most `maxPoints` of `rows` (the same objects, in order): the first, the last, every vertex of
 * any series in `keys`, then evenly spaced rows up to the budget. Should the vertices alone overflow
 * the budget (only absurd inputs bend that often), they are thinned evenly; the first and last row
 * always stay.
 */
export function downsample<T extends Row<K>, K extends string>(
  rows: readonly T[],
  keys: readonly K[],
  maxPoints: number,
  options: DownsampleOptions = {},
): readonly T[] {
  const n = rows.length;
  const budget = Math.max(2, Math.floor(maxPoints));
  if (n <= budget) return rows;

  const vertices = vertexIndices(rows, keys, options);
  const keep = new Set<number>([0, n - 1]);
  for (const i of evenlyPick(vertices, budget - 2)) keep.add(i);

  const spare = budget - keep.size;
  if (spare > 0) {
    // Rows that are not vertices sit on straight runs; spacing the fill evenly keeps the tooltip's
    // hover targets evenly spread along the x axis.
    const stride = Math.ceil((n - 2) / spare);
    for (let i = stride; i < n - 1 && keep.size < budget; i += stride) keep.add(i);
  }

  return [...keep].sort((a, b) => a - b).map((i) => rows[i]!);
}
