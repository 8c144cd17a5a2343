import { describe, expect, it } from "vitest";
import { createByteCache } from "./byte-cache";
import { createTokenBuckets } from "./token-buckets";

const bytes = (n: number) => new Uint8Array(n);

describe("createByteCache", () => {
  it("computes once for concurrent misses of one key, then answers from memory", async () => {
    const cache = createByteCache(100);
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await new Promise((r) => setTimeout(r, 5));
      return bytes(10);
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.through("a", compute)));
    expect(computed).toBe(1);
    expect(answers.map((a) => [a.hit, a.shared])).toEqual([[false, false], ...Array(4).fill([false, true])]);
    expect(await cache.through("a", compute)).toMatchObject({ hit: true });
    expect(computed).toBe(1);
  });

  it("stays within its bytes, least recently used out first", async () => {
    const cache = createByteCache(30);
    await cache.through("a", async () => bytes(10));
    await cache.through("b", async () => bytes(10));
    await cache.through("c", async () => bytes(10));
    cache.get("a");
    await cache.through("d", async () => bytes(10));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.size()).toEqual({ entries: 3, bytes: 30 });
  });

  it("does not keep a failed computation", async () => {
    const cache = createByteCache(30);
    await expect(cache.through("a", () => Promise.reject(new Error("x")))).rejects.toThrow("x");
    expect(await cache.through("a", async () => bytes(1))).toMatchObject({ hit: false });
  });
});

describe("createTokenBuckets", () => {
  it("allows the burst, then refills at its rate, per key", () => {
    const take = createTokenBuckets({ burst: 3, perSecond: 0.5 });
    const t = 1_000_000;
    expect([take("ip", t), take("ip", t), take("ip", t)].every((r) => r.ok)).toBe(true);
    expect(take("ip", t)).toEqual({ ok: false, retryAfterS: 2 });
    expect(take("other", t).ok).toBe(true);
    expect(take("ip", t + 2000).ok).toBe(true);
    expect(take("ip", t + 2000).ok).toBe(false);
  });

  it("forgets the least recently seen key past maxKeys", () => {
    const take = createTokenBuckets({ burst: 1, perSecond: 0.001, maxKeys: 2 });
    take("a", 0);
    take("b", 0);
    take("c", 0);
    expect(take("a", 0).ok).toBe(true);
    expect(take("c", 0).ok).toBe(false);
  });
});
