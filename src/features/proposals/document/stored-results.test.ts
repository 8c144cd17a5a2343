import { describe, expect, it } from "vitest";
import {
  DEFAULT_MODALITIES,
  ENGINE_VERSION,
  IMOVEL_DEFAULT_PARAMS,
  VEICULO_DEFAULT_PARAMS,
  compareImovel,
  compareVeiculo,
  modalityBids,
} from "~/features/simulators/engine";
// Written by engine 2026.11.1 (imóvel 24 months, veículo 18) and committed: it must keep reading
// whatever the engine becomes, as the proposals saved with it do.
import v1 from "./fixtures/stored-results-2026.11.1.json";
import { READABLE_ENGINE_VERSIONS, UnreadableResultsError, readStoredResults } from "./stored-results";

const asStored = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe("stored results, read by the engine version that wrote them", () => {
  it("today's ENGINE_VERSION has a reader (bumping it means adding one)", () => {
    expect(READABLE_ENGINE_VERSIONS).toContain(ENGINE_VERSION);
  });

  it("the committed version-1 fixture reads, every figure as stored", () => {
    const imovel = readStoredResults("2026.11.1", v1.imovel);
    const veiculo = readStoredResults("2026.11.1", v1.veiculo);
    // Every stored figure as it was; the only additions are the totals engine 2026.11.1 did not have
    // (no lance embutido, no seguro prestamista then: both 0).
    const withZeroTotals = <T extends typeof v1.imovel | typeof v1.veiculo>(stored: T) => ({
      ...stored,
      comparison: {
        ...stored.comparison,
        consorcio: {
          ...stored.comparison.consorcio,
          schedule: {
            ...stored.comparison.consorcio.schedule,
            totals: { ...stored.comparison.consorcio.schedule.totals, embutido: 0, insurance: 0 },
          },
        },
      },
    });
    expect(imovel).toEqual(withZeroTotals(v1.imovel));
    expect(veiculo).toEqual(withZeroTotals(v1.veiculo));
    if (imovel.kind !== "imovel" || veiculo.kind !== "veiculo") throw new Error("kind");
    expect(imovel.comparison.consorcio.schedule.rows).toHaveLength(24);
    expect(imovel.comparison.consorcio.schedule.rows[0]).toEqual({
      month: 1,
      credit: 500_000,
      instalment: 25_625,
      bid: 0,
    });
    expect(imovel.comparison.sac.schedule.rows).toHaveLength(30);
    expect(veiculo.comparison).not.toHaveProperty("sac");
    expect(veiculo.modalities.map((m) => m.key)).toEqual([
      "sorteio",
      "fixo",
      "fidelidade1",
      "fidelidade2",
      "fidelidade3",
      "especial50",
    ]);
  });

  it("today's engine output, through JSON, reads under ENGINE_VERSION with nothing dropped", () => {
    for (const results of [
      {
        kind: "imovel",
        comparison: compareImovel(IMOVEL_DEFAULT_PARAMS),
        modalities: modalityBids(IMOVEL_DEFAULT_PARAMS, DEFAULT_MODALITIES),
      },
      {
        kind: "veiculo",
        comparison: compareVeiculo(VEICULO_DEFAULT_PARAMS),
        modalities: modalityBids(VEICULO_DEFAULT_PARAMS, DEFAULT_MODALITIES),
      },
      // The seller's source and date of the modality percents are kept with the proposal.
      {
        kind: "imovel",
        comparison: compareImovel(IMOVEL_DEFAULT_PARAMS),
        modalities: modalityBids(
          IMOVEL_DEFAULT_PARAMS,
          DEFAULT_MODALITIES.map((m) => ({ ...m, source: "extrato da administradora", readOn: "2026-10-15" })),
        ),
      },
    ]) {
      const stored = asStored(results);
      expect(readStoredResults(ENGINE_VERSION, stored)).toEqual(stored);
      expect(stored).not.toHaveProperty("comparison.consorcio.schedule.columns");
    }
  });

  it.each([
    ["an unknown engine version", "1999.1.1", v1.imovel],
    [
      "a row with a missing figure",
      "2026.11.1",
      {
        ...v1.imovel,
        comparison: {
          ...v1.imovel.comparison,
          consorcio: {
            ...v1.imovel.comparison.consorcio,
            schedule: { ...v1.imovel.comparison.consorcio.schedule, rows: [{ month: 1, credit: 1 }] },
          },
        },
      },
    ],
    ["a kind that does not exist", "2026.11.1", { ...v1.imovel, kind: "barco" }],
    ["not an object", "2026.11.1", "[]"],
  ])("%s is an UnreadableResultsError naming the version", (_label, version, json) => {
    expect(() => readStoredResults(version, json)).toThrow(UnreadableResultsError);
    expect(() => readStoredResults(version, json)).toThrow(version);
  });
});
