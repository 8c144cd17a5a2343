import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { renderToBuffer } from "@react-pdf/renderer";
import fc from "fast-check";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_MODALITIES,
  IMOVEL_DEFAULT_PARAMS,
  VEICULO_DEFAULT_PARAMS,
  bestIndex,
  comparisonRows,
  compareImovel,
  compareVeiculo,
  hasSac,
  monthlyFromAnnual,
  pathResults,
  type MarketReference,
} from "~/features/simulators";
import {
  comparisonsAtBasis,
  isSimulationValidationError,
  verdictAndMarket,
  type VerdictInput,
} from "~/features/simulators/engine";
import {
  BasisRates,
  ComparisonTable,
  PathCards,
  TypedAlternativeFigures,
  TypedAlternativeLink,
} from "~/features/simulators/components";
import { basisRatesCopy } from "~/features/simulators";
import { formatBRL } from "~/lib/format";
import { shownComparison } from "./comparisons";
import { exploreFigures, proposalVariant } from "./explore";
import { ProposalDocument } from "../pdf/proposal-document";
import { proposalDraftSchema } from "./schema";
import { buildSnapshot } from "./snapshot";

/*
 * One story from the headline to the last table: every figure a client reads follows the verdict's
 * basis. The oracle: an imóvel of R$ 780 000 over 180 months at 2,2 % a.m. (29,84 % a.a.), far above
 * the Banco Central's 14,28 % a.a.; every path total on the page, in the PDF and in the simulator is
 * the engine's own comparison at the reference rate, and the typed rate's stays one labelled step away.
 */

const REFERENCE: MarketReference = {
  annualPct: 14.28,
  refMonth: "2026-07",
  series: 20772,
  sourceUrl: "https://api.bcb.gov.br/dados/serie/bcdata.sgs.20772/dados/ultimos/1?formato=json",
};
const VEHICLE_REFERENCE: MarketReference = {
  annualPct: 26.39,
  refMonth: "2026-06",
  series: 25471,
  sourceUrl: "https://api.bcb.gov.br/dados/serie/bcdata.sgs.25471/dados/ultimos/1?formato=json",
};
const ORACLE = {
  ...IMOVEL_DEFAULT_PARAMS,
  value: 780_000,
  prazo: 180,
  pricePrazo: 180,
  sacPrazo: 180,
  priceJuros: 2.2,
  sacJuros: 2.2,
};

const spaces = (text: string) => text.replace(/\u00a0/g, " ").replace(/\s+/g, " ");
const brl = (value: number) => spaces(formatBRL(value));

function snapshotOf(params: typeof ORACLE) {
  const draft = proposalDraftSchema.parse({
    client: { name: "Ana", phone: "11987654321" },
    simulation: { kind: "imovel", params },
  });
  const s = buildSnapshot(
    { ...draft, sections: { scenarios: true, modalities: false, monthTable: true } },
    DEFAULT_MODALITIES,
    REFERENCE,
  );
  return {
    version: 1,
    engineVersion: s.engineVersion,
    createdAt: new Date("2026-11-20T12:00:00Z"),
    inputs: s.inputs,
    results: s.results,
  };
}

function pdfText(bytes: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "basis-")), "proposta.pdf");
  writeFileSync(file, bytes);
  return spaces(execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }));
}

describe("the oracle: imóvel R$ 780 000, 180 months, 2,2 % a.m., reference 14,28 % a.a.", () => {
  const snapshot = snapshotOf(ORACLE);
  const monthly = monthlyFromAnnual(REFERENCE.annualPct);
  const atReference = compareImovel({ ...ORACLE, priceJuros: monthly, sacJuros: monthly });
  const atTyped = compareImovel(ORACLE);
  const totals = (c: typeof atReference) => [
    c.consorcio.summary.totalOutlay,
    c.price.summary.totalOutlay,
    c.sac.summary.totalOutlay,
  ];

  it("is a market-basis proposal whose typed-rate figures say the opposite (the contradiction this guards against)", () => {
    const { verdict } = shownComparison(snapshot);
    expect(verdict?.basis).toBe("market");
    expect(verdict?.kind).toBe("costs-more");
    expect(verdict?.typed.kind).toBe("saves");
  });

  it("the page's view-model: every path total is the engine's at the reference; the typed rate's is the labelled alternative", () => {
    const { comparisons, comparison, rates } = shownComparison(snapshot);
    expect(comparisons?.basis).toBe("market");
    expect(pathResults(comparison).map((p) => p.summary.totalOutlay)).toEqual(totals(atReference));
    expect(pathResults(comparisons!.alternative!.comparison).map((p) => p.summary.totalOutlay)).toEqual(
      totals(atTyped),
    );
    expect(rates?.alternativeLabel).toBe("Com a taxa informada, 29,84\u00a0%\u00a0a.a.");
    // And what the page renders from it: the cards' "Desembolso total" and the Comparativo's row.
    const html = spaces(
      renderToStaticMarkup(
        <>
          <BasisRates copy={rates!} />
          <PathCards paths={pathResults(comparison)} consorcio={comparison.consorcio.schedule} rate="market" />
          <ComparisonTable paths={pathResults(comparison)} withRent />
          <TypedAlternativeLink copy={rates!} href="/public/propostas/x/taxa-informada" />
          <TypedAlternativeFigures copy={rates!} comparison={comparisons!.alternative!.comparison} />
        </>,
      ),
    );
    const main = html.slice(0, html.indexOf('data-testid="typed-alternative"'));
    for (const total of totals(atReference)) expect(main).toContain(brl(total));
    // The financing totals at the typed rate are nowhere under the market headline (the consórcio's own
    // outlay does not depend on the financing rate: the same at both).
    for (const total of totals(atTyped).slice(1)) expect(main).not.toContain(brl(total));
    expect(main).toContain("à taxa média do Banco Central");
    expect(main).not.toContain("com a taxa informada");
    const alternative = html.slice(html.indexOf('data-testid="typed-alternative"'));
    expect(alternative).toContain("Com a taxa informada, 29,84 % a.a.");
    for (const total of totals(atTyped)) expect(alternative).toContain(brl(total));
  });

  it("the simulator's model (verdictAndMarket → comparisonsAtBasis): the same totals at the reference", () => {
    const input: VerdictInput = { kind: "imovel", params: ORACLE };
    const { verdict, marketComparison } = verdictAndMarket(input, REFERENCE, atTyped);
    const shown = comparisonsAtBasis(input, verdict, atTyped, marketComparison ?? undefined);
    expect(shown.shown.rate).toBe("market");
    expect(pathResults(shown.shown.comparison).map((p) => p.summary.totalOutlay)).toEqual(totals(atReference));
    expect(shown.alternative?.comparison).toBe(atTyped);
    // The verdict's own figures are those of the shown comparison, to the centavo.
    expect(verdict.market?.paths.map((p) => p.outlay)).toEqual(totals(atReference).slice(1));
  });

  it("the PDF (pdftotext): the Comparativo at the reference, the typed rate's only in its labelled section", async () => {
    const pdf = await renderToBuffer(
      <ProposalDocument
        data={{
          clientName: "Ana",
          sellerName: "Marina",
          kind: "imovel",
          snapshot,
          brand: { name: "Vértice", color: "#7c3aed", logo: null },
          contact: { name: "Marina", email: null, whatsapp: null },
          pages: [],
        }}
      />,
    );
    const text = pdfText(pdf);
    const label = "Com a taxa informada, 29,84 % a.a.";
    const split = text.indexOf(label);
    expect(split).toBeGreaterThan(-1);
    const before = text.slice(0, split);
    const after = text.slice(split);
    for (const total of totals(atReference)) expect(before).toContain(brl(total));
    for (const total of totals(atTyped).slice(1)) expect(before).not.toContain(brl(total));
    for (const total of totals(atTyped)) expect(after).toContain(brl(total));
    expect(before).toContain("O consórcio custa mais");
    // The PDF tells the reference's age as of the day it was prepared (20/11/2026).
    expect(before).toContain(
      "financiamento à taxa média do Banco Central, 14,28 % a.a., SGS 20772, de jul/2026, há 4 meses",
    );
    // The disclosures name the rate the figures run at, the typed one beside it.
    expect(text).toMatch(
      /financiamento PRICE a 1,12 % a\.m\. \(taxa média do Banco Central; taxa informada 2,20 % a\.m\.\)/,
    );
  }, 60_000);
});

describe("a typed-basis proposal names the market reference beside the typed rate", () => {
  it("taxa informada · média do Banco Central, and no alternative", () => {
    const snapshot = snapshotOf({ ...ORACLE, priceJuros: 1.05, sacJuros: 1.05 });
    const { comparisons, rates, comparison } = shownComparison(snapshot, new Date("2026-10-15T12:00:00Z"));
    expect(comparisons?.basis).toBe("typed");
    expect(comparisons?.alternative).toBeNull();
    expect(comparison).toBe(snapshot.results.comparison);
    expect(rates?.shownLine).toBe(
      "Taxa informada 13,35\u00a0%\u00a0a.a. · média do Banco Central 14,28\u00a0%\u00a0a.a., SGS 20772, de jul/2026",
    );
    // More than three months on, the same line tells the reference's age.
    expect(shownComparison(snapshot, new Date("2026-11-20T12:00:00Z")).rates?.shownLine).toBe(
      "Taxa informada 13,35\u00a0%\u00a0a.a. · média do Banco Central 14,28\u00a0%\u00a0a.a., SGS 20772, de jul/2026, há 4\u00a0meses",
    );
  });
});

/*
 * Property: over rates, kinds, bids, embutido and FGTS, no surface's "a menos / a mais" has a sign
 * other than the verdict's at its basis, and each Comparativo highlight agrees with the measure.
 */
const bem = fc.record({
  kind: fc.constantFrom("imovel" as const, "veiculo" as const),
  monthlyPct: fc.double({ min: 0.4, max: 3.2, noNaN: true }),
  referenceAnnual: fc.double({ min: 8, max: 32, noNaN: true }),
  win: fc.integer({ min: 0, max: 45 }),
  embutidoShare: fc.double({ min: 0, max: 1, noNaN: true }),
  fgts: fc.integer({ min: 0, max: 60_000 }),
  rent: fc.boolean(),
});

describe("property: the surfaces' signs and highlights follow the verdict at its basis", () => {
  it("path boxes, Comparativo's measure row and the bid explorer's net figure", () => {
    fc.assert(
      fc.property(bem, (b) => {
        const embutido = Math.min(30, Math.floor(b.win * b.embutidoShare));
        const input: VerdictInput =
          b.kind === "imovel"
            ? {
                kind: "imovel",
                params: {
                  ...IMOVEL_DEFAULT_PARAMS,
                  priceJuros: b.monthlyPct,
                  sacJuros: b.monthlyPct,
                  win: b.win,
                  embutido,
                  fgtsLance: b.win > 0 ? Math.min(b.fgts, (500_000 * (b.win - embutido)) / 100) : 0,
                  scenarios: { ...IMOVEL_DEFAULT_PARAMS.scenarios, rentWhileWaiting: b.rent },
                },
              }
            : {
                kind: "veiculo",
                params: { ...VEICULO_DEFAULT_PARAMS, priceJuros: b.monthlyPct, win: b.win, embutido },
              };
        const reference = { ...(b.kind === "imovel" ? REFERENCE : VEHICLE_REFERENCE), annualPct: b.referenceAnnual };
        let typed;
        try {
          typed = input.kind === "imovel" ? compareImovel(input.params) : compareVeiculo(input.params);
        } catch (error) {
          if (isSimulationValidationError(error)) return; // outside the engine's rules: no proposal to show
          throw error;
        }
        const { verdict, marketComparison } = verdictAndMarket(input, reference, typed);
        const { shown } = comparisonsAtBasis(input, verdict, typed, marketComparison ?? undefined);
        const claim = shown.claim;
        const paths = pathResults(shown.comparison);
        // Each "a menos / a mais" box: its sign is the verdict's at the basis for that path.
        for (const p of paths) {
          if (!p.savings) continue;
          const financing = claim.paths.find((f) => f.system === p.key.toUpperCase())!;
          expect(Math.sign(p.savings.amount)).toBe(Math.sign(financing.outlay - claim.consorcioOutlay));
        }
        // The claim's own path's box has the claim's sign.
        const claimBox = paths.find((p) => p.key === claim.financing.system.toLowerCase())!;
        if (claim.kind !== "even") expect(claimBox.savings!.amount > 0).toBe(claim.kind === "saves");
        // The Comparativo: the measure's row marks the path the verdict names; rows that leave the rent out rank nothing.
        const rows = comparisonRows(paths, hasSac(shown.comparison));
        const outlay = rows.find((r) => r.label === "Desembolso total")!;
        const best = bestIndex(outlay);
        if (claim.kind === "saves") expect(best).toBe(0);
        if (claim.kind === "costs-more") expect(best === null ? null : paths[best]!.key).not.toBe("consorcio");
        if (best !== null) expect(outlay.values[best]).toBe(Math.min(...outlay.values));
        const rent = paths[0]!.summary.rentPaidWhileWaiting;
        for (const label of ["Total pago", "Custo além do bem"]) {
          const row = rows.find((r) => r.label === label)!;
          if (rent > 0) expect(row.better).toBeNull();
        }
        // The bid explorer at the proposal's own bid (no odds: no rent spared): its one net figure is the claim.
        const bounds = {
          bidMinPct: 0,
          bidMaxPct: 100,
          embutidoMaxPct: 30,
          fgts: input.kind === "imovel",
          term: null,
          prazo: input.params.prazo,
        };
        const figures = exploreFigures(
          input.kind,
          input.params,
          proposalVariant(input.params),
          bounds,
          null,
          reference,
        );
        if (figures.ok) {
          expect(figures.net.kind).toBe(claim.kind);
          expect(Math.sign(figures.net.difference)).toBe(Math.sign(claim.difference));
        }
      }),
      { numRuns: 60, seed: 37 },
    );
  });
});

it("basisRatesCopy under a market headline labels the typed rate as the alternative", () => {
  const { verdict } = verdictAndMarket({ kind: "imovel", params: ORACLE }, REFERENCE);
  const copy = basisRatesCopy(verdict);
  expect(copy.basis).toBe("market");
  expect(copy.alternativeLabel).toBe("Com a taxa informada, 29,84\u00a0%\u00a0a.a.");
});
