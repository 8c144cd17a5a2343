import { SimulationValidationError } from "./errors";

/**
 * Ranges of simulation-model.md §1, with their pt-BR messages. schema.ts builds the zod schemas from
 * these same rules, so the form, the tRPC procedure and the engine can never disagree on a limit.
 *
 * Where §1 is silent: down payment is 0 ≤ x < 100 (100 % leaves nothing to finance), rent, share
 * reinvested and depreciation are 0–100 (a negative rent or share has no meaning).
 */
export interface NumberRule {
  /** Subject of the sentence, with its article: "O prazo", "A taxa de administração". */
  readonly label: string;
  readonly min: number;
  readonly minInclusive: boolean;
  readonly max: number;
  readonly maxInclusive: boolean;
  readonly integer: boolean;
  readonly message: string;
}

function rule(label: string, range: Omit<NumberRule, "label" | "integer"> & { integer?: boolean }): NumberRule {
  return { label, integer: false, ...range };
}

function rateRule(label: string, unit: string): NumberRule {
  return rule(label, {
    min: -100,
    minInclusive: false,
    max: 100,
    maxInclusive: true,
    message: `${label} deve ser maior que -100\u00a0% e no máximo 100\u00a0%\u00a0${unit}`,
  });
}

function shareRule(label: string, message: string): NumberRule {
  return rule(label, { min: 0, minInclusive: true, max: 100, maxInclusive: true, message });
}

/** A monthly insurance rate, 0–10 % a.m. of `base`. */
function monthlyChargeRule(label: string, base: string): NumberRule {
  return rule(label, {
    min: 0,
    minInclusive: true,
    max: 10,
    maxInclusive: true,
    message: `${label} deve estar entre 0\u00a0% e 10\u00a0%\u00a0a.m. ${base}.`,
  });
}

/**
 * A whole number with pt-BR's thousands dots ("100.000.000"), as toLocaleString("pt-BR") writes it.
 * Not toLocaleString itself: these rules are built when the module loads, and the first Intl call of
 * a page loads the locale's data (~130 ms of a phone's main thread, 4× CPU), in the task that
 * evaluates the simulator's chunk; the page's formatters load it later, when they first format.
 */
export function groupThousands(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) return value.toLocaleString("pt-BR");
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

/** An amount in reais from R$ 0,00 to `max`. */
function moneyRule(label: string, max: number): NumberRule {
  const shown = groupThousands(max);
  const verb = label.startsWith("As ") || label.startsWith("Os ") ? "devem" : "deve";
  return rule(label, {
    min: 0,
    minInclusive: true,
    max,
    maxInclusive: true,
    message: `${label} ${verb} estar entre R$\u00a00,00 e R$\u00a0${shown},00.`,
  });
}

const financingTerm = rule("O prazo do financiamento", {
  min: 1,
  minInclusive: true,
  max: 600,
  maxInclusive: true,
  integer: true,
  message: "O prazo do financiamento deve estar entre 1 e 600\u00a0meses.",
});
const downPayment = rule("A entrada", {
  min: 0,
  minInclusive: true,
  max: 100,
  maxInclusive: false,
  message: "A entrada deve ser de 0\u00a0% até menos de 100\u00a0% do valor do bem.",
});
const monthlyInterest = rateRule("A taxa de juros", "a.m.");
const trRate = rateRule("A TR", "a.a.");

export const RULES = {
  value: rule("O valor do crédito", {
    min: 0,
    minInclusive: false,
    max: 100_000_000,
    maxInclusive: true,
    message: "O valor do crédito deve ser maior que zero e no máximo R$\u00a0100.000.000,00.",
  }),
  prazo: rule("O prazo", {
    min: 1,
    minInclusive: true,
    max: 420,
    maxInclusive: true,
    integer: true,
    message: "O prazo deve estar entre 1 e 420\u00a0meses.",
  }),
  prazoAc: rule("O mês de contemplação", {
    min: 1,
    minInclusive: true,
    max: 420,
    maxInclusive: true,
    integer: true,
    message: "O mês de contemplação deve estar entre 1 e o prazo do grupo.",
  }),
  ta: shareRule(
    "A taxa de administração",
    "A taxa de administração deve estar entre 0\u00a0% e 100\u00a0% do crédito.",
  ),
  correction: rateRule("A correção anual", "a.a."),
  // The real ceiling is the saldo before the bid (bidMessage); 200 % is that saldo's largest value,
  // (1 + TA) with TA = 100 %, so this rule only catches what no saldo could allow.
  win: rule("O lance", {
    min: 0,
    minInclusive: true,
    max: 200,
    maxInclusive: true,
    message: "O lance deve estar entre 0\u00a0% e o saldo a pagar no mês da contemplação.",
  }),
  pricePercent: downPayment,
  sacPercent: downPayment,
  priceJuros: monthlyInterest,
  sacJuros: monthlyInterest,
  priceTr: trRate,
  sacTr: trRate,
  pricePrazo: financingTerm,
  sacPrazo: financingTerm,
  locacao: shareRule("O aluguel", "O aluguel deve estar entre 0\u00a0% e 100\u00a0% do valor do imóvel ao mês."),
  igpm: rateRule("O IGP-M", "a.a."),
  correcaoImovel: rateRule("A valorização do imóvel", "a.a."),
  rentabilidadeAnual: rateRule("A rentabilidade do investimento", "a.a."),
  aplicacao: rateRule("O rendimento da aplicação", "a.m."),
  pAplicado: shareRule(
    "O percentual aplicado",
    "O percentual aplicado deve estar entre 0\u00a0% e 100\u00a0% do aluguel.",
  ),
  depreciacao: shareRule("A depreciação", "A depreciação deve estar entre 0\u00a0% e 100\u00a0%\u00a0a.a."),
  modalityPercent: shareRule(
    "O percentual da modalidade",
    "O percentual da modalidade deve estar entre 0\u00a0% e 100\u00a0%.",
  ),
  // The honest-finance additions; each defaults to 0 (off), so results without them do not change.
  embutido: shareRule("O lance embutido", "O lance embutido deve estar entre 0\u00a0% e 100\u00a0% do crédito."),
  embutidoMax: shareRule(
    "O limite do lance embutido",
    "O limite do lance embutido deve estar entre 0\u00a0% e 100\u00a0% do crédito.",
  ),
  fundoReserva: shareRule(
    "O fundo de reserva",
    "O fundo de reserva deve estar entre 0\u00a0% e 100\u00a0% do crédito.",
  ),
  seguro: monthlyChargeRule("O seguro prestamista", "do saldo devedor"),
  fgtsLance: moneyRule("O FGTS no lance", 100_000_000),
  fgtsParcela: rule("O FGTS na parcela", {
    min: 0,
    minInclusive: true,
    max: 80,
    maxInclusive: true,
    message: "O FGTS pode pagar de 0\u00a0% a 80\u00a0% da parcela (por até 12\u00a0meses).",
  }),
  fgtsQuitacao: moneyRule("O FGTS na quitação", 100_000_000),
  finMip: monthlyChargeRule("O seguro MIP", "do saldo devedor"),
  finDfi: monthlyChargeRule("O seguro DFI", "do valor do imóvel"),
  finIdade: rule("A idade do cliente", {
    min: 0,
    minInclusive: true,
    max: 80,
    maxInclusive: true,
    integer: true,
    message: "A idade do cliente deve estar entre 18 e 80 anos (ou 0 para usar a taxa do MIP digitada).",
  }),
  finTarifa: moneyRule("A tarifa mensal", 1_000_000),
  finTarifasIniciais: moneyRule("As tarifas iniciais", 100_000_000),
  // 0 is allowed so a value near the smallest double, whose entrada rounds to all of it, still
  // yields an all-zero schedule instead of an error about a field the user never typed.
  principal: rule("O valor financiado", {
    min: 0,
    minInclusive: true,
    max: 100_000_000,
    maxInclusive: true,
    message: "O valor financiado deve estar entre R$\u00a00,00 e R$\u00a0100.000.000,00.",
  }),
} as const satisfies Record<string, NumberRule>;

export type RuleName = keyof typeof RULES;

export function notNumberMessage(r: NumberRule): string {
  return `${r.label} deve ser um número válido.`;
}

export function notIntegerMessage(r: NumberRule): string {
  return `${r.label} deve ser um número inteiro de meses.`;
}

/** The pt-BR message for `x` against `r`, or null when it is within range. */
export function checkNumber(r: NumberRule, x: unknown): string | null {
  if (typeof x !== "number" || !Number.isFinite(x)) return notNumberMessage(r);
  if (r.minInclusive ? x < r.min : x <= r.min) return r.message;
  if (r.maxInclusive ? x > r.max : x >= r.max) return r.message;
  if (r.integer && !Number.isInteger(x)) return notIntegerMessage(r);
  return null;
}

export function assertNumber(field: string, r: NumberRule, x: unknown): void {
  const message = checkNumber(r, x);
  if (message !== null) throw new SimulationValidationError(field, message);
}

/** 95.0454… → "95,04": floored so the number shown is itself a valid bid. */
function formatPctFloor(pct: number): string {
  return (Math.floor(pct * 100 + 1e-9) / 100).toFixed(2).replace(".", ",");
}

export function contemplationMessage(prazo: number, prazoAc: number): string | null {
  return prazoAc > prazo ? `O mês de contemplação deve estar entre 1 e ${prazo} (o prazo do grupo).` : null;
}

// Tolerance in percentage points: a bid equal to the saldo, computed through another float path,
// must still be accepted.
export const BID_TOLERANCE_PCT = 1e-9;

/** What is left to pay right before the bid, in % of the credit: ((1 + TA) − mC · p0) · 100. */
export function maxBidPct(ta: number, prazo: number, prazoAc: number): number {
  const total = 1 + ta / 100;
  return Math.max(0, (total - (prazoAc * total) / prazo) * 100);
}

export function bidMessage(
  win: number,
  ta: number,
  prazo: number,
  prazoAc: number,
  base: BidBase = "credito",
): string | null {
  const max = maxBidPct(ta, prazo, prazoAc);
  if (bidPctOfCredit(win, ta, base) <= max + BID_TOLERANCE_PCT) return null;
  if (base === "creditoTaxas") {
    const maxOfBase = max / (1 + ta / 100);
    return `O lance deve estar entre 0\u00a0% e ${formatPctFloor(maxOfBase)}\u00a0% do crédito mais as taxas (o saldo a pagar no mês ${prazoAc}).`;
  }
  return `O lance deve estar entre 0\u00a0% e ${formatPctFloor(max)}\u00a0% do crédito (o saldo a pagar no mês ${prazoAc}).`;
}

export const BID_MODES = ["reduzParcela", "reduzPrazo"] as const;
export type BidMode = (typeof BID_MODES)[number];
export const BID_MODE_MESSAGE = "Escolha como aplicar o lance: reduzir a parcela ou reduzir o prazo.";

export function assertBidMode(field: string, mode: unknown): asserts mode is BidMode {
  if (mode !== "reduzParcela" && mode !== "reduzPrazo") throw new SimulationValidationError(field, BID_MODE_MESSAGE);
}

export function assertContemplation(field: string, prazo: number, prazoAc: number): void {
  const message = contemplationMessage(prazo, prazoAc);
  if (message !== null) throw new SimulationValidationError(field, message);
}

export function assertBid(
  field: string,
  win: number,
  ta: number,
  prazo: number,
  prazoAc: number,
  base: BidBase = "credito",
): void {
  const message = bidMessage(win, ta, prazo, prazoAc, base);
  if (message !== null) throw new SimulationValidationError(field, message);
}

export const BID_BASES = ["credito", "creditoTaxas"] as const;
/** What the bid % is a percentage of: the credit, or the credit plus the fees (administradoras differ). */
export type BidBase = (typeof BID_BASES)[number];
export const BID_BASE_MESSAGE = "Escolha a base do lance: o crédito ou o crédito mais as taxas.";

export const CORRECTION_INDEXES = ["INCC", "IPCA", "IGPM", "fixo"] as const;
/** The index behind `correction` (a label: the % itself is the seller's, or a dated preset). */
export type CorrectionIndex = (typeof CORRECTION_INDEXES)[number];
export const CORRECTION_INDEX_MESSAGE = "Escolha o índice de correção: INCC, IPCA, IGP-M ou percentual fixo.";

export const EMBUTIDO_OVER_BID_MESSAGE = "O lance embutido faz parte do lance: não pode ser maior que o lance.";

/** The bid as % of the credit, whatever base the seller typed it in: creditoTaxas multiplies by (1 + TA). */
export function bidPctOfCredit(win: number, ta: number, base: BidBase): number {
  return base === "creditoTaxas" ? win * (1 + ta / 100) : win;
}

export function embutidoCapMessage(embutido: number, embutidoMax: number): string | null {
  return embutido > embutidoMax + BID_TOLERANCE_PCT
    ? `O lance embutido deve ser de no máximo ${formatPctFloor(embutidoMax).replace(/,00$/, "")}\u00a0% do crédito (o limite do grupo).`
    : null;
}

export function fundoReservaMessage(fundoReserva: number, ta: number): string | null {
  return fundoReserva > ta + BID_TOLERANCE_PCT
    ? "O fundo de reserva faz parte da taxa de administração total: não pode ser maior que ela."
    : null;
}

/**
 * Own money + embutido + FGTS = the bid: embutido and FGTS together cannot exceed the whole bid
 * (all in reais at the contemplation month).
 */
/** Half a cent: how far the bid's parts may pass the bid from rounding to cents before it is refused. */
export const BID_PARTS_TOLERANCE = 0.005;

export function bidCompositionMessage(bidValue: number, embutidoValue: number, fgtsValue: number): string | null {
  if (embutidoValue > bidValue + 1e-6) return EMBUTIDO_OVER_BID_MESSAGE;
  if (embutidoValue + fgtsValue > bidValue + BID_PARTS_TOLERANCE) {
    return "O lance embutido e o FGTS somam mais que o lance: aumente o lance ou reduza o FGTS.";
  }
  return null;
}
