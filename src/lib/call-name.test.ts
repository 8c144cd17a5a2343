import { describe, expect, it } from "vitest";
import { callName, deriveCallName } from "./call-name";

describe("deriveCallName", () => {
  it.each([
    ["Ana Luísa Rodrigues de Magalhães Prado e Castro Neto", "Ana Luísa"],
    ["José 🏠 Pereira", "José"],
    ["Maria de Fátima Souza", "Maria de Fátima"],
    ["MARIA DAS GRAÇAS LIMA", "Maria das Graças"],
    ["joão pedro alves", "João Pedro"],
    ["Carlos Henrique", "Carlos Henrique"],
    ["José Pereira", "José"],
    ["Ana de Souza", "Ana"],
    ["Ana Maria da Silva", "Ana Maria"],
    ["  🏠 Bruna   Costa ", "Bruna"],
    ["Ana-Rita Melo", "Ana-Rita"],
    ["McArthur Silva", "McArthur"],
    ["D'Ávila Souza", "D'Ávila"],
  ])("%s → %s", (name, expected) => {
    expect(deriveCallName(name)).toBe(expected);
  });

  it("a name with no letters is kept as typed", () => {
    expect(deriveCallName(" 🏠 ")).toBe("🏠");
  });
});

describe("callName", () => {
  it("prefers what the seller typed, trimmed", () => {
    expect(callName("Ana Luísa Rodrigues", "  Aninha ")).toBe("Aninha");
  });
  it("derives when nothing (or only spaces) was typed", () => {
    expect(callName("Ana Luísa Rodrigues", null)).toBe("Ana Luísa");
    expect(callName("Ana Luísa Rodrigues", "   ")).toBe("Ana Luísa");
    expect(callName("Maria de Fátima Souza")).toBe("Maria de Fátima");
  });
});
