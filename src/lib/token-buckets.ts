/**
 * Per-key token buckets in memory (one process): `burst` at once, then `perSecond`. The map is
 * bounded: past `maxKeys` the least recently seen key is forgotten (it starts full again).
 */
export function createTokenBuckets({
  burst,
  perSecond,
  maxKeys = 10_000,
}: {
  burst: number;
  perSecond: number;
  maxKeys?: number;
}) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return function take(key: string, now = Date.now()): { ok: true } | { ok: false; retryAfterS: number } {
    const seen = buckets.get(key);
    const tokens = seen ? Math.min(burst, seen.tokens + ((now - seen.at) / 1000) * perSecond) : burst;
    buckets.delete(key);
    if (buckets.size >= maxKeys) buckets.delete(buckets.keys().next().value!);
    if (tokens < 1) {
      buckets.set(key, { tokens, at: now });
      return { ok: false, retryAfterS: Math.ceil((1 - tokens) / perSecond) };
    }
    buckets.set(key, { tokens: tokens - 1, at: now });
    return { ok: true };
  };
}
