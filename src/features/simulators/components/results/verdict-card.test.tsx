import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { sgsSourceUrl } from "~/features/rates";
import { IMOVEL_DEFAULT_PARAMS, simulationVerdict } from "../../engine";
import { verdictCopy } from "../../verdict-copy";
import { VerdictCard } from "./verdict-card";

const housing = { annualPct: 14.28, refMonth: "2026-07", series: 20772, sourceUrl: sgsSourceUrl(20772) };
const NOV_2026 = new Date("2026-11-28T15:00:00Z");
const card = (monthly: number) =>
  renderToStaticMarkup(
    <VerdictCard
      copy={verdictCopy(
        simulationVerdict(
          { kind: "imovel", params: { ...IMOVEL_DEFAULT_PARAMS, priceJuros: monthly, sacJuros: monthly } },
          housing,
        ),
        "imovel",
        undefined,
        NOV_2026,
      )}
    />,
  );

describe("the verdict card (simulator summary and public page)", () => {
  it("on a market basis links the reference's SGS series to its data", () => {
    const html = card(2);
    expect(html).toMatch(
      /\(<a href="https:\/\/api\.bcb\.gov\.br\/dados\/serie\/bcdata\.sgs\.20772\/dados\/ultimos\/1\?formato=json"[^>]*data-testid="verdict-source">SGS 20772<\/a>, de jul\/2026, há 4\u00a0meses\)/,
    );
    expect(html).toContain('data-testid="verdict-outlay"');
  });

  it("on the typed basis has no source link", () => {
    expect(card(0.95)).not.toContain("verdict-source");
  });
});
