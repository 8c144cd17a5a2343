import { describe, expect, it, vi } from "vitest";
import type { Resolver } from "react-hook-form";
import { lazyResolver } from "./lazy-resolver";

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const ok: Resolver<Values> = async (values) => ({ values, errors: {} });

describe("lazyResolver", () => {
  it("loads the real resolver once (preload or first validation) and delegates to it", async () => {
    const load = vi.fn(async () => ok);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    resolver.preload();
    resolver.preload();
    expect(await resolver({ email: "a@b.co" }, undefined, options)).toEqual({
      values: { email: "a@b.co" },
      errors: {},
    });
    expect(await resolver({ email: "c@d.co" }, undefined, options)).toEqual({
      values: { email: "c@d.co" },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries the download again after a failure instead of keeping the broken promise", async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new Error("chunk failed"))
      .mockResolvedValueOnce(ok);
    const resolver = lazyResolver(load);
    resolver.preload(); // a failed preload is silent
    await expect(resolver({ email: "a@b.co" }, undefined, options)).rejects.toThrow("chunk failed");
    expect(await resolver({ email: "a@b.co" }, undefined, options)).toEqual({
      values: { email: "a@b.co" },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
