import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FGTS_CONDITIONS, IMOVEL_DEFAULT_PARAMS, compareImovel, fgtsUse, type ImovelComparisonData } from "~/features/simulators";
import { formatBRL } from "~/lib/format";
import v1 from "../../document/fixtures/stored-results-2026.11.1.json";
import { proposalFgtsUse } from "../../document/fgts-copy";
import { readStoredResults } from "../../document/stored-results";
import { FgtsConditions } from "./fgts-conditions";

const stored = (params: Partial<typeof IMOVEL_DEFAULT_PARAMS>) =>
  JSON.parse(JSON.stringify(compareImovel({ ...IMOVEL_DEFAULT_PARAMS, ...params }))) as ImovelComparisonData;
const html = (comparison: ImovelComparisonData, verdictFgts = 0) =>
  renderToStaticMarkup(<FgtsConditions use={proposalFgtsUse(comparison, verdictFgts)} />).replace(/\u00a0/g, " ");
const plain = (s: string) => s.replace(/\u00a0/g, " ");

describe("FgtsConditions (public page): the simulator's rule for when FGTS is used", () => {
  it("shows the conditions when only the FGTS payoff is set, saying it is outside the outlay", () => {
    const comparison = stored({ fgtsQuitacao: 50_000 });
    const payoff = comparison.consorcio.details!.fgtsPayoff!;
    // The simulator lists the conditions for this simulation; the client must see them too.
    expect(fgtsUse(comparison.consorcio.details)).not.toBeNull();
    const page = html(comparison);
    expect(page).toContain('data-testid="public-fgts"');
    expect(page).toContain(plain(`prevê ${formatBRL(payoff.used)} do seu FGTS para amortizar ou quitar o saldo`));
    expect(page).toContain("fora do desembolso total");
    for (const c of FGTS_CONDITIONS) expect(page).toContain(c.label);
  });

  it("says the bid's FGTS is inside the outlay, and both parts when both are used", () => {
    expect(html(stored({ fgtsLance: 20_000 }))).toContain(plain(`usa ${formatBRL(20_000)} do seu FGTS. É dinheiro seu: está incluído no desembolso`));
    const both = html(stored({ fgtsLance: 20_000, fgtsQuitacao: 30_000 }));
    expect(both).toContain(plain(`usa ${formatBRL(20_000)} do seu FGTS no lance e nas parcelas`));
    expect(both).toContain(plain(`prevê ${formatBRL(30_000)} do seu FGTS`));
  });

  it("shows nothing without FGTS, and reads an old snapshot's verdict figure", () => {
    expect(html(stored({}))).toBe("");
    const old = readStoredResults("2026.11.1", v1.imovel).comparison as ImovelComparisonData;
    expect(html(old)).toBe("");
    expect(html(old, 12_000)).toContain('data-testid="public-fgts"');
  });
});
