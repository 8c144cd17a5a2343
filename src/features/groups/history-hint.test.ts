import { describe, expect, it } from "vitest";
import { groupHistoryHint } from "./history-hint";

const summary = (name: string, assemblyCount: number) => ({
  id: name,
  name,
  source: "extrato da administradora",
  readOn: "2026-01-20",
  assemblyCount,
  lastAssembly: { number: 101, date: "2026-01-10" },
  updatedAt: new Date(0),
});
const histories = [summary("Grupo 1234", 12), summary("Grupo 77", 3)];

describe("groupHistoryHint — what the generator's Grupo field says", () => {
  it.each([
    [
      "a recorded group (case and spaces ignored)",
      "  grupo 1234 ",
      { text: "Histórico: 12 assembleias (extrato da administradora, lido em 20/01/2026).", odds: true },
    ],
    [
      "a group with too few assemblies",
      "Grupo 77",
      {
        text: "Histórico: 3 assembleias (extrato da administradora, lido em 20/01/2026) — são precisas 6 para a proposta mostrar chances.",
        odds: false,
      },
    ],
    [
      "a group with no history",
      "Grupo 999",
      { text: "Sem histórico registrado — a proposta não mostrará chances.", odds: false },
    ],
    [
      "an empty field (every group)",
      "  ",
      { text: "Vazio: todos os grupos, sem chances de contemplação.", odds: false },
    ],
  ])("%s", (_label, group, expected) => {
    expect(groupHistoryHint(group, histories)).toEqual(expected);
  });

  it("claims nothing about a typed group before the histories have loaded", () => {
    expect(groupHistoryHint("Grupo 1234", undefined)).toBeNull();
  });

  it("says one assembly in the singular", () => {
    expect(groupHistoryHint("G", [summary("G", 1)])?.text).toMatch(/^Histórico: 1 assembleia \(/);
  });
});
