import { describe, expect, it } from "vitest";
import { draftToAssembly, isBlankRow, parsePastedTable, pastedDate } from "./paste";

const row = (
  number: string,
  date: string,
  activeCotas: string,
  drawWinners: string,
  bidWinners: string,
  lowestWinningBidPct: string,
) => ({ number, date, activeCotas, drawWinners, bidWinners, lowestWinningBidPct });

describe("parsePastedTable", () => {
  it("reads a spreadsheet copy (tabs, pt-BR numbers, a header, an empty bid)", () => {
    const text =
      "Data\tCotas aptas\tSorteio\tLance\tMenor lance\n10/03/2026\t1.250\t2\t3\t38,5 %\n10/04/2026\t1.248\t1\t0\t-\n";
    expect(parsePastedTable(text)).toEqual({
      rows: [row("", "2026-03-10", "1250", "2", "3", "38,5"), row("", "2026-04-10", "1248", "1", "0", "")],
      problems: [],
    });
  });

  it("reads assemblies keyed by their number, as administradoras publish them (no header)", () => {
    const text = "101;300;1;2;41\n102;298;1;1;39,5\n103;297;1;0;";
    expect(parsePastedTable(text).rows).toEqual([
      row("101", "", "300", "1", "2", "41"),
      row("102", "", "298", "1", "1", "39,5"),
      row("103", "", "297", "1", "0", ""),
    ]);
  });

  it("reads the number and the date together, and columns in any order under a header", () => {
    expect(parsePastedTable("101;10/03/2026;300;1;2;41").rows).toEqual([
      row("101", "2026-03-10", "300", "1", "2", "41"),
    ]);
    const text =
      "Assembleia;Menor lance (%);Contemplados por lance;Contemplados por sorteio;Cotas ativas aptas;Data\nnº 101;41;2;1;300;10/03/2026";
    expect(parsePastedTable(text)).toEqual({ rows: [row("101", "2026-03-10", "300", "1", "2", "41")], problems: [] });
  });

  it("names the line, the column and the format expected of each line it cannot read", () => {
    const { rows, problems } = parsePastedTable(
      "10/03/26;300;1;2;41\r\ntotal;;;;\r\n32/13/2026;298;1;1;\n2026-04-10;;1;1;\n2026-05-10;muitas;1;1;",
    );
    expect(rows.map((r) => r.date)).toEqual(["2026-03-10"]);
    expect(problems).toEqual([
      {
        line: 2,
        column: 1,
        message:
          'Linha 2, coluna 1: "total" não é um número de assembleia nem uma data; use o número (ex.: 101) ou DD/MM/AAAA.',
      },
      {
        line: 3,
        column: 1,
        message: 'Linha 3, coluna 1: "32/13/2026" não é uma data; use DD/MM/AAAA (ex.: 10/03/2026).',
      },
      { line: 4, column: 2, message: "Linha 4, coluna 2: falta cotas ativas aptas (um número inteiro, ex.: 1.250)." },
      {
        line: 5,
        column: 2,
        message: 'Linha 5, coluna 2: "muitas" em cotas ativas aptas não é um número; use um inteiro (ex.: 1.250).',
      },
    ]);
  });

  it("reads commas as separators with quoted pt-BR decimals", () => {
    const { rows } = parsePastedTable('10/03/2026,300,1,2,"38,5"');
    expect(rows[0]).toEqual(row("", "2026-03-10", "300", "1", "2", "38,5"));
  });

  it("turns a form row into numbers, an empty bid into null and a word into NaN; blank rows are blank", () => {
    expect(draftToAssembly(row("", "2026-03-10", "1.250", "2", "3", "38,5"))).toEqual({
      number: null,
      date: "2026-03-10",
      activeCotas: 1250,
      drawWinners: 2,
      bidWinners: 3,
      lowestWinningBidPct: 38.5,
    });
    expect(draftToAssembly(row("101", "", "300", "1", "0", ""))).toMatchObject({ number: 101, date: null });
    const odd = draftToAssembly(row("", "2026-03-10", "muitas", "", "0", " "));
    expect([odd.activeCotas, odd.drawWinners, odd.lowestWinningBidPct]).toEqual([Number.NaN, Number.NaN, null]);
    expect(isBlankRow(row("", "", " ", "", "", ""))).toBe(true);
    expect(isBlankRow(row("101", "", "", "", "", ""))).toBe(false);
  });

  it.each([
    ["1/2/2026", "2026-02-01"],
    ["2026-02-01", "2026-02-01"],
    ["01.02.26", "2026-02-01"],
    ["fev/26", null],
  ])("date %s → %s", (text, day) => {
    expect(pastedDate(text)).toBe(day);
  });
});
