import { SimulationValidationError } from "./errors";
import type { ImovelParams, VeiculoParams } from "./types";
import { creditAt } from "./consorcio";
import {
  BID_BASES, BID_BASE_MESSAGE, CORRECTION_INDEXES, CORRECTION_INDEX_MESSAGE, RULES, assertBid, assertBidMode,
  assertContemplation, assertNumber, bidCompositionMessage, bidPctOfCredit, embutidoCapMessage, fundoReservaMessage,
  type RuleName,
} from "./validation";

const CONSORCIO_FIELDS = [
  "value", "prazo", "ta", "correction", "prazoAc", "win", "embutido", "embutidoMax", "fundoReserva", "seguro",
] as const;
const FINANCING_COST_FIELDS = ["finMip", "finTarifa", "finTarifasIniciais"] as const;
const IMOVEL_FIELDS = [
  ...CONSORCIO_FIELDS, "fgtsLance", "fgtsParcela", "fgtsQuitacao", "pricePercent", "priceJuros", "priceTr", "pricePrazo", "sacPercent",
  "sacJuros", "sacTr", "sacPrazo", ...FINANCING_COST_FIELDS, "finDfi", "finIdade", "locacao", "igpm", "correcaoImovel",
  "rentabilidadeAnual", "aplicacao", "pAplicado",
] as const satisfies readonly (RuleName & keyof ImovelParams)[];
const VEICULO_FIELDS = [
  ...CONSORCIO_FIELDS, "pricePercent", "priceJuros", "priceTr", "pricePrazo", ...FINANCING_COST_FIELDS, "depreciacao",
  "rentabilidadeAnual",
] as const satisfies readonly (RuleName & keyof VeiculoParams)[];

function assertChoice(field: string, choices: readonly string[], value: unknown, message: string): void {
  if (typeof value !== "string" || !choices.includes(value)) throw new SimulationValidationError(field, message);
}

/** The honest-finance cross-field rules: bid base, embutido within its cap and the bid, FGTS within the bid, FR within ta. */
function assertBidParts(params: ImovelParams | VeiculoParams, fgtsLance: number): void {
  assertChoice("bidBase", BID_BASES, params.bidBase, BID_BASE_MESSAGE);
  assertChoice("correctionIndex", CORRECTION_INDEXES, params.correctionIndex, CORRECTION_INDEX_MESSAGE);
  assertBid("win", params.win, params.ta, params.prazo, params.prazoAc, params.bidBase);
  const fail = (field: string, message: string | null) => {
    if (message !== null) throw new SimulationValidationError(field, message);
  };
  fail("fundoReserva", fundoReservaMessage(params.fundoReserva, params.ta));
  fail("embutido", embutidoCapMessage(params.embutido, params.embutidoMax));
  if (params.embutido > 0 || fgtsLance > 0) {
    const credit = creditAt(params.value, params.correction, params.prazoAc);
    const bid = (credit * bidPctOfCredit(params.win, params.ta, params.bidBase)) / 100;
    const message = bidCompositionMessage(bid, (credit * params.embutido) / 100, fgtsLance);
    fail(params.embutido > 0 && (credit * params.embutido) / 100 > bid + 1e-6 ? "embutido" : "fgtsLance", message);
  }
}

const SCENARIOS_MESSAGE = "Os cenários devem ser informados como ligados ou desligados.";

function assertToggles(toggles: unknown, names: readonly string[]): void {
  const ok = typeof toggles === "object" && toggles !== null
    && names.every((name) => typeof (toggles as Record<string, unknown>)[name] === "boolean");
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
  assertContemplation("prazoAc", params.prazo, params.prazoAc);
  assertBidParts(params, params.fgtsLance);
  // 0 turns the age-band table off; a client under 18 cannot sign a financing.
  if (params.finIdade > 0 && params.finIdade < 18) throw new SimulationValidationError("finIdade", RULES.finIdade.message);
  assertBidMode("bidMode", params.bidMode);
  assertToggles(params.scenarios, ["rentWhileWaiting", "appreciation", "rentalIncome", "investInstead"]);
}

export function validateVeiculoParams(params: VeiculoParams): void {
  assertFields(params, VEICULO_FIELDS);
  assertContemplation("prazoAc", params.prazo, params.prazoAc);
  assertBidParts(params, 0);
  assertBidMode("bidMode", params.bidMode);
  assertToggles(params.scenarios, ["depreciation", "investInstead"]);
}
