/**
 * At most `max` of the work at once; the rest waits its turn in order. For CPU- and memory-heavy work
 * on the request path (the PDF): on a 2-core server more at once finishes none sooner and only
 * multiplies the memory held.
 */
export function createLimiter(max: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  const acquire = () => {
    if (running < max) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => waiting.push(resolve));
  };
  // A freed place goes straight to the next in line (running stays the same), so a newcomer can
  // never slip in between and make it max + 1.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return async function limit<T>(work: () => Promise<T>): Promise<T> {
    await acquire();
    try {
      return await work();
    } finally {
      release();
    }
  };
}
