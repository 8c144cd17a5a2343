import { describe, expect, it } from "vitest";
import { AppError } from "~/lib/errors";
import { decodeCsv, detectSeparator, mapHeaders, parseSource, toCsv } from "./csv";
import { readCsv } from "./csv-read";

describe("client CSV", () => {
  it.each([
    [
      "semicolons and quotes",
      'Nome;Telefone\n"Silva; Ana";"(11) 9""8"\n',
      [
        ["Nome", "Telefone"],
        ["Silva; Ana", '(11) 9"8'],
      ],
    ],
    [
      "CRLF and a line break inside quotes",
      'a;b\r\n"x\ny";z\r\n\r\n',
      [
        ["a", "b"],
        ["x\ny", "z"],
      ],
    ],
    ["empty cells kept", "a;;c\n", [["a", "", "c"]]],
    [
      "lines ending in CR alone (old Excel for Mac)",
      "Nome;Telefone\rAna;11\rBia;12\r",
      [
        ["Nome", "Telefone"],
        ["Ana", "11"],
        ["Bia", "12"],
      ],
    ],
    [
      "lines with more or fewer cells than the header",
      "a;b;c\n1\n1;2;3;4\n",
      [["a", "b", "c"], ["1"], ["1", "2", "3", "4"]],
    ],
    [
      "text after a closing quote, kept as written",
      'Nome;Telefone\n"Ana" Lima;11\n',
      [
        ["Nome", "Telefone"],
        ['"Ana" Lima', "11"],
      ],
    ],
    [
      "a quote inside an unquoted cell",
      'Nome;Obs\nAna;mede 1,70" de altura\n',
      [
        ["Nome", "Obs"],
        ["Ana", 'mede 1,70" de altura'],
      ],
    ],
    [
      "lines of blanks only dropped",
      "a;b\n ; \n\nc;d",
      [
        ["a", "b"],
        ["c", "d"],
      ],
    ],
    [
      "a UTF-8 BOM left in the text",
      "\uFEFFNome;Telefone\nAna;11",
      [
        ["Nome", "Telefone"],
        ["Ana", "11"],
      ],
    ],
  ])("parses %s", async (_label, text, rows) => {
    expect(await readCsv(text)).toEqual(rows);
  });

  it("reads a file larger than one chunk whole, with a quoted line break across the chunks' border", async () => {
    const lines = Array.from(
      { length: 3_000 },
      (_, i) => `"Cliente ${i}";"linha 1\nlinha 2";(11) 9${String(7000_0000 + i)}`,
    );
    const rows = await readCsv(["Nome;Obs;Telefone", ...lines].join("\r\n"));
    expect(rows).toHaveLength(3_001);
    expect(rows.slice(1).every((row, i) => row[0] === `Cliente ${i}` && row[1] === "linha 1\nlinha 2")).toBe(true);
  });

  it("stops at maxRows rows (blank lines not counted), leaving the rest of the file unread", async () => {
    // A malformed quote past the limit: read, it would refuse the file.
    const text = ["Nome;Telefone", "Ana;11", " ; ", "Bia;12", "Caio;13", 'Duda;"14'].join("\n");
    expect(await readCsv(text, ";", 3)).toEqual([
      ["Nome", "Telefone"],
      ["Ana", "11"],
      ["Bia", "12"],
    ]);
  });

  it("refuses a quote never closed with a pt-BR message naming the line", async () => {
    const error = await readCsv('Nome;Telefone\nAna;"11\nBia;12\n').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: "VALIDATION",
      message: expect.stringMatching(/aspas \("\) abertas e nunca fechadas \(linha \d+\)/),
    });
  });

  it("reads UTF-8 (with BOM) and Windows-1252 alike", () => {
    const utf8 = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode("João;Conceição")]);
    const cp1252 = new Uint8Array([0x4a, 0x6f, 0xe3, 0x6f, 0x3b, 0x43, 0x6f, 0x6e, 0x63, 0x65, 0x69, 0xe7, 0xe3, 0x6f]);
    expect(decodeCsv(utf8)).toBe("João;Conceição");
    expect(decodeCsv(cp1252)).toBe("João;Conceição");
  });

  it("maps pt-BR headers whatever their accents and case", () => {
    expect(mapHeaders(["NOME", "Celular", "E-mail", "CPF", "Cidade", "Origem", "Observações"])).toEqual({
      name: 0,
      phone: 1,
      email: 2,
      document: 3,
      city: 4,
      source: 5,
      notes: 6,
    });
  });

  it("maps sources and writes a file Excel reads back", async () => {
    expect(["Indicação", "instagram", "Site", "feira", ""].map(parseSource)).toEqual([
      "indicacao",
      "instagram",
      "site",
      "outro",
      null,
    ]);
    const csv = toCsv([
      ["Nome", "Obs"],
      ["Ana; Lima", 'diz "oi"'],
    ]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(await readCsv(csv.slice(1))).toEqual([
      ["Nome", "Obs"],
      ["Ana; Lima", 'diz "oi"'],
    ]);
  });

  // OWASP "CSV injection": a cell a spreadsheet would run as a formula is written as text.
  it.each([
    ["=", '=HYPERLINK("http://evil.example","Clique")', '\'=HYPERLINK("http://evil.example","Clique")'],
    ["+", "+55 11 9999", "'+55 11 9999"],
    ["-", "-2+3", "'-2+3"],
    ["@", "@SUM(A1:A9)", "'@SUM(A1:A9)"],
    ["tab", "\t=1+1", "'\t=1+1"],
    ["carriage return", "\r=1+1", "'\r=1+1"],
    ["an ordinary name", "Ana Lima", "Ana Lima"],
    ["an e-mail with @ inside", "ana@x.com", "ana@x.com"],
  ])("neutralises a cell starting with %s", async (_label, cell, readBack) => {
    const csv = toCsv([["Nome"], [cell]]);
    expect((await readCsv(csv.slice(1)))[1]).toEqual([readBack]);
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
