import { describe, expect, it } from "vitest";
import { parseSgs, sgsRangeUrl, sgsUrl } from "./sgs";

describe("SGS (Banco Central) answers", () => {
  it("parses dd/mm/yyyy and decimal points", () => {
    expect(
      parseSgs([
        { data: "01/11/2016", valor: "0.1430" },
        { data: "01/12/2016", valor: "-0.03" },
      ]),
    ).toEqual([
      { refDate: new Date("2016-11-01T00:00:00Z"), value: 0.143 },
      { refDate: new Date("2016-12-01T00:00:00Z"), value: -0.03 },
    ]);
  });

  it("skips a point whose value is blank instead of reading it as 0", () => {
    expect(
      parseSgs([
        { data: "01/06/2026", valor: "" },
        { data: "01/07/2026", valor: "14.28" },
        { data: "01/08/2026", valor: " " },
      ]),
    ).toEqual([{ refDate: new Date("2026-07-01T00:00:00Z"), value: 14.28 }]);
  });

  it.each([
    ["an HTML page", "<html>erro</html>"],
    ["no points", []],
    ["a comma decimal", [{ data: "01/11/2016", valor: "0,1430" }]],
    ["an impossible day", [{ data: "31/02/2020", valor: "1" }]],
  ])("refuses %s", (_label, body) => {
    expect(() => parseSgs(body)).toThrow(/SGS/);
  });

  it("builds the series URLs: the last N points (never more than the API's 20) and a date range", () => {
    expect(sgsUrl("https://api.bcb.gov.br/", 226)).toBe(
      "https://api.bcb.gov.br/dados/serie/bcdata.sgs.226/dados/ultimos/1?formato=json",
    );
    expect(sgsUrl("https://api.bcb.gov.br", 433, 20)).toBe(
      "https://api.bcb.gov.br/dados/serie/bcdata.sgs.433/dados/ultimos/20?formato=json",
    );
    expect(() => sgsUrl("https://api.bcb.gov.br", 433, 21)).toThrow(RangeError);
    expect(
      sgsRangeUrl("https://api.bcb.gov.br", 20772, new Date("2026-07-01T00:00:00Z"), new Date("2026-11-28T00:00:00Z")),
    ).toBe(
      "https://api.bcb.gov.br/dados/serie/bcdata.sgs.20772/dados?formato=json&dataInicial=01/07/2026&dataFinal=28/11/2026",
    );
  });
});
