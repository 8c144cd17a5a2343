import { describe, expect, it } from "vitest";
import { saoPauloDay } from "~/lib/sao-paulo-day";
import { groupHistoryInputSchema, groupKey } from "./schema";

const row = { date: "2026-03-10", activeCotas: 300, drawWinners: 1, bidWinners: 2, lowestWinningBidPct: 38.5 };
const base = { name: "1234", source: "extrato da administradora", readOn: "2026-03-20", assemblies: [row] };
const messages = (input: unknown) => {
  const result = groupHistoryInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("groupHistoryInputSchema — pt-BR messages", () => {
  it("accepts a valid history", () => expect(messages(base)).toEqual([]));

  it.each([
    [
      "a negative count",
      { drawWinners: -1 },
      "assemblies.0.drawWinners: O número de contemplados por sorteio deve ser um número inteiro maior ou igual a zero.",
    ],
    [
      "a fractional count",
      { activeCotas: 2.5 },
      "assemblies.0.activeCotas: O número de cotas ativas aptas deve ser um número inteiro maior ou igual a zero.",
    ],
    [
      "winners above the cotas",
      { activeCotas: 2 },
      "assemblies.0.bidWinners: Os contemplados (sorteio + lance) não podem passar das cotas ativas aptas.",
    ],
    [
      "a bid above 100 %",
      { lowestWinningBidPct: 100.5 },
      "assemblies.0.lowestWinningBidPct: O menor lance vencedor deve estar entre 0\u00a0% e 100\u00a0% do crédito.",
    ],
    [
      "a bid without bid winners",
      { bidWinners: 0 },
      "assemblies.0.lowestWinningBidPct: Sem contemplados por lance, deixe o menor lance vencedor vazio.",
    ],
    ["a future date", { date: "2999-01-01" }, "assemblies.0.date: Assembleia: a data não pode estar no futuro."],
    ["a day that does not exist", { date: "2026-02-31" }, "assemblies.0.date: Assembleia: data inválida."],
  ])("refuses %s", (_label, change, message) => {
    expect(messages({ ...base, assemblies: [{ ...row, ...change }] })).toContain(message);
  });

  it("refuses a history whose assemblies have no active cota at all, with the engine's rule", () => {
    const none = { date: "2026-03-10", activeCotas: 0, drawWinners: 0, bidWinners: 0, lowestWinningBidPct: null };
    expect(messages({ ...base, assemblies: [none, { ...none, date: "2026-04-10" }] })).toEqual([
      "assemblies: As assembleias registradas não têm nenhuma cota ativa apta. Informe as cotas ativas aptas de cada assembleia, como no extrato.",
    ]);
    // One assembly with cotas is enough: the others may have none.
    expect(messages({ ...base, assemblies: [none, { ...row, date: "2026-04-10" }] })).toEqual([]);
  });

  it("refuses a repeated date, on the second row", () => {
    expect(messages({ ...base, assemblies: [row, { ...row }] })).toEqual([
      "assemblies.1.date: Assembleia repetida: já há outra nesta data.",
    ]);
  });

  it("keys an assembly by its number, its date or both; neither is refused on the number", () => {
    const byNumber = { number: 101, activeCotas: 300, drawWinners: 1, bidWinners: 2, lowestWinningBidPct: 38.5 };
    expect(messages({ ...base, assemblies: [byNumber, { ...byNumber, number: 102, date: "2026-03-10" }] })).toEqual([]);
    expect(messages({ ...base, assemblies: [{ ...row, date: null }] })).toEqual([
      "assemblies.0.number: Informe o número ou a data da assembleia.",
    ]);
    expect(messages({ ...base, assemblies: [byNumber, { ...byNumber }] })).toEqual([
      "assemblies.1.number: Assembleia repetida: já há outra com este número.",
    ]);
    expect(messages({ ...base, assemblies: [{ ...byNumber, number: 0 }] })).toEqual([
      "assemblies.0.number: O número da assembleia deve ser um número inteiro maior que zero.",
    ]);
  });

  it("an empty reading date says to fill it, not that it is invalid", () => {
    expect(messages({ ...base, readOn: "" })).toEqual(["readOn: Data da leitura: informe a data (DD/MM/AAAA)."]);
  });

  it("accepts today and refuses a missing source", () => {
    expect(messages({ ...base, readOn: saoPauloDay(new Date()) })).toEqual([]);
    expect(messages({ ...base, source: "  " })[0]).toMatch(/^source: Informe a fonte/);
  });
});

describe("groupKey", () => {
  it.each([
    [" Grupo 1234 ", "grupo 1234"],
    ["all", null],
    ["", null],
  ])("%j → %j", (name, key) => expect(groupKey(name)).toBe(key));
});
