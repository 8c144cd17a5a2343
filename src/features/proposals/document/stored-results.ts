import {
  BID_BASES,
  CORRECTION_INDEXES,
  MODALITY_KEYS,
  type ImovelComparison,
  type ModalityBid,
  type Serialised,
  type VeiculoComparison,
} from "~/features/simulators";
import * as z from "zod";
import "~/lib/zod-locale";

/*
 * A proposal version's `results` as PostgreSQL stores them: the engine's output through JSON. The
 * engine's typed columns (`schedule.columns`) are non-enumerable and never stored; rows and series
 * are plain arrays. Each engine version that ever wrote a snapshot keeps its reader here, so a
 * proposal saved years ago still opens after the engine changes: when ENGINE_VERSION is bumped and
 * the results' shape changes, freeze the current schema as that version's, add the new one, and
 * make the old reader return the current shape (a unit test fails while ENGINE_VERSION has none).
 */

const n = z.number();
const summary = z.object({
  firstInstalment: n,
  highestInstalment: n,
  lastPaymentMonth: n,
  totalPaid: n,
  costBeyondBem: n,
  rentPaidWhileWaiting: n,
  totalOutlay: n,
  wealthAtEnd: n,
  wealthMonth: n,
});
const savings = z.object({ amount: n, pct: n.nullable() });
const consorcioPath = z.object({
  schedule: z.object({
    rows: z.array(z.object({ month: n, credit: n, instalment: n, bid: n })),
    totals: z.object({ paid: n, bid: n, creditReceived: n, cost: n }),
  }),
  summary,
});
const financingPath = z.object({
  downPayment: n,
  principal: n,
  schedule: z.object({
    rows: z.array(z.object({ month: n, correctedBalance: n, interest: n, amortization: n, instalment: n, balance: n })),
    totals: z.object({ paid: n, interest: n, trCorrection: n }),
  }),
  summary,
});
const assetValue = z.object({ purchaseMonth: n, purchaseValue: n, endMonth: n, valueAtEnd: n, change: n });
const rentalIncome = z.object({
  startMonth: n,
  endMonth: n,
  months: n,
  firstRent: n,
  totalRent: n,
  reinvested: n,
  investedBalance: n,
  firstCoveragePct: n.nullable(),
  coveragePct: n.nullable(),
});
const investInstead = z.object({
  monthlyRatePct: n,
  contributed: n,
  balanceAtEnd: n,
  endMonth: n,
  propertyValueAtEnd: n,
  difference: n,
});
const imovelPoint = z.object({ month: n, consorcio: n, price: n, sac: n });
const veiculoPoint = z.object({ month: n, consorcio: n, price: n });

const imovelComparison = z.object({
  consorcio: consorcioPath,
  price: financingPath,
  sac: financingPath,
  savings: z.object({ overPrice: savings, overSac: savings }),
  series: z.object({ instalments: z.array(imovelPoint), cumulativePaid: z.array(imovelPoint) }),
  scenarios: z.object({
    rentWhileWaiting: z.object({ months: n, firstRent: n, lastRent: n, total: n }).nullable(),
    appreciation: z.object({ consorcio: assetValue, price: assetValue, sac: assetValue }).nullable(),
    rentalIncome: z.object({ consorcio: rentalIncome, price: rentalIncome, sac: rentalIncome }).nullable(),
    investInstead: investInstead.nullable(),
  }),
});
const veiculoComparison = z.object({
  consorcio: consorcioPath,
  price: financingPath,
  savings: z.object({ overPrice: savings }),
  series: z.object({ instalments: z.array(veiculoPoint), cumulativePaid: z.array(veiculoPoint) }),
  scenarios: z.object({
    depreciation: z.object({ consorcio: assetValue, price: assetValue }).nullable(),
    investInstead: investInstead.nullable(),
  }),
});
const modalityBid = z.object({
  key: z.enum(MODALITY_KEYS),
  percent: n,
  title: z.string(),
  description: z.string(),
  source: z.string().nullish(),
  readOn: z.string().nullish(),
  bidKind: z.enum(["none", "simulationBid", "instalments"]),
  contemplationMonth: n,
  creditAtContemplation: n,
  bidPct: n,
  bidValue: n,
  eligible: z.boolean(),
  feasible: z.boolean(),
  instalmentAfterBid: n.nullable(),
  instalmentsRemoved: n.nullable(),
});

/** The results of engine 2026.11.1 (the first stored shape). */
const resultsV1 = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("imovel"), comparison: imovelComparison, modalities: z.array(modalityBid) }),
  z.object({ kind: z.literal("veiculo"), comparison: veiculoComparison, modalities: z.array(modalityBid) }),
]);

/*
 * Engine 2026.11.2: the consórcio's totals gained the lance embutido and the seguro
 * prestamista, its rows the seguro (only when there is one), the path its `details` and `honestCost`;
 * each financing path its monthly rate, `costs` (insurance and fees), SFH `warnings` and `cet`.
 */
const instalmentPart = z.object({ value: n, pct: n });
const consorcioDetails = z.object({
  correctionIndex: z.enum(CORRECTION_INDEXES),
  bid: z.object({
    base: z.enum(BID_BASES),
    total: n,
    own: n,
    embutido: n,
    fgts: n,
    pctOfCredit: n,
    pctOfBase: n,
    creditInForce: n,
    creditInHand: n,
  }),
  afterBid: z.object({
    reduzParcela: z.object({ instalment: n, lastMonth: n, instalmentsRemoved: n }),
    reduzPrazo: z.object({ instalment: n, lastMonth: n, instalmentsRemoved: n }),
  }),
  firstInstalment: z.object({
    fundoComum: instalmentPart,
    taxaAdministracao: instalmentPart,
    fundoReserva: instalmentPart,
    seguro: instalmentPart,
    total: n,
  }),
  fgtsInstalments: z.object({ pct: n, firstMonth: n, months: n, total: n }).nullable(),
  // Added after 2026.11.2's first snapshots: absent there, read as not used.
  fgtsPayoff: z
    .object({
      amount: n,
      month: n,
      balanceBefore: n,
      used: n,
      leftover: n,
      settled: z.boolean(),
      after: z.object({
        reduzParcela: z.object({ instalment: n, lastMonth: n, instalmentsRemoved: n }),
        reduzPrazo: z.object({ instalment: n, lastMonth: n, instalmentsRemoved: n }),
      }),
    })
    .nullable()
    .default(null),
});
const consorcioCostView = z.object({
  totalPaid: n,
  creditReceived: n,
  difference: n,
  differencePct: n.nullable(),
  rateAnnualPct: n,
  presentValue: z.object({ paid: n, credit: n, cost: n }).nullable(),
});
const consorcioPathV2 = z.object({
  schedule: z.object({
    rows: z.array(z.object({ month: n, credit: n, instalment: n, bid: n, insurance: n.optional() })),
    totals: z.object({ paid: n, bid: n, embutido: n, insurance: n, creditReceived: n, cost: n }),
  }),
  summary,
  details: consorcioDetails.optional(),
  honestCost: consorcioCostView.optional(),
});
const cetPart = z.object({ value: n, pct: n });
const financingPathV2 = financingPath.extend({
  monthlyRatePct: n.optional(),
  costs: z.object({ mip: n, dfi: n, adminFees: n, upfrontFees: n, firstMonth: n }).nullable().optional(),
  warnings: z.array(z.string()).optional(),
  cet: z
    .object({
      cetAnnualPct: n,
      nominalAnnualPct: n,
      parts: z.object({
        interest: cetPart,
        trCorrection: cetPart,
        mip: cetPart,
        dfi: cetPart,
        adminFees: cetPart,
        upfrontFees: cetPart,
      }),
      totalCost: n,
    })
    .nullable()
    .optional(),
});
const resultsV2 = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("imovel"),
    comparison: imovelComparison.extend({ consorcio: consorcioPathV2, price: financingPathV2, sac: financingPathV2 }),
    modalities: z.array(modalityBid),
  }),
  z.object({
    kind: z.literal("veiculo"),
    comparison: veiculoComparison.extend({ consorcio: consorcioPathV2, price: financingPathV2 }),
    modalities: z.array(modalityBid),
  }),
]);

/** The current stored shape: what the proposal pages, the PDF and `proposals.get` work with. */
export const storedResultsSchema = resultsV2;
export type StoredResults = z.infer<typeof storedResultsSchema>;

/** Version 1 in today's shape: engine 2026.11.1 had no lance embutido and no seguro, so both are 0. */
function upgradeV1(results: z.infer<typeof resultsV1>): StoredResults {
  const { consorcio } = results.comparison;
  const upgraded = {
    ...consorcio,
    schedule: { ...consorcio.schedule, totals: { ...consorcio.schedule.totals, embutido: 0, insurance: 0 } },
  };
  return results.kind === "imovel"
    ? { ...results, comparison: { ...results.comparison, consorcio: upgraded } }
    : { ...results, comparison: { ...results.comparison, consorcio: upgraded } };
}

/** The engine's output for a proposal, as computed (typed columns attached). */
export type SnapshotResults =
  | { kind: "imovel"; comparison: ImovelComparison; modalities: ModalityBid[] }
  | { kind: "veiculo"; comparison: VeiculoComparison; modalities: ModalityBid[] };

// Compile-time proof that today's schema is exactly what JSON keeps of today's engine output: an
// engine change that alters the results' shape stops the build here (bump ENGINE_VERSION, add a reader).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const currentShapeMatches: Same<StoredResults, Serialised<SnapshotResults>> = true;
void currentShapeMatches;

/** One reader per engine version that stored results; each returns the current shape. */
const READERS: Readonly<Record<string, (json: unknown) => StoredResults>> = {
  "2026.11.1": (json) => upgradeV1(resultsV1.parse(json)),
  "2026.11.2": (json) => resultsV2.parse(json),
};

export class UnreadableResultsError extends Error {
  constructor(
    readonly engineVersion: string,
    cause?: unknown,
  ) {
    super(`Stored results of engine ${engineVersion} do not read`, { cause });
  }
}

/** The stored results of a version, checked against the schema of the engine that wrote them. */
export function readStoredResults(engineVersion: string, json: unknown): StoredResults {
  const read = READERS[engineVersion];
  if (!read) throw new UnreadableResultsError(engineVersion);
  try {
    return read(json);
  } catch (error) {
    throw new UnreadableResultsError(engineVersion, error);
  }
}

/** Engine versions with a reader (tests check ENGINE_VERSION is one of them). */
export const READABLE_ENGINE_VERSIONS: readonly string[] = Object.keys(READERS);
