import { describe, expect, it } from "vitest";
import { IMOVEL_DEFAULT_PARAMS, VEICULO_DEFAULT_PARAMS } from "./defaults";
import type { ImovelParams, VeiculoParams } from "./types";
import { toImovelSimulation, toModalityTerms, toVeiculoSimulation } from "./vocabulary";

// Every numeric seed field gets its own value, so a field mapped to the wrong English name shows.
function distinct<T extends object>(params: T): T {
  let n = 1;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(params)) out[key] = typeof v === "number" ? (n += 1) : v;
  return out as T;
}

describe("seed names → engine names", () => {
  it("maps every imóvel field to its English name", () => {
    const p = distinct<ImovelParams>({ ...IMOVEL_DEFAULT_PARAMS, bidBase: "creditoTaxas", bidMode: "reduzPrazo" });
    expect(toImovelSimulation(p)).toEqual({
      creditValue: p.value,
      termMonths: p.prazo,
      adminFeePct: p.ta,
      annualCorrectionPct: p.correction,
      correctionIndex: "INCC",
      contemplationMonth: p.prazoAc,
      bidPct: p.win,
      bidBase: "creditoTaxas",
      bidMode: "reduzPrazo",
      embutidoPct: p.embutido,
      embutidoMaxPct: p.embutidoMax,
      reservePct: p.fundoReserva,
      insurancePct: p.seguro,
      mipPct: p.finMip,
      adminFee: p.finTarifa,
      upfrontFees: p.finTarifasIniciais,
      fgtsBid: p.fgtsLance,
      fgtsInstalmentPct: p.fgtsParcela,
      fgtsPayoff: p.fgtsQuitacao,
      dfiPct: p.finDfi,
      clientAgeYears: p.finIdade,
      price: {
        downPaymentPct: p.pricePercent,
        monthlyRatePct: p.priceJuros,
        trAnnualPct: p.priceTr,
        months: p.pricePrazo,
      },
      sac: { downPaymentPct: p.sacPercent, monthlyRatePct: p.sacJuros, trAnnualPct: p.sacTr, months: p.sacPrazo },
      rentPct: p.locacao,
      rentCorrectionPct: p.igpm,
      appreciationPct: p.correcaoImovel,
      investmentAnnualPct: p.rentabilidadeAnual,
      reinvestMonthlyPct: p.aplicacao,
      reinvestSharePct: p.pAplicado,
      scenarios: p.scenarios,
    });
  });

  it("maps every veículo field to its English name", () => {
    const p = distinct<VeiculoParams>(VEICULO_DEFAULT_PARAMS);
    expect(toVeiculoSimulation(p)).toEqual({
      creditValue: p.value,
      termMonths: p.prazo,
      adminFeePct: p.ta,
      annualCorrectionPct: p.correction,
      correctionIndex: "IPCA",
      contemplationMonth: p.prazoAc,
      bidPct: p.win,
      bidBase: "credito",
      bidMode: "reduzParcela",
      embutidoPct: p.embutido,
      embutidoMaxPct: p.embutidoMax,
      reservePct: p.fundoReserva,
      insurancePct: p.seguro,
      mipPct: p.finMip,
      adminFee: p.finTarifa,
      upfrontFees: p.finTarifasIniciais,
      price: {
        downPaymentPct: p.pricePercent,
        monthlyRatePct: p.priceJuros,
        trAnnualPct: p.priceTr,
        months: p.pricePrazo,
      },
      depreciationPct: p.depreciacao,
      investmentAnnualPct: p.rentabilidadeAnual,
      scenarios: p.scenarios,
    });
  });
});

describe("modality terms", () => {
  it("maps the seed names the modalities read and defaults the bid base to the credit", () => {
    expect(toModalityTerms({ value: 2, prazo: 3, ta: 4, correction: 5, prazoAc: 6, win: 7 })).toEqual({
      creditValue: 2,
      termMonths: 3,
      adminFeePct: 4,
      annualCorrectionPct: 5,
      contemplationMonth: 6,
      bidPct: 7,
      bidBase: "credito",
    });
    expect(
      toModalityTerms({ value: 2, prazo: 3, ta: 4, correction: 5, prazoAc: 6, win: 7, bidBase: "creditoTaxas" })
        .bidBase,
    ).toBe("creditoTaxas");
  });
});
