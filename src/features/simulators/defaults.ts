// Simulator defaults stored in a new account's settings (spec section 9 and the model's vehicle defaults).
export const IMOVEL_DEFAULTS = {
  group: "all", value: 500000, prazo: 220, prazoAc: 50, igpm: 5, ta: 23, correction: 6.32, win: 20,
  aplicacao: 0.9, locacao: 1, pricePercent: 10, sacPercent: 10, priceJuros: 2, sacJuros: 2, priceTr: 1.5,
  sacTr: 1.5, pricePrazo: 220, sacPrazo: 220, rentabilidadeAnual: 13, correcaoImovel: 8.5, pAplicado: 40,
};
export const VEICULO_DEFAULTS = {
  group: "all", value: 120000, prazo: 80, ta: 16, correction: 4.5, prazoAc: 12, win: 25, pricePercent: 20,
  priceJuros: 1.99, priceTr: 0, pricePrazo: 60, depreciacao: 10, rentabilidadeAnual: 13,
};
