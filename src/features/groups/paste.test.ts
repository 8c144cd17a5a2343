import { describe, expect, it } from "vitest";
import { draftToAssembly, parsePastedTable, pastedDate } from "./paste";

describe("parsePastedTable", () => {
  it("reads a spreadsheet copy (tabs, pt-BR numbers, a header, an empty bid)", () => {
    const text = "Data\tCotas aptas\tSorteio\tLance\tMenor lance\n10/03/2026\t1.250\t2\t3\t38,5 %\n10/04/2026\t1.248\t1\t0\t-\n";
    expect(parsePastedTable(text)).toEqual({
      rows: [
        { date: "2026-03-10", activeCotas: "1250", drawWinners: "2", bidWinners: "3", lowestWinningBidPct: "38,5" },
        { date: "2026-04-10", activeCotas: "1248", drawWinners: "1", bidWinners: "0", lowestWinningBidPct: "" },
      ],
      skipped: [],
    });
  });

  it("reads a pt-BR CSV (semicolons) and reports a line that is no assembly", () => {
    const { rows, skipped } = parsePastedTable("10/03/26;300;1;2;41\r\ntotal;;;;\r\n2026-04-10;298;1;1;");
    expect(rows.map((r) => [r.date, r.activeCotas, r.lowestWinningBidPct])).toEqual([["2026-03-10", "300", "41"], ["2026-04-10", "298", ""]]);
    expect(skipped).toEqual([2]);
  });

  it("reads commas as separators with quoted pt-BR decimals", () => {
    const { rows } = parsePastedTable('10/03/2026,300,1,2,"38,5"');
    expect(rows[0]).toEqual({ date: "2026-03-10", activeCotas: "300", drawWinners: "1", bidWinners: "2", lowestWinningBidPct: "38,5" });
  });

  it("turns a form row into numbers, an empty bid into null and a word into NaN", () => {
    expect(draftToAssembly({ date: "2026-03-10", activeCotas: "1.250", drawWinners: "2", bidWinners: "3", lowestWinningBidPct: "38,5" }))
      .toEqual({ date: "2026-03-10", activeCotas: 1250, drawWinners: 2, bidWinners: 3, lowestWinningBidPct: 38.5 });
    const odd = draftToAssembly({ date: "2026-03-10", activeCotas: "muitas", drawWinners: "", bidWinners: "0", lowestWinningBidPct: " " });
    expect([odd.activeCotas, odd.drawWinners, odd.lowestWinningBidPct]).toEqual([Number.NaN, Number.NaN, null]);
  });

  it.each([["1/2/2026", "2026-02-01"], ["2026-02-01", "2026-02-01"], ["01.02.26", "2026-02-01"], ["fev/26", null]])("date %s → %s", (text, day) => {
    expect(pastedDate(text)).toBe(day);
  });
});
