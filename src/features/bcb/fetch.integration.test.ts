// The monthly fetch against a local fake of the Banco Central's address: a published month is
// imported, a month not yet published (404) is no error, a hang times out and keeps what was stored.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { groupRow, monthlyZip, segmentRow, ufRow, ufZip } from "~/test/bcb-files";
import { testDb } from "~/test/db";
import { type FakeBcbFiles, startFakeBcbFiles } from "~/test/fake-bcb-files";
import { metrics } from "~/platform/metrics";
import { fetchNewestBcbMonth, newestMonth } from "./server";

const ADMIN = { admin: "ADMINISTRADORA TESTE LTDA", cnpj: "01234567" };
const month = (dataBase: string) =>
  monthlyZip(dataBase, {
    segments: [segmentRow(dataBase, { ...ADMIN, segment: 1, fee: "18,0" })],
    groups: [groupRow(dataBase, { ...ADMIN, code: "77" })],
  });
// 20 November 2026 in São Paulo: the newest month that could be out is 202610.
const NOW = new Date("2026-11-20T12:00:00-03:00");
const gauge = async (name: string) => (await metrics().registry.getSingleMetric(name)!.get()).values[0]?.value;

let bcb: FakeBcbFiles;
beforeAll(async () => {
  bcb = await startFakeBcbFiles();
});
afterAll(async () => {
  await bcb.close();
});
beforeEach(async () => {
  for (const table of ["BcbSegment", "BcbGroup", "BcbUf", "BcbImport"])
    await testDb.$executeRawUnsafe(`DELETE FROM "${table}"`);
  bcb.files.clear();
  bcb.hang.clear();
  bcb.requests.length = 0;
});

describe("the monthly fetch of the BCB's consórcio files", () => {
  it("imports the newest published month; the months not yet published (404) are no error", async () => {
    bcb.files.set("/dados-consolidados/202608Consorcios.zip", month("202608"));
    bcb.files.set("/dados-consolidados/202607Consorcios.zip", month("202607"));
    bcb.files.set(
      "/dados-por-unidade-da-federacao/202606Consorcios_UF.zip",
      ufZip("202606", [ufRow("202606", { ...ADMIN, segment: 1, uf: "SP", bidQuarter: 7, drawQuarter: 3 })]),
    );
    const outcome = await fetchNewestBcbMonth(testDb, { baseUrl: bcb.url, now: NOW, timeoutMs: 2000 });
    expect(outcome).toEqual({ monthly: "202608", quarterly: "202606", monthsBehind: 3 });
    expect(bcb.requests).toEqual([
      "/dados-consolidados/202610Consorcios.zip",
      "/dados-consolidados/202609Consorcios.zip",
      "/dados-consolidados/202608Consorcios.zip",
      "/dados-por-unidade-da-federacao/202609Consorcios_UF.zip",
      "/dados-por-unidade-da-federacao/202606Consorcios_UF.zip",
    ]);
    expect(await newestMonth(testDb)).toBe("202608");
    expect(await gauge("bcb_consorcios_stale")).toBe(0);

    // The next run asks only for the months after the stored one; none is out yet.
    bcb.requests.length = 0;
    expect(await fetchNewestBcbMonth(testDb, { baseUrl: bcb.url, now: NOW, timeoutMs: 2000 })).toEqual({
      monthly: null,
      quarterly: null,
      monthsBehind: 3,
    });
    expect(bcb.requests).toEqual([
      "/dados-consolidados/202610Consorcios.zip",
      "/dados-consolidados/202609Consorcios.zip",
      "/dados-por-unidade-da-federacao/202609Consorcios_UF.zip",
    ]);
  });

  it("a hang times out, fails the run and keeps what was stored; the stale alert says the data is old", async () => {
    bcb.files.set("/dados-consolidados/202606Consorcios.zip", month("202606"));
    await fetchNewestBcbMonth(testDb, {
      baseUrl: bcb.url,
      now: new Date("2026-08-20T12:00:00-03:00"),
      timeoutMs: 2000,
    });
    expect(await newestMonth(testDb)).toBe("202606");

    bcb.hang.add("/dados-consolidados/202610Consorcios.zip");
    const started = Date.now();
    await expect(fetchNewestBcbMonth(testDb, { baseUrl: bcb.url, now: NOW, timeoutMs: 500 })).rejects.toThrow(
      /timeout|aborted/i,
    );
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await newestMonth(testDb)).toBe("202606");
    // November against June: 5 months behind, past the 3 the alert allows.
    expect(await gauge("bcb_consorcios_months_behind")).toBe(5);
    expect(await gauge("bcb_consorcios_stale")).toBe(1);
  });

  it("a server error fails the run (pg-boss retries it)", async () => {
    const failing = async () => new Response("erro", { status: 503 });
    await expect(
      fetchNewestBcbMonth(testDb, { baseUrl: bcb.url, now: NOW, timeoutMs: 500, fetchImpl: failing }),
    ).rejects.toThrow("respondeu 503");
    expect(await gauge("bcb_consorcios_stale")).toBe(1);
  });
});
