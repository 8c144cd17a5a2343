/**
 * Whether two row lists hold the same numbers. The simulator pages rebuild every series on each
 * keystroke, even when the keystroke changed nothing a chart or table shows (the client's name, a
 * scenario that only moves another figure); comparing a few hundred numbers costs microseconds,
 * redrawing a chart costs milliseconds.
 */
export function sameRows<T extends object>(a: readonly T[], b: readonly T[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (const [i, x] of a.entries()) {
    const y = b[i];
    if (x === y) continue;
    if (y === undefined) return false;
    let keys = 0;
    for (const key in x) {
      keys += 1;
      if (!Object.is(x[key], y[key])) return false;
    }
    for (const _key in y) keys -= 1;
    if (keys !== 0) return false;
  }
  return true;
}
