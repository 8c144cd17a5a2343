import { describe, expect, it } from "vitest";
import { IMOVEL_DEFAULT_PARAMS, modalityBids } from "./engine";
import { repeatedFigures } from "./modality-groups";

describe("repeatedFigures", () => {
  it("points each fidelidade at the lance fixo whose figures it repeats (the same simulation bid)", () => {
    const bids = modalityBids(IMOVEL_DEFAULT_PARAMS);
    const repeated = repeatedFigures(bids);
    expect(Object.keys(repeated).sort()).toEqual(["fidelidade1", "fidelidade2", "fidelidade3"]);
    expect(repeated.fidelidade1!.key).toBe("fixo");
    expect(repeated.sorteio).toBeUndefined();
    expect(repeated.especial50).toBeUndefined();
  });

  it.each([
    [
      "a fidelidade with another bid",
      (bids: ReturnType<typeof modalityBids>) =>
        bids.map((b) => (b.key === "fidelidade2" ? { ...b, bidValue: b.bidValue + 1 } : b)),
      ["fidelidade1", "fidelidade3"],
    ],
    ["no lance fixo", (bids: ReturnType<typeof modalityBids>) => bids.filter((b) => b.key !== "fixo"), []],
  ] as const)("%s", (_label, change, keys) => {
    expect(Object.keys(repeatedFigures(change(modalityBids(IMOVEL_DEFAULT_PARAMS)))).sort()).toEqual(keys);
  });
});
