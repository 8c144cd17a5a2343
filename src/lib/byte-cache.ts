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

  /** The cached bytes, or `compute()`'s (stored); `hit` says which. */
  async function through(key: string, compute: () => Promise<Uint8Array>): Promise<{ bytes: Uint8Array; hit: boolean }> {
    const hit = get(key);
    if (hit) return { bytes: hit, hit: true };
    let running = inFlight.get(key);
    if (!running) {
      running = compute().then((value) => {
        set(key, value);
        return value;
      }).finally(() => inFlight.delete(key));
      inFlight.set(key, running);
    }
    return { bytes: await running, hit: false };
  }

  return { get, through, size: () => ({ entries: entries.size, bytes }) };
}
