import { SimulationValidationError } from "./errors";
import type { ImovelParams, VeiculoParams } from "./types";
import {
  RULES, assertBid, assertBidMode, assertContemplation, assertNumber, type RuleName,
} from "./validation";

const CONSORCIO_FIELDS = ["value", "prazo", "ta", "correction", "prazoAc", "win"] as const;
const IMOVEL_FIELDS = [
  ...CONSORCIO_FIELDS, "pricePercent", "priceJuros", "priceTr", "pricePrazo", "sacPercent", "sacJuros",
  "sacTr", "sacPrazo", "locacao", "igpm", "correcaoImovel", "rentabilidadeAnual", "aplicacao", "pAplicado",
] as const satisfies readonly (RuleName & keyof ImovelParams)[];
const VEICULO_FIELDS = [
  ...CONSORCIO_FIELDS, "pricePercent", "priceJuros", "priceTr", "pricePrazo", "depreciacao", "rentabilidadeAnual",
] as const satisfies readonly (RuleName & keyof VeiculoParams)[];

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
  assertBid("win", params.win, params.ta, params.prazo, params.prazoAc);
  assertBidMode("bidMode", params.bidMode);
  assertToggles(params.scenarios, ["rentWhileWaiting", "appreciation", "rentalIncome", "investInstead"]);
}

export function validateVeiculoParams(params: VeiculoParams): void {
  assertFields(params, VEICULO_FIELDS);
  assertContemplation("prazoAc", params.prazo, params.prazoAc);
  assertBid("win", params.win, params.ta, params.prazo, params.prazoAc);
  assertBidMode("bidMode", params.bidMode);
  assertToggles(params.scenarios, ["depreciation", "investInstead"]);
}
