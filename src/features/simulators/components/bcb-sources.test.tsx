import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { marketRate, sgsSourceUrl } from "~/features/rates";
import { BcbSources } from "./bcb-sources";

const now = new Date("2025-10-15T12:00:00Z");

describe("the Banco Central's sources under a financing's rate", () => {
  it("links the housing reference and the SFH's regulated rate to their SGS series", () => {
    const html = renderToStaticMarkup(<BcbSources reference={marketRate("housingMarket", [], now)} regulated={marketRate("housingRegulated", [], now)} prefix="price" />);
    expect(html).toContain(`href="${sgsSourceUrl(20772).replace(/&/g, "&amp;")}"`);
    expect(html).toContain(">SGS 20772</a>");
    expect(html).toContain(`href="${sgsSourceUrl(20773).replace(/&/g, "&amp;")}"`);
    expect(html).toContain("taxas reguladas do SFH");
  });

  it("a vehicle shows its own series and no SFH", () => {
    const html = renderToStaticMarkup(<BcbSources reference={marketRate("vehicle", [], now)} regulated={null} prefix="price" />);
    expect(html).toContain(">SGS 20749</a>");
    expect(html).not.toContain("SFH");
  });
});
