import { SimulationValidationError } from "./errors";
import type { ImovelParams, VeiculoParams } from "./types";
import { creditAt } from "./consorcio";
import {
  BID_BASES,
  BID_BASE_MESSAGE,
  CORRECTION_INDEXES,
  CORRECTION_INDEX_MESSAGE,
  RULES,
  assertBidMode,
  assertNumber,
  bidCompositionMessage,
  bidMessage,
  bidPctOfCredit,
  contemplationMessage,
  embutidoCapMessage,
  fundoReservaMessage,
  type BidBase,
  type RuleName,
} from "./validation";

const CONSORCIO_FIELDS = [
  "value",
  "prazo",
  "ta",
  "correction",
  "prazoAc",
  "win",
  "embutido",
  "embutidoMax",
  "fundoReserva",
  "seguro",
] as const;
const FINANCING_COST_FIELDS = ["finMip", "finTarifa", "finTarifasIniciais"] as const;
const IMOVEL_FIELDS = [
  ...CONSORCIO_FIELDS,
  "fgtsLance",
  "fgtsParcela",
  "fgtsQuitacao",
  "pricePercent",
  "priceJuros",
  "priceTr",
  "pricePrazo",
  "sacPercent",
  "sacJuros",
  "sacTr",
  "sacPrazo",
  ...FINANCING_COST_FIELDS,
  "finDfi",
  "finIdade",
  "locacao",
  "igpm",
  "correcaoImovel",
  "rentabilidadeAnual",
  "aplicacao",
  "pAplicado",
] as const satisfies readonly (RuleName & keyof ImovelParams)[];
const VEICULO_FIELDS = [
  ...CONSORCIO_FIELDS,
  "pricePercent",
  "priceJuros",
  "priceTr",
  "pricePrazo",
  ...FINANCING_COST_FIELDS,
  "depreciacao",
  "rentabilidadeAnual",
] as const satisfies readonly (RuleName & keyof VeiculoParams)[];

function assertChoice(field: string, choices: readonly string[], value: unknown, message: string): void {
  if (typeof value !== "string" || !choices.includes(value)) throw new SimulationValidationError(field, message);
}

/** The fields the cross-field rules read (seed names: the form's and the API's). */
export interface CrossFields {
  value: number;
  correction: number;
  prazo: number;
  prazoAc: number;
  ta: number;
  win: number;
  bidBase: BidBase;
  embutido: number;
  embutidoMax: number;
  fundoReserva: number;
  fgtsLance?: number;
}

export interface FieldIssue {
  field: string;
  message: string;
}

/**
 * The model's cross-field rules, the one copy the engine and the form schema share: contemplation
 * within the term, the bid within the saldo, FR within ta, embutido within its cap, and embutido + FGTS
 * within the bid (only when the bid is valid and `creditReady`: it needs the credit at contemplation).
 * The first issue is the one a user would fix first.
 */
export function crossFieldIssues(p: CrossFields, creditReady = true): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const add = (field: string, message: string | null) => {
    if (message !== null) issues.push({ field, message });
  };
  const contemplation = contemplationMessage(p.prazo, p.prazoAc);
  add("prazoAc", contemplation);
  const bid = contemplation === null ? bidMessage(p.win, p.ta, p.prazo, p.prazoAc, p.bidBase) : null;
  add("win", bid);
  add("fundoReserva", fundoReservaMessage(p.fundoReserva, p.ta));
  add("embutido", embutidoCapMessage(p.embutido, p.embutidoMax));
  const fgts = p.fgtsLance ?? 0;
  if (contemplation === null && bid === null && creditReady && (p.embutido > 0 || fgts > 0)) {
    const credit = creditAt(p.value, p.correction, p.prazoAc);
    const bidValue = (credit * bidPctOfCredit(p.win, p.ta, p.bidBase)) / 100;
    const embutidoValue = (credit * p.embutido) / 100;
    add(
      embutidoValue > bidValue + 1e-6 ? "embutido" : "fgtsLance",
      bidCompositionMessage(bidValue, embutidoValue, fgts),
    );
  }
  return issues;
}

/** The honest-finance choices and the cross-field rules; throws the first issue. */
function assertBidParts(params: ImovelParams | VeiculoParams, fgtsLance: number): void {
  assertChoice("bidBase", BID_BASES, params.bidBase, BID_BASE_MESSAGE);
  assertChoice("correctionIndex", CORRECTION_INDEXES, params.correctionIndex, CORRECTION_INDEX_MESSAGE);
  const [first] = crossFieldIssues({ ...params, fgtsLance });
  if (first !== undefined) throw new SimulationValidationError(first.field, first.message);
}

const SCENARIOS_MESSAGE = "Os cenários devem ser informados como ligados ou desligados.";

function assertToggles(toggles: unknown, names: readonly string[]): void {
  const ok =
    typeof toggles === "object" &&
    toggles !== null &&
    names.every((name) => typeof (toggles as Record<string, unknown>)[name] === "boolean");
  if (!ok) throw new SimulationValidationError("scenarios", SCENARIOS_MESSAGE);
}

function assertFields(params: object, fields: readonly RuleName[]): void {
  const record = params as Record<string, unknown>;
  for (const field of fields) assertNumber(field, RULES[field], record[field]);
}

/**
 * Checks every field in form order, so the error names the first field a user would fix. Seed names
 * are used as `field`, matching schema.ts.
 */
export function validateImovelParams(params: ImovelParams): void {
  assertFields(params, IMOVEL_FIELDS);
  assertBidParts(params, params.fgtsLance);
  // 0 turns the age-band table off; a client under 18 cannot sign a financing.
  if (params.finIdade > 0 && params.finIdade < 18)
    throw new SimulationValidationError("finIdade", RULES.finIdade.message);
  assertBidMode("bidMode", params.bidMode);
  assertToggles(params.scenarios, ["rentWhileWaiting", "appreciation", "rentalIncome", "investInstead"]);
}

export function validateVeiculoParams(params: VeiculoParams): void {
  assertFields(params, VEICULO_FIELDS);
  assertBidParts(params, 0);
  assertBidMode("bidMode", params.bidMode);
  assertToggles(params.scenarios, ["depreciation", "investInstead"]);
}
