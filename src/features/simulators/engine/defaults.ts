import type { ImovelParams, VeiculoParams } from "./types";

/** Imóvel simulator defaults (product-spec §9, simulation-model §1), every scenario switched on. */
export const IMOVEL_DEFAULT_PARAMS: Readonly<ImovelParams> = Object.freeze({
  value: 500_000,
  prazo: 220,
  ta: 23,
  correction: 6.32,
  prazoAc: 50,
  win: 20,
  bidMode: "reduzParcela",
  pricePercent: 10,
  priceJuros: 2,
  priceTr: 1.5,
  pricePrazo: 220,
  sacPercent: 10,
  sacJuros: 2,
  sacTr: 1.5,
  sacPrazo: 220,
  locacao: 1,
  igpm: 5,
  correcaoImovel: 8.5,
  rentabilidadeAnual: 13,
  aplicacao: 0.9,
  pAplicado: 40,
  scenarios: Object.freeze({ rentWhileWaiting: true, appreciation: true, rentalIncome: true, investInstead: true }),
});

/** Veículo simulator defaults (simulation-model §1): PRICE only, depreciation instead of rent. */
export const VEICULO_DEFAULT_PARAMS: Readonly<VeiculoParams> = Object.freeze({
  value: 120_000,
  prazo: 80,
  ta: 16,
  correction: 4.5,
  prazoAc: 12,
  win: 25,
  bidMode: "reduzParcela",
  pricePercent: 20,
  priceJuros: 1.99,
  priceTr: 0,
  pricePrazo: 60,
  depreciacao: 10,
  rentabilidadeAnual: 13,
  scenarios: Object.freeze({ depreciation: true, investInstead: true }),
});
