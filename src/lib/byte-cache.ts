/**
 * Bytes by key, least recently used out first, bounded in bytes; concurrent misses on one key share
 * one computation (a burst of the same download renders once).
 */
export function createByteCache(maxBytes: number) {
  const entries = new Map<string, Uint8Array>();
  const inFlight = new Map<string, Promise<Uint8Array>>();
  let bytes = 0;

  function get(key: string): Uint8Array | undefined {
    const hit = entries.get(key);
    if (hit) {
      entries.delete(key);
      entries.set(key, hit);
    }
    return hit;
  }

  function set(key: string, value: Uint8Array) {
    if (value.byteLength > maxBytes) return;
    const old = entries.get(key);
    if (old) bytes -= old.byteLength;
    entries.delete(key);
    entries.set(key, value);
    bytes += value.byteLength;
    for (const [oldest, entry] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(oldest);
      bytes -= entry.byteLength;
    }
  }

  /**
   * The cached bytes (`hit`), or `compute()`'s, stored; `shared` when another caller's computation
   * of the same key was already running and this one waited for it.
   */
  async function through(
    key: string,
    compute: () => Promise<Uint8Array>,
  ): Promise<{ bytes: Uint8Array; hit: boolean; shared: boolean }> {
    const hit = get(key);
    if (hit) return { bytes: hit, hit: true, shared: false };
    let running = inFlight.get(key);
    const shared = running !== undefined;
    if (!running) {
      running = compute()
        .then((value) => {
          set(key, value);
          return value;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, running);
    }
    return { bytes: await running, hit: false, shared };
  }

  return { get, through, size: () => ({ entries: entries.size, bytes }) };
}
