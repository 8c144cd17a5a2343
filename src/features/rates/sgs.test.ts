import { describe, expect, it } from "vitest";
import { parseSgs, sgsUrl } from "./sgs";

describe("SGS (Banco Central) answers", () => {
  it("parses dd/mm/yyyy and decimal points", () => {
    expect(parseSgs([{ data: "01/11/2016", valor: "0.1430" }, { data: "01/12/2016", valor: "-0.03" }])).toEqual([
      { refDate: new Date("2016-11-01T00:00:00Z"), value: 0.143 },
      { refDate: new Date("2016-12-01T00:00:00Z"), value: -0.03 },
    ]);
  });

  it.each([
    ["an HTML page", "<html>erro</html>"],
    ["no points", []],
    ["a comma decimal", [{ data: "01/11/2016", valor: "0,1430" }]],
    ["an impossible day", [{ data: "31/02/2020", valor: "1" }]],
  ])("refuses %s", (_label, body) => {
    expect(() => parseSgs(body)).toThrow(/SGS/);
  });

  it("builds the series URL", () => {
    expect(sgsUrl("https://api.bcb.gov.br/", 226)).toBe("https://api.bcb.gov.br/dados/serie/bcdata.sgs.226/dados/ultimos/1?formato=json");
  });
});
