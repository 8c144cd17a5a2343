import { describe, expect, it } from "vitest";
import { HEAVY_BUSY_MESSAGE, HEAVY_PER_ACCOUNT, inAccountSlot } from "./account-slots";

describe("heavy operations per account", () => {
  it("refuses the account's third at once with a pt-BR message, never another account's, and frees slots as work ends", async () => {
    const release: Array<() => void> = [];
    const held = () =>
      inAccountSlot("conta-a", () => new Promise<string>((resolve) => release.push(() => resolve("feito"))));
    const running = Array.from({ length: HEAVY_PER_ACCOUNT }, held);
    await expect(inAccountSlot("conta-a", async () => "terceira")).rejects.toMatchObject({
      code: "RATE_LIMITED",
      message: HEAVY_BUSY_MESSAGE,
    });
    await expect(inAccountSlot("conta-b", async () => "outra conta")).resolves.toBe("outra conta");
    release.shift()!();
    await running[0];
    await expect(inAccountSlot("conta-a", async () => "depois")).resolves.toBe("depois");
    // A failed operation gives its slot back too.
    await expect(
      inAccountSlot("conta-a", async () => {
        throw new Error("falhou");
      }),
    ).rejects.toThrow("falhou");
    await expect(inAccountSlot("conta-a", async () => "de novo")).resolves.toBe("de novo");
    release.shift()!();
    await expect(Promise.all(running)).resolves.toEqual(["feito", "feito"]);
  });
});
