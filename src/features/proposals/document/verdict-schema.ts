import * as z from "zod";

// The verdict (features/simulators/engine/verdict.ts) as a proposal version stores it in its inputs.
const n = z.number();
const financing = z.object({
  system: z.enum(["PRICE", "SAC"]),
  monthlyRatePct: n,
  annualRatePct: n,
  outlay: n,
  wealthAtEnd: n,
  wealthMonth: n,
});
const verdictKinds = z.enum(["saves", "costs-more", "even"]);
const comparison = z.object({
  kind: verdictKinds,
  consorcioOutlay: n,
  financing,
  paths: z.array(financing),
  difference: n,
  differencePct: n.nullable(),
  wealth: z.object({ consorcio: n, financing: n, difference: n, consorcioMonth: n, financingMonth: n }),
});

export const storedVerdictSchema = z.object({
  kind: verdictKinds,
  basis: z.enum(["typed", "market"]),
  typed: comparison,
  market: comparison.nullable(),
  // The reference as the rates feature gave it: month, series, source and whether it was stale then
  // (the surfaces say its age as of when they are read).
  reference: z
    .object({ annualPct: n, refMonth: z.string(), series: n, sourceUrl: z.string(), stale: z.boolean().optional() })
    .nullable(),
  band: z.object({ ratio: n.nullable(), limitRatio: n, typedAnnualPct: n, above: z.boolean() }),
  consorcio: z.object({
    creditReceived: n,
    creditInHand: n,
    embutido: n,
    fgtsUsed: n,
    rentPaidWhileWaiting: n,
    contemplationMonth: n,
  }),
});
