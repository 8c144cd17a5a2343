// The arithmetic floor of the imóvel comparison: the same kernels (consórcio, PRICE, SAC, the
// scenario loops) writing into columns allocated once, with no schedule, flow or series objects.
// What compareImovel costs above this is allocation and bookkeeping. It calls the engine's inner
// kernels, which no entry file exports (nothing else may call them).
/* eslint-disable local/layers -- the engine's kernels, measured below its public entry */
import {
  consorcioColumns,
  consorcioMonths,
  fillConsorcio,
  planAfterBid,
  type ConsorcioInput,
} from "../src/features/simulators/engine/consorcio";
import { fillFinancing, financingColumns, type FinancingInput } from "../src/features/simulators/engine/financing";
import { investInstead, rentWhileWaiting, rentalIncome } from "../src/features/simulators/engine/scenarios";
import type { ImovelParams } from "../src/features/simulators/engine/types";
/* eslint-enable local/layers */

export function makeFloorRun(p: ImovelParams): () => number {
  const consorcioInput: ConsorcioInput = {
    creditValue: p.value,
    termMonths: p.prazo,
    adminFeePct: p.ta,
    annualCorrectionPct: p.correction,
    contemplationMonth: p.prazoAc,
    bidPct: p.win,
    bidMode: p.bidMode,
  };
  const financingInput = (
    system: "PRICE" | "SAC",
    pct: number,
    rate: number,
    tr: number,
    months: number,
  ): FinancingInput => ({
    principal: p.value - (p.value * pct) / 100,
    monthlyRatePct: rate,
    months,
    system,
    trAnnualPct: tr,
  });
  const priceInput = financingInput("PRICE", p.pricePercent, p.priceJuros, p.priceTr, p.pricePrazo);
  const sacInput = financingInput("SAC", p.sacPercent, p.sacJuros, p.sacTr, p.sacPrazo);
  const consorcio = consorcioColumns(p.prazo);
  const price = financingColumns(p.pricePrazo);
  const sac = financingColumns(p.sacPrazo);
  const payments = new Float64Array(p.prazo);

  return () => {
    const plan = planAfterBid(consorcioInput);
    const months = consorcioMonths(plan, p.prazoAc);
    const totals = fillConsorcio(consorcioInput, plan, consorcio);
    const priceTotals = fillFinancing(priceInput, price);
    const sacTotals = fillFinancing(sacInput, sac);
    for (let k = 0; k < months; k += 1) payments[k] = (consorcio.instalment[k] ?? 0) + (consorcio.bid[k] ?? 0);
    const rent = rentWhileWaiting(p.value, p.locacao, p.igpm, p.prazoAc);
    const rentals = [
      [totals.creditReceived, p.prazoAc + 1, p.prazo, consorcio.instalment],
      [p.value, 1, p.pricePrazo, price.instalment],
      [p.value, 1, p.sacPrazo, sac.instalment],
    ] as const;
    let sum = 0;
    for (const [baseValue, startMonth, endMonth, instalments] of rentals) {
      sum += rentalIncome({
        baseValue,
        startMonth,
        endMonth,
        rentPct: p.locacao,
        rentCorrectionPct: p.igpm,
        reinvestMonthlyPct: p.aplicacao,
        reinvestSharePct: p.pAplicado,
        instalments,
      }).investedBalance;
    }
    const invest = investInstead(payments.subarray(0, months), p.prazo, p.rentabilidadeAnual, totals.creditReceived);
    return sum + rent.total + invest.balanceAtEnd + priceTotals.paid + sacTotals.paid;
  };
}
