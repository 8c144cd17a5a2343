import { describe, expect, it } from "vitest";
import { decodeCsv, detectSeparator, mapHeaders, parseCsv, parseSource, toCsv } from "./csv";

describe("client CSV", () => {
  it.each([
    ["semicolons and quotes", 'Nome;Telefone\n"Silva; Ana";"(11) 9""8"\n', [["Nome", "Telefone"], ["Silva; Ana", '(11) 9"8']]],
    ["CRLF and a line break inside quotes", 'a;b\r\n"x\ny";z\r\n\r\n', [["a", "b"], ["x\ny", "z"]]],
    ["empty cells kept", "a;;c\n", [["a", "", "c"]]],
  ])("parses %s", (_label, text, rows) => {
    expect(parseCsv(text)).toEqual(rows);
  });

  it("reads UTF-8 (with BOM) and Windows-1252 alike", () => {
    const utf8 = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode("João;Conceição")]);
    const cp1252 = new Uint8Array([0x4a, 0x6f, 0xe3, 0x6f, 0x3b, 0x43, 0x6f, 0x6e, 0x63, 0x65, 0x69, 0xe7, 0xe3, 0x6f]);
    expect(decodeCsv(utf8)).toBe("João;Conceição");
    expect(decodeCsv(cp1252)).toBe("João;Conceição");
  });

  it("maps pt-BR headers whatever their accents and case", () => {
    expect(mapHeaders(["NOME", "Celular", "E-mail", "CPF", "Cidade", "Origem", "Observações"])).toEqual({
      name: 0, phone: 1, email: 2, document: 3, city: 4, source: 5, notes: 6,
    });
  });

  it("maps sources and writes a file Excel reads back", () => {
    expect(["Indicação", "instagram", "Site", "feira", ""].map(parseSource)).toEqual(["indicacao", "instagram", "site", "outro", null]);
    const csv = toCsv([["Nome", "Obs"], ["Ana; Lima", 'diz "oi"']]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(parseCsv(csv.slice(1))).toEqual([["Nome", "Obs"], ["Ana; Lima", 'diz "oi"']]);
  });

  // OWASP "CSV injection": a cell a spreadsheet would run as a formula is written as text.
  it.each([
    ["=", "=HYPERLINK(\"http://evil.example\",\"Clique\")", "'=HYPERLINK(\"http://evil.example\",\"Clique\")"],
    ["+", "+55 11 9999", "'+55 11 9999"],
    ["-", "-2+3", "'-2+3"],
    ["@", "@SUM(A1:A9)", "'@SUM(A1:A9)"],
    ["tab", "\t=1+1", "'\t=1+1"],
    ["carriage return", "\r=1+1", "'\r=1+1"],
    ["an ordinary name", "Ana Lima", "Ana Lima"],
    ["an e-mail with @ inside", "ana@x.com", "ana@x.com"],
  ])("neutralises a cell starting with %s", (_label, cell, readBack) => {
    const csv = toCsv([["Nome"], [cell]]);
    expect(parseCsv(csv.slice(1))[1]).toEqual([readBack]);
    expect(csv).not.toMatch(/\r\n[=+\-@]/);
  });

  it.each([
    ["semicolons (Excel in Brazil)", "Nome;Telefone\nAna, Lima;11", ";"],
    ["commas (Google Sheets)", 'Nome,Telefone,E-mail\n"Lima; Ana",11,a@x.com', ","],
    ["tabs", "Nome\tTelefone\nAna\t11", "\t"],
    ["a comma inside a quoted header", '"Nome, completo";Telefone\nAna;11', ";"],
  ])("finds the separator of a file with %s", (_label, text, separator) => {
    expect(detectSeparator(text)).toBe(separator);
  });
});
