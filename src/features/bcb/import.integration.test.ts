// The BCB importer on the real PostgreSQL: months accumulate, a re-import replaces its month at once,
// a refused file keeps what was imported before, and a group's profile reads across months.
import { beforeEach, describe, expect, it } from "vitest";
import { makeAccount, signIn } from "~/test/account-fixtures";
import {
  ADEMICON_202408,
  csv,
  GROUP_HEADERS,
  groupRow,
  monthlyZip,
  SEGMENT_HEADERS,
  segmentRow,
  ufRow,
  ufZip,
  zipOf,
} from "~/test/bcb-files";
import { callerFor, testDb } from "~/test/db";
import { bcbGroupProfile, bcbLanceSplit, findBcbGroups, importBcbZip, newestMonth } from "./server";

const ITAU = { admin: "ITAÚ ADM DE CONSÓRCIOS LTDA", cnpj: "00000776" };
const ADEMICON = { admin: "ADEMICON ADM CONS S.A.", cnpj: "84911098" };

function month(dataBase: string, { contemplated = 12, extraGroups = 0 } = {}) {
  return monthlyZip(dataBase, {
    segments: [
      segmentRow(dataBase, { ...ITAU, segment: 1, fee: "17,50000", excluded: 30000, active: [90000, 1000, 9000] }),
      segmentRow(dataBase, { ...ADEMICON, segment: 1, fee: "23,66916" }),
      segmentRow(dataBase, { admin: "CAIXA CONSÓRCIOS", cnpj: "05349595", segment: 1, fee: "15,00000" }),
    ],
    groups: [
      groupRow(dataBase, {
        ...ITAU,
        code: "1234",
        contemplatedInMonth: contemplated,
        upToDate: 2800,
        contemplatedDelinquent: 50,
        notContemplatedDelinquent: 150,
      }),
      groupRow(dataBase, { ...ADEMICON, code: "1234" }),
      ...Array.from({ length: extraGroups }, (_, i) => groupRow(dataBase, { ...ADEMICON, code: `X${i}` })),
    ],
  });
}

const counts = async () => ({
  imports: await testDb.bcbImport.count({ where: { state: "current" } }),
  groups: await testDb.bcbGroup.count(),
  segments: await testDb.bcbSegment.count(),
});

beforeEach(async () => {
  for (const table of ["BcbSegment", "BcbGroup", "BcbUf", "BcbImport"])
    await testDb.$executeRawUnsafe(`DELETE FROM "${table}"`);
});

describe("BCB importer", () => {
  it("imports two months, keeps both, and a group's history runs across them", async () => {
    const first = await importBcbZip(testDb, month("202606", { contemplated: 9 }), {
      file: "202606Consorcios.zip",
      origin: "cli",
      pauseMs: 0,
    });
    expect(first).toMatchObject({ kind: "monthly", dataBase: "202606", rows: 5 });
    await importBcbZip(testDb, month("202607", { contemplated: 14 }), {
      file: "202607Consorcios.zip",
      origin: "cli",
      pauseMs: 0,
    });
    expect(await newestMonth(testDb)).toBe("202607");
    expect(await counts()).toEqual({ imports: 2, groups: 4, segments: 6 });

    const found = await findBcbGroups(testDb, { admin: "itaú", group: " 1234 " });
    expect(found).toEqual({
      dataBase: "202607",
      matches: [{ cnpjRoot: "00000776", adminName: "ITAÚ ADM DE CONSÓRCIOS LTDA", groupCode: "1234", segment: 1 }],
    });
    expect((await findBcbGroups(testDb, { admin: "776", group: "1234" })).matches).toHaveLength(1);
    // Two administradoras have a group 1234: the seller chooses.
    expect((await findBcbGroups(testDb, { admin: "", group: "1234" })).matches.map((m) => m.cnpjRoot)).toEqual([
      "84911098",
      "00000776",
    ]);

    const profile = await bcbGroupProfile(testDb, { cnpjRoot: "00000776", groupCode: "1234" });
    expect(profile).toMatchObject({
      status: "found",
      dataBase: "202607",
      label: "jul/2026",
      adminName: "ITAÚ ADM DE CONSÓRCIOS LTDA",
      termMonths: 200,
      assembliesHeld: 40,
      activeQuotas: 3000,
      adminFeePct: 18,
      // Fees 15, 17,5 and 23,66916 across the segment's administradoras.
      segmentMedianFeePct: 17.5,
      segmentAdministradoras: 3,
      admin: { activeGroups: 50, activeQuotas: 100000, exclusionPct: (30000 / 130000) * 100 },
      months: [
        { dataBase: "202606", label: "jun/2026", contemplated: 9, activeQuotas: 3000 },
        { dataBase: "202607", label: "jul/2026", contemplated: 14, activeQuotas: 3000 },
      ],
    });
    expect(profile.status === "found" && profile.delinquencyPct).toBeCloseTo((200 / 3000) * 100);
  });

  it("a re-import replaces its month at once; a refused file keeps what was there", async () => {
    await importBcbZip(testDb, month("202607", { contemplated: 14 }), {
      file: "202607Consorcios.zip",
      origin: "cli",
      pauseMs: 0,
    });
    await importBcbZip(testDb, month("202607", { contemplated: 21, extraGroups: 3 }), {
      file: "202607Consorcios.zip",
      origin: "admin",
      pauseMs: 0,
      batchSize: 2,
    });
    expect(await counts()).toEqual({ imports: 1, groups: 5, segments: 3 });
    const profile = await bcbGroupProfile(testDb, { cnpjRoot: "00000776", groupCode: "1234" });
    expect(profile.status === "found" && profile.months).toEqual([
      { dataBase: "202607", label: "jul/2026", contemplated: 21, activeQuotas: 3000 },
    ]);

    // A third upload of the month whose 5th group row has text in a number: refused, nothing of it kept.
    const bad = monthlyZip("202607", {
      segments: [segmentRow("202607", { ...ITAU, segment: 1, fee: "17,50000" })],
      groups: [
        ...Array.from({ length: 4 }, (_, i) => groupRow("202607", { ...ITAU, code: `N${i}` })),
        groupRow("202607", { ...ITAU, code: "N9", term: "duzentos" as never }),
      ],
    });
    await expect(
      importBcbZip(testDb, bad, { file: "202607Consorcios.zip", origin: "admin", pauseMs: 0, batchSize: 2 }),
    ).rejects.toThrow(
      'Arquivo 202607Bens_Imoveis_Grupos.csv, linha 6, coluna "Prazo_do_grupo_em_meses": "duzentos" não é um número inteiro.',
    );
    expect(await counts()).toEqual({ imports: 1, groups: 5, segments: 3 });
    expect(await testDb.bcbImport.findFirst({ where: { state: "failed" }, select: { error: true } })).toEqual({
      error: expect.stringContaining("linha 6"),
    });
    const again = await bcbGroupProfile(testDb, { cnpjRoot: "00000776", groupCode: "1234" });
    expect(again.status === "found" && again.months[0]!.contemplated).toBe(21);
  });

  it("an import a killed process left loading is cleared by the next one", async () => {
    const stale = await testDb.bcbImport.create({
      data: {
        kind: "monthly",
        dataBase: "202605",
        fileName: "x.zip",
        origin: "job",
        createdAt: new Date(Date.now() - 2 * 3600_000),
      },
    });
    await testDb.bcbGroup.createMany({
      data: [
        {
          importId: stale.id,
          dataBase: "202605",
          cnpjRoot: "1",
          adminName: "A",
          groupCode: "g",
          segment: 1,
          assembliesHeld: 1,
          correctionIndex: "",
          adminFeePct: 1,
          termMonths: 1,
          upToDate: 1,
          contemplatedDelinquent: 0,
          notContemplatedDelinquent: 0,
          contemplatedInMonth: 0,
          excluded: 0,
          paidOff: 0,
          creditPending: 0,
        },
      ],
    });
    await importBcbZip(testDb, month("202607"), { file: "202607Consorcios.zip", origin: "cli", pauseMs: 0 });
    expect(await testDb.bcbGroup.count({ where: { importId: stale.id } })).toBe(0);
    expect(await testDb.bcbImport.findUnique({ where: { id: stale.id }, select: { state: true } })).toEqual({
      state: "failed",
    });
  });

  it("refuses ZIPs that are not a BCB month, keeping what was there", async () => {
    await importBcbZip(testDb, month("202607"), { file: "202607Consorcios.zip", origin: "cli", pauseMs: 0 });
    const onlySegments = zipOf({
      "202608Segmentos_Consolidados.csv": csv(SEGMENT_HEADERS, [ADEMICON_202408[0]!.replace("202408", "202608")]),
    });
    await expect(importBcbZip(testDb, onlySegments, { file: "202608Consorcios.zip", origin: "admin" })).rejects.toThrow(
      "Arquivo 202608Consorcios.zip: falta 202608Bens_Imoveis_Grupos.csv, que todo ZIP mensal do Banco Central traz.",
    );
    const utf8 = zipOf({
      "202608Segmentos_Consolidados.csv": csv(SEGMENT_HEADERS, []),
      "202608Bens_Imoveis_Grupos.csv": Buffer.from(
        csv(GROUP_HEADERS, [groupRow("202608", { ...ITAU, code: "1" })]),
        "utf8",
      ),
    });
    await expect(
      importBcbZip(testDb, utf8, { file: "202608Consorcios.zip", origin: "admin", pauseMs: 0 }),
    ).rejects.toThrow(/^Arquivo 202608Bens_Imoveis_Grupos\.csv, linha 1, coluna 4: o arquivo está em UTF-8/);
    const truncated = month("202608");
    await expect(
      importBcbZip(testDb, truncated.subarray(0, truncated.length - 30), {
        file: "202608Consorcios.zip",
        origin: "admin",
      }),
    ).rejects.toThrow(/não é um ZIP completo/);
    expect(await newestMonth(testDb)).toBe("202607");
    expect(await counts()).toEqual({ imports: 1, groups: 2, segments: 3 });
    expect(await testDb.bcbGroup.count({ where: { dataBase: "202608" } })).toBe(0);
  });

  it("a group missing from the newest month says which month; the quarterly split reads the UF file", async () => {
    await importBcbZip(testDb, month("202606"), { file: "202606Consorcios.zip", origin: "cli", pauseMs: 0 });
    expect(await bcbGroupProfile(testDb, { cnpjRoot: "00000776", groupCode: "9999" })).toEqual({
      status: "missing",
      dataBase: "202606",
      label: "jun/2026",
    });
    await importBcbZip(
      testDb,
      ufZip("202606", [ufRow("202606", { ...ITAU, segment: 1, uf: "SP", bidQuarter: 72, drawQuarter: 28 })]),
      { file: "202606Consorcios_UF.zip", origin: "cli", pauseMs: 0 },
    );
    expect(await bcbLanceSplit(testDb, { cnpjRoot: "00000776", segment: 1, uf: "sp" })).toMatchObject({
      quarter: "2º trimestre de 2026",
      uf: "SP",
      bidPct: 72,
      byBid: 72,
      byDraw: 28,
    });
    expect(await bcbLanceSplit(testDb, { cnpjRoot: "00000776", segment: 1, uf: "RJ" })).toBeNull();
    // The UF file is its own kind: the monthly newest month is unchanged.
    expect(await newestMonth(testDb)).toBe("202606");
  });

  it("another account's requests run during an import of 6 000 groups, none failing", async () => {
    const { owner } = await makeAccount();
    const caller = callerFor(await signIn(owner));
    const big = month("202605", { extraGroups: 6000 });
    await caller.groups.list();
    const importing = importBcbZip(testDb, big, { file: "202605Consorcios.zip", origin: "admin" });
    const started = Date.now();
    const answers: number[] = [];
    let done = false;
    void importing.finally(() => (done = true)).catch(() => undefined);
    while (!done) {
      const t0 = Date.now();
      await caller.groups.list();
      answers.push(Date.now() - t0);
    }
    await importing;
    expect(await testDb.bcbGroup.count({ where: { dataBase: "202605" } })).toBe(6002);
    expect(answers.length).toBeGreaterThan(3);
    // Each request answered while the import ran, none waiting on it for long.
    expect(Math.max(...answers)).toBeLessThan(1000);
    expect(Date.now() - started).toBeLessThan(25_000);
  });
});
