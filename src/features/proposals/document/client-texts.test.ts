import { describe, expect, it } from "vitest";
import { DEFAULT_MODALITIES } from "~/features/simulators";
import { clientSafeModalities } from "./client-texts";

const typed = DEFAULT_MODALITIES.map((m) =>
  m.key === "fixo"
    ? {
        ...m,
        title: "Lance fixo com economia",
        description: "Economize até 30 % com o lance fixo.",
        source: "Economia garantida, ata de out/2026",
      }
    : { ...m, source: "Ata da assembleia de out/2026" },
);

describe("the seller's modality texts beside the verdict", () => {
  it.each(["costs-more", "even"] as const)(
    "leave out savings wording when the verdict is %s (the product's words stand in)",
    (verdict) => {
      const shown = clientSafeModalities(typed, verdict);
      const fixo = shown.find((m) => m.key === "fixo")!;
      const original = DEFAULT_MODALITIES.find((m) => m.key === "fixo")!;
      expect(fixo).toMatchObject({ title: original.title, description: original.description, source: null });
      expect(JSON.stringify(shown)).not.toMatch(/econom/i);
      // The others are left as typed.
      expect(shown.find((m) => m.key === "sorteio")?.source).toBe("Ata da assembleia de out/2026");
    },
  );

  it("keep them when the consórcio saves, or when there is no verdict", () => {
    expect(clientSafeModalities(typed, "saves")).toEqual(typed);
    expect(clientSafeModalities(typed, null)).toEqual(typed);
  });
});
