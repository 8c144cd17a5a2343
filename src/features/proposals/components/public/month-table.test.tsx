import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { IMOVEL_DEFAULT_PARAMS, compareImovel } from "~/features/simulators";
import { monthRows } from "../../document/month-rows";
import { MONTHS_INLINE, MonthRowsTable, MonthTable } from "./month-table";

const comparison = JSON.parse(JSON.stringify(compareImovel(IMOVEL_DEFAULT_PARAMS))) as Parameters<typeof monthRows>[0];
const bodyRows = (html: string) => html.match(/<tr class="border-t/g)?.length ?? 0;

describe("MonthTable (public page)", () => {
  it("the page carries the first year and a link to every month, not the whole table", () => {
    const months = monthRows(comparison).length;
    expect(months).toBeGreaterThan(100);
    const html = renderToStaticMarkup(<MonthTable comparison={comparison} token="tokenDeTeste0123456789" />);
    expect(html).toContain(`Tabela mês a mês (${months}\u00a0meses)`);
    expect(bodyRows(html)).toBe(MONTHS_INLINE);
    expect(html).toContain(`href="/public/propostas/tokenDeTeste0123456789/meses"`);
    expect(html).toContain(`Ver todos os ${months}\u00a0meses`);
  });

  it("the months page's table has every month", () => {
    const html = renderToStaticMarkup(<MonthRowsTable comparison={comparison} />);
    expect(bodyRows(html)).toBe(monthRows(comparison).length);
  });
});
