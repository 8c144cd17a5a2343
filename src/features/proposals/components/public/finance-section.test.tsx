import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { IMOVEL_DEFAULT_PARAMS, compareImovel } from "~/features/simulators";
import v1 from "../../document/fixtures/stored-results-2026.11.1.json";
import { financeSummary } from "../../document/finance-summary";
import { readStoredResults } from "../../document/stored-results";
import { FinanceSection } from "./finance-section";

const html = (comparison: Parameters<typeof financeSummary>[0], bidMode: string) =>
  renderToStaticMarkup(<FinanceSection summary={financeSummary(comparison, bidMode)} />);

describe("FinanceSection (public page)", () => {
  const comparison = JSON.parse(JSON.stringify(compareImovel({ ...IMOVEL_DEFAULT_PARAMS, embutido: 10, fgtsLance: 20_000, sacPercent: 10, sacJuros: 0.9 }))) as Parameters<typeof financeSummary>[0];

  it("shows the bid's parts, both ways after it with the client's pick marked, the honest cost and the SFH limits", () => {
    const page = html(comparison, "reduzParcela");
    for (const id of ["public-bid-composition", "public-after-bid", "public-consorcio-cost", "public-sfh-warnings"]) expect(page).toContain(`data-testid="${id}"`);
    expect(page.match(/data-picked="true"/g)).toHaveLength(1);
    expect(page).toMatch(/data-picked="true"><dt[^>]*>Reduzir a parcela/);
    expect(page).toContain("escolha do cliente");
    expect(page).toContain("FGTS");
  });

  it("renders nothing for a snapshot of engine 2026.11.1", () => {
    expect(html(readStoredResults("2026.11.1", v1.imovel).comparison, "reduzParcela")).toBe("");
  });
});
