import type { Point } from "./simplify";

/*
 * SVG path data for the charts' lines, written short: each run's points rounded to whole units (a
 * unit is about a CSS pixel on a phone), a point that rounds onto the one before it dropped, and
 * every segment after the first point written relative to the point before it, as `h`, `v` or `l`
 * (a step chart is mostly flat runs and vertical jumps: "h15v-4" instead of "L89 131L89 127"). The
 * offsets are taken between rounded points, so the drawn line never drifts. The public page carries
 * these paths in its HTML and the PDF draws them with react-pdf, which reads the same commands.
 */

/** The path data of runs of points (a gap between runs is a new `M`). */
export function pathData(runs: readonly (readonly Point[])[]): string {
  let d = "";
  for (const run of runs) {
    let previous: Point | null = null;
    for (const [x, y] of run) {
      const point: Point = [Math.round(x), Math.round(y)];
      if (!previous) d += `M${point[0]} ${point[1]}`;
      else {
        const dx = point[0] - previous[0];
        const dy = point[1] - previous[1];
        if (dx === 0 && dy === 0) continue;
        d += dy === 0 ? `h${dx}` : dx === 0 ? `v${dy}` : `l${dx} ${dy}`;
      }
      previous = point;
    }
  }
  return d;
}

/** The absolute points `pathData` wrote, run by run: what the line passes through. */
export function pathPoints(d: string): Point[][] {
  const runs: Point[][] = [];
  let run: Point[] = [];
  let at: Point = [0, 0];
  for (const [, command, a, b] of d.matchAll(/([MhvlL])(-?\d+)(?: (-?\d+))?/g)) {
    const x = Number(a);
    const y = Number(b);
    if (command === "M") {
      run = [];
      runs.push(run);
      at = [x, y];
    } else if (command === "L") at = [x, y];
    else if (command === "h") at = [at[0] + x, at[1]];
    else if (command === "v") at = [at[0], at[1] + x];
    else at = [at[0] + x, at[1] + y];
    run.push(at);
  }
  return runs;
}
