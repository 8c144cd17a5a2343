import fs from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { IMOVEL_DEFAULT_PARAMS, compareImovel } from "~/features/simulators";
import { proposalDisclosures } from "../../document/disclosures";
import { DisclosuresSection } from "./disclosures-section";

/** Whether a cell's classes keep it on one line: the utility itself, or a class of globals.css that applies it. */
function nowrap(classes: string): boolean {
  const css = fs.readFileSync(path.join(process.cwd(), "src/app/globals.css"), "utf8");
  return classes.split(" ").some((name) => {
    if (name === "whitespace-nowrap") return true;
    const rule = new RegExp(`\\.${name} \\{([^}]*)\\}`).exec(css)?.[1] ?? "";
    return /@apply[^;]*\bwhitespace-nowrap\b/.test(rule);
  });
}

describe("Informações obrigatórias (public page)", () => {
  it("every figure and percentage cell of the first instalment keeps its unit on its line (a phone wraps the label instead)", () => {
    const params = { ...IMOVEL_DEFAULT_PARAMS, fundoReserva: 2, seguro: 0.03 };
    const disclosures = proposalDisclosures({ comparison: compareImovel(params), params, createdAt: new Date("2026-11-25T13:00:00Z"), sellerName: "Ana Souza", brandName: "Souza Consórcios" });
    const html = renderToStaticMarkup(<DisclosuresSection disclosures={disclosures} />);
    const table = /<table[^>]*data-testid="disclosure-instalment"[^>]*>([\s\S]*?)<\/table>/.exec(html)?.[1] ?? "";
    const cells = [...table.matchAll(/<td class="([^"]*)">([^<]+)<\/td>/g)];
    expect(cells.some(([, , text]) => /\d\u00a0%$/.test(text ?? ""))).toBe(true);
    for (const [, classes, text] of cells) expect(nowrap(classes ?? ""), text).toBe(true);
  });

  it("no percentage, rate or term in the whole section has a space a line may break at before its unit (\"81,30 %\" on a phone)", () => {
    const params = { ...IMOVEL_DEFAULT_PARAMS, fundoReserva: 2, seguro: 0.03 };
    const disclosures = proposalDisclosures({ comparison: compareImovel(params), params, createdAt: new Date("2026-11-25T13:00:00Z"), sellerName: "Ana Souza", brandName: "Souza Consórcios", marketMonthlyPct: 1.12 });
    const text = renderToStaticMarkup(<DisclosuresSection disclosures={disclosures} />).replace(/<[^>]+>/g, "");
    expect(text).toMatch(/\d\u00a0%/);
    expect(text).toMatch(/\d\u00a0meses/);
    expect(text).not.toMatch(/\d (%|meses|mês)|% a\.[am]\.|R\$ \d/u);
  });
});
