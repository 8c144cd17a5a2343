import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ScheduleTable, type ScheduleTableColumn } from "./schedule-table";

const columns: ScheduleTableColumn[] = [
  { key: "month", label: "Mês", kind: "month" },
  { key: "instalment", label: "Parcela", kind: "money" },
];
const months = (n: number) => Array.from({ length: n }, (_, i) => ({ month: i + 1, instalment: 1000 + i }));

/** The first paint (server render) of the table: mounted row indexes and the spacer heights. */
function firstPaint(rowCount: number, height?: number) {
  const html = renderToStaticMarkup(
    <ScheduleTable caption="Mês a mês" columns={columns} rows={months(rowCount)} height={height} />,
  );
  const mounted = [...html.matchAll(/<tr aria-rowindex="(\d+)"/g)].map((m) => Number(m[1]));
  const spacers = [...html.matchAll(/<tr aria-hidden="true" style="height:(\d+)px"/g)].map((m) => Number(m[1]));
  return { html, mounted, spacers };
}

describe("ScheduleTable (windowed with @tanstack/react-virtual)", () => {
  it("mounts only the rows in view plus a margin, out of 420 months, under a sticky header", () => {
    const { html, mounted, spacers } = firstPaint(420);
    expect(html).toContain('aria-rowcount="421"');
    expect(html).toMatch(/<th[^>]*class="sticky top-0/);
    // Header row + the first rows: 420 px of region hold ~11 rows of 36 px, plus 8 below.
    expect(mounted[0]).toBe(1);
    const rows = mounted.slice(1);
    expect(rows[0]).toBe(2);
    expect(rows.length).toBeGreaterThanOrEqual(11);
    expect(rows.length).toBeLessThanOrEqual(11 + 8 + 2);
    // Consecutive months, and one spacer below standing in for all the others: the scroll range is the whole table's.
    expect(rows).toEqual(rows.map((_, i) => i + 2));
    expect(spacers).toEqual([(420 - rows.length) * 36]);
  });

  it("a short schedule is mounted whole, without spacers", () => {
    const { mounted, spacers } = firstPaint(5);
    expect(mounted).toEqual([1, 2, 3, 4, 5, 6]);
    expect(spacers).toEqual([]);
  });

  it("no months: only the header", () => {
    const { mounted, spacers } = firstPaint(0);
    expect(mounted).toEqual([1]);
    expect(spacers).toEqual([]);
  });
});
