import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import {
  ADEMICON_202408,
  csv,
  GROUP_HEADERS,
  groupRow,
  SEGMENT_HEADERS,
  UF_HEADERS,
  ufRow,
  win1252,
  zipOf,
} from "~/test/bcb-files";
import { type BcbRow, readBcbCsv } from "./csv";
import { classifyEntry, dataBaseLabel, headerKey, quarterLabel } from "./layout";
import { openBcbZip } from "./zip";

async function read(
  bytes: Buffer,
  kind: Parameters<typeof readBcbCsv>[1]["kind"],
  dataBase = "202408",
  chunk = 64 * 1024,
) {
  const rows: BcbRow[] = [];
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunk) chunks.push(bytes.subarray(i, i + chunk));
  const count = await readBcbCsv(Readable.from(chunks), {
    file: `${dataBase}X.csv`,
    kind,
    dataBase,
    batchSize: 2,
    onBatch: async (batch) => {
      rows.push(...batch);
    },
  });
  return { rows, count };
}

describe("the BCB's consórcio CSVs", () => {
  it("reads the four real 202408 rows of Segmentos_Consolidados, padded name trimmed, decimal comma, CNPJ root as text", async () => {
    const { rows, count } = await read(win1252(csv(SEGMENT_HEADERS, ADEMICON_202408)), "segments");
    expect(count).toBe(4);
    expect(rows[0]).toMatchObject({
      adminName: "ADEMICON ADM CONS S.A.",
      cnpjRoot: "84911098",
      dataBase: "202408",
      segment: 1,
      adminFeePct: 23.66916,
      activeGroups: 67,
      contemplatedAccumulated: 20139,
      notContemplated: 152359,
      upToDate: 151308,
      contemplatedDelinquent: 2016,
      notContemplatedDelinquent: 19174,
      creditPending: 4596,
    });
    // The documented identity: em dia + inadimplentes = contempladas + não contempladas.
    const r = rows[0]!;
    expect(
      (r.upToDate as number) + (r.contemplatedDelinquent as number) + (r.notContemplatedDelinquent as number),
    ).toBe((r.contemplatedAccumulated as number) + (r.notContemplated as number));
    expect(rows.map((row) => row.segment)).toEqual([1, 2, 3, 4]);
    expect(rows[3]!.adminFeePct).toBe(0);
    expect(new Set(rows.map((row) => row.adminName)).size).toBe(1);
  });

  it("decodes Windows-1252 accents and keeps a zero-padded CNPJ root, even when a chunk ends inside the header", async () => {
    const row = groupRow("202408", {
      admin: "ITAÚ ADM DE CONSÓRCIOS LTDA",
      cnpj: "00000776",
      code: "A0123",
      index: "INCC",
    });
    const { rows } = await read(win1252(csv(GROUP_HEADERS, [row])), "realEstateGroups", "202408", 7);
    expect(rows[0]).toMatchObject({
      adminName: "ITAÚ ADM DE CONSÓRCIOS LTDA",
      cnpjRoot: "00000776",
      groupCode: "A0123",
      termMonths: 200,
      assembliesHeld: 40,
    });
  });

  it("reads a móveis segment code of two digits by its tens digit (32 → 3)", async () => {
    const row = groupRow("202409", { admin: "HONDA", cnpj: "03166190", code: "M7", segment: "32" });
    const { rows } = await read(win1252(csv(GROUP_HEADERS, [row])), "movableGroups", "202409");
    expect(rows[0]!.segment).toBe(3);
  });

  it("reads the UF file whose header has a stray space and starts with #Data_base", async () => {
    const { rows } = await read(
      win1252(
        csv(UF_HEADERS, [
          ufRow("202606", {
            admin: "ADEMICON ADM CONS S.A.",
            cnpj: "84911098",
            segment: 1,
            uf: "sp",
            bidQuarter: 72,
            drawQuarter: 28,
          }),
        ]),
      ),
      "uf",
      "202606",
    );
    expect(rows[0]).toMatchObject({ dataBase: "202606", uf: "SP", byBidInQuarter: 72, byDrawInQuarter: 28 });
  });

  it("reads columns by name, whatever their order", async () => {
    const order = [...SEGMENT_HEADERS.slice(1)].reverse();
    const headers = ["#" + order[0], ...order.slice(1), SEGMENT_HEADERS[0]!.slice(1)];
    const values = ADEMICON_202408[0]!.split(";");
    const reordered = [...values.slice(1)].reverse().concat(values[0]!).join(";");
    const { rows } = await read(win1252(csv(headers, [reordered])), "segments");
    expect(rows[0]).toMatchObject({ adminName: "ADEMICON ADM CONS S.A.", adminFeePct: 23.66916, upToDate: 151308 });
  });

  it("compares headers without #, accents, case or spaces", () => {
    expect(headerKey("#Nome_da_Administradora ")).toBe(headerKey("Nome_da_Administradora"));
    expect(headerKey("Quantidade_de_consorciados_ativos_contemplados_por_sorteio_no_ trimestre")).toBe(
      headerKey("Quantidade_de_consorciados_ativos_contemplados_por_sorteio_no_trimestre"),
    );
    expect(headerKey("Número_da_assembléia_geral_ordinária")).toBe(headerKey("Numero_da_assembleia_geral_ordinaria"));
  });

  it("names files, months and quarters", () => {
    expect(classifyEntry("dados/202408Bens_Moveis_Grupos.csv")).toEqual({ kind: "movableGroups", dataBase: "202408" });
    expect(classifyEntry("Significado_dos_campos_e_metricas.xlsx")).toBeNull();
    expect(dataBaseLabel("202608")).toBe("ago/2026");
    expect(quarterLabel("202606")).toBe("2º trimestre de 2026");
  });
});

describe("a CSV the importer cannot read is refused, naming the file, line and column", () => {
  it("a file saved as UTF-8", async () => {
    const bytes = Buffer.from(csv(SEGMENT_HEADERS, ADEMICON_202408), "utf8");
    await expect(read(bytes, "segments")).rejects.toThrow(
      /^Arquivo 202408X\.csv, linha 1, coluna 4: o arquivo está em UTF-8/,
    );
  });

  it("a file with a UTF-8 BOM", async () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), win1252(csv(SEGMENT_HEADERS, ADEMICON_202408))]);
    await expect(read(bytes, "segments")).rejects.toThrow(/linha 1, coluna 1: o arquivo está em UTF-8/);
  });

  it("a missing column", async () => {
    const headers = SEGMENT_HEADERS.filter((h) => h !== "Taxa_de_administração");
    const rows = ADEMICON_202408.map((r) =>
      r
        .split(";")
        .filter((_, i) => i !== 4)
        .join(";"),
    );
    await expect(read(win1252(csv(headers, rows)), "segments")).rejects.toThrow(
      'Arquivo 202408X.csv, linha 1, coluna "Taxa_de_administração": coluna ausente no cabeçalho.',
    );
  });

  it("text in a number", async () => {
    const rows = [...ADEMICON_202408];
    rows[2] = rows[2]!.replace(";14,60279;", ";quatorze;");
    await expect(read(win1252(csv(SEGMENT_HEADERS, rows)), "segments")).rejects.toThrow(
      'Arquivo 202408X.csv, linha 4, coluna "Taxa_de_administração": "quatorze" não é um número (use vírgula decimal, como 23,2).',
    );
  });

  it("a row of another data-base, and a row with a missing field", async () => {
    const other = [ADEMICON_202408[0]!.replace(";202408;", ";202407;")];
    await expect(read(win1252(csv(SEGMENT_HEADERS, other)), "segments")).rejects.toThrow(
      /linha 2, coluna "Data_base": data-base "202407" diferente/,
    );
    const short = [ADEMICON_202408[0]!.split(";").slice(0, 10).join(";")];
    await expect(read(win1252(csv(SEGMENT_HEADERS, short)), "segments")).rejects.toThrow(
      /linha 2: número de colunas diferente do cabeçalho/,
    );
  });
});

describe("the BCB's ZIPs", () => {
  it("lists the CSVs with their kind and data-base", async () => {
    const zip = await openBcbZip(
      zipOf({
        "202408Segmentos_Consolidados.csv": csv(SEGMENT_HEADERS, ADEMICON_202408),
        "Significado_dos_campos_e_metricas.xlsx": new Uint8Array([1, 2]),
      }),
      "202408Consorcios.zip",
    );
    expect(zip.csvs.map(({ kind, dataBase }) => ({ kind, dataBase }))).toEqual([
      { kind: "segments", dataBase: "202408" },
    ]);
    const { rows } = await (async () => {
      const out: BcbRow[] = [];
      await readBcbCsv(await zip.open(zip.csvs[0]!), {
        file: "x",
        kind: "segments",
        dataBase: "202408",
        onBatch: async (b) => void out.push(...b),
      });
      return { rows: out };
    })();
    zip.close();
    expect(rows).toHaveLength(4);
  });

  it("refuses a truncated ZIP", async () => {
    const bytes = zipOf({ "202408Segmentos_Consolidados.csv": csv(SEGMENT_HEADERS, ADEMICON_202408) });
    await expect(openBcbZip(bytes.subarray(0, bytes.length - 40), "202408Consorcios.zip")).rejects.toThrow(
      "Arquivo 202408Consorcios.zip: não é um ZIP completo (está truncado ou corrompido). Baixe o arquivo de novo no site do Banco Central.",
    );
  });

  it("refuses, without inflating it, an entry that expands past a sane size", async () => {
    // 8 MB of zeros in ~8 KB: a ratio no CSV reaches (real ones compress about 10×).
    const bomb = zipOf({ "202408Bens_Imoveis_Grupos.csv": new Uint8Array(8 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(64 * 1024);
    await expect(openBcbZip(bomb, "202408Consorcios.zip")).rejects.toThrow(
      /202408Bens_Imoveis_Grupos\.csv se expande para 8 MB.*recusado sem ser aberto/,
    );
  });
});
