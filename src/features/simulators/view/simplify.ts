/*
 * Line simplification for the drawn charts: the chart model's paths and the public page's odds
 * curve. A module of its own, so a page that draws only the odds curve loads this and not the
 * whole chart model.
 */

export type Point = [number, number];

/*
 * How far (in drawing units, about a CSS pixel on a phone) a dropped point may lie from the line
 * that replaces it: flat runs of a step chart and straight stretches become one segment each, so
 * the path (sent twice to the phone: in the HTML and in the page's RSC payload) carries only the
 * corners. Invisible at this size.
 */
export const SIMPLIFY_UNITS = 0.35;

/** Ramer–Douglas–Peucker: the fewest points whose polyline stays within `tolerance` of the input. */
export function simplify(points: readonly Point[], tolerance: number): Point[] {
  const distinct = points.filter((p, i) => i === 0 || p[0] !== points[i - 1]![0] || p[1] !== points[i - 1]![1]);
  if (distinct.length <= 2) return distinct;
  const keep = new Uint8Array(distinct.length);
  keep[0] = 1;
  keep[distinct.length - 1] = 1;
  const stack: [number, number][] = [[0, distinct.length - 1]];
  while (stack.length > 0) {
    const [from, to] = stack.pop()!;
    const [ax, ay] = distinct[from]!;
    const [bx, by] = distinct[to]!;
    const length = Math.hypot(bx - ax, by - ay);
    let farthest = -1;
    let distance = tolerance;
    for (let i = from + 1; i < to; i += 1) {
      const [px, py] = distinct[i]!;
      const d =
        length === 0 ? Math.hypot(px - ax, py - ay) : Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length;
      if (d > distance) {
        distance = d;
        farthest = i;
      }
    }
    if (farthest >= 0) {
      keep[farthest] = 1;
      stack.push([from, farthest], [farthest, to]);
    }
  }
  return distinct.filter((_, i) => keep[i] === 1);
}
