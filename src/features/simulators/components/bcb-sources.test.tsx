import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { marketRate, marketReferenceFor, sgsSourceUrl } from "~/features/rates";
import { BcbSources } from "./bcb-sources";

const now = new Date("2026-11-28T15:00:00Z");

describe("the Banco Central's sources under a financing's rate", () => {
  it("links the housing reference and the SFH's regulated rate to their SGS series", () => {
    const html = renderToStaticMarkup(
      <BcbSources
        reference={marketRate("housingMarket", [], now)}
        regulated={marketRate("housingRegulated", [], now)}
        prefix="price"
        now={now}
      />,
    );
    expect(html).toContain(`href="${sgsSourceUrl(20772).replace(/&/g, "&amp;")}"`);
    expect(html).toContain(">SGS 20772</a>");
    expect(html).toContain(`href="${sgsSourceUrl(20773).replace(/&/g, "&amp;")}"`);
    expect(html).toContain("taxas reguladas do SFH");
    // The published values, each with its month and its age (more than three months old).
    expect(html).toContain("taxas de mercado, 14,28\u00a0%\u00a0a.a., de jul/2026, há 4\u00a0meses)");
    expect(html).toContain("taxas reguladas do SFH: 10,92\u00a0%\u00a0a.a. (");
    expect(html.match(/de jul\/2026, há 4\u00a0meses/g)).toHaveLength(2);
    expect(html).not.toMatch(/estimativa/i);
  });

  it("a vehicle shows its own series (the newest: 25471 in % a.m., with its % a.a.) and no SFH", () => {
    const html = renderToStaticMarkup(
      <BcbSources reference={marketReferenceFor("veiculo", [], now)} regulated={null} prefix="price" now={now} />,
    );
    expect(html).toContain(">SGS 25471</a>");
    expect(html).toContain(
      "aquisição de veículos, 26,38\u00a0%\u00a0a.a. (1,97\u00a0%\u00a0a.m.), de jun/2026, há 5\u00a0meses)",
    );
    expect(html).not.toContain("SFH");
  });
});
