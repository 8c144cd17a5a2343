import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { IMOVEL_DEFAULT_PARAMS, simulationVerdict } from "../../engine";
import { verdictCopy } from "../../verdict-copy";
import { LiveHeadlineText } from "./live-headline-text";

const housing = { annualPct: 12, refMonth: "2025-08", series: 20772, sourceUrl: "x" };
const bar = (monthly: number) => {
  const copy = verdictCopy(
    simulationVerdict(
      { kind: "imovel", params: { ...IMOVEL_DEFAULT_PARAMS, priceJuros: monthly, sacJuros: monthly } },
      housing,
    ),
    "imovel",
  );
  return renderToStaticMarkup(<LiveHeadlineText copy={copy} firstInstalment={3000} />).replace(/\u00a0/g, " ");
};

describe("the save bar's headline", () => {
  it("on a market basis: the claim on its basis, then the typed rate's figure; the wealth as its title", () => {
    const html = bar(2);
    expect(html).toContain('data-verdict-basis="market"');
    expect(html).toMatch(/R\$ 215\.496,10<\/strong> a mais de desembolso no consórcio · taxa do BCB/);
    expect(html).toContain(
      'data-testid="live-headline-typed">Com a taxa informada de 26,82 % a.a.: R$ 358.640,14 a menos no consórcio<',
    );
    expect(html).toContain('title="Patrimônio ao final: financiamento R$ 766.875,66 a mais"');
  });

  it("on the typed basis: no typed-rate line", () => {
    const html = bar(0.95);
    expect(html).toContain('data-verdict-basis="typed"');
    expect(html).not.toContain("live-headline-typed");
    expect(html).toContain("a mais de desembolso no consórcio");
  });
});
