import * as z from "zod";
import { isOneOf, isRecord } from "~/lib/json";
import "~/lib/zod-locale"; // pt-BR messages wherever these schemas parse, browser included
import {
  BID_BASES,
  BID_BASE_MESSAGE,
  BID_MODES,
  BID_MODE_MESSAGE,
  CORRECTION_INDEXES,
  CORRECTION_INDEX_MESSAGE,
  RULES,
  checkNumber,
  crossFieldIssues,
  notIntegerMessage,
  notNumberMessage,
  type CrossFields,
  type ImovelParams,
  type NumberRule,
  type VeiculoParams,
} from "./engine";

/*
 * Parameters of each simulator, shared by the forms and the tRPC procedures. Every range and pt-BR
 * message comes from the engine's RULES, so the form can never accept what the engine refuses.
 * Numbers are z.number() (not coerced): forms send valueAsNumber, and a string reaching tRPC is a bug.
 * group, name and isSelected belong to the proposal, not to the calculation, so they are not here.
 */
function numberField(rule: NumberRule) {
  let schema = z.number({ error: notNumberMessage(rule) });
  schema = rule.minInclusive
    ? schema.min(rule.min, { error: rule.message })
    : schema.gt(rule.min, { error: rule.message });
  schema = rule.maxInclusive
    ? schema.max(rule.max, { error: rule.message })
    : schema.lt(rule.max, { error: rule.message });
  return rule.integer ? schema.int({ error: notIntegerMessage(rule) }) : schema;
}

const bidMode = z.enum(BID_MODES, { error: BID_MODE_MESSAGE }).default("reduzParcela");
const bidBase = z.enum(BID_BASES, { error: BID_BASE_MESSAGE }).default("credito");
const toggle = z.boolean({ error: "Informe se o cenário está ligado ou desligado." });
// The honest-finance fields default to "off", so parameters saved before them (settings, sessionStorage,
// proposal inputs) parse to the figures they always had.
const optionalNumber = (rule: NumberRule, fallback = 0) => numberField(rule).default(fallback);

const consorcioShape = {
  value: numberField(RULES.value),
  prazo: numberField(RULES.prazo),
  ta: numberField(RULES.ta),
  correction: numberField(RULES.correction),
  prazoAc: numberField(RULES.prazoAc),
  win: numberField(RULES.win),
  bidMode,
  bidBase,
  embutido: optionalNumber(RULES.embutido),
  embutidoMax: optionalNumber(RULES.embutidoMax, 30),
  fundoReserva: optionalNumber(RULES.fundoReserva),
  seguro: optionalNumber(RULES.seguro),
};

const correctionIndex = (fallback: "INCC" | "IPCA") =>
  z.enum(CORRECTION_INDEXES, { error: CORRECTION_INDEX_MESSAGE }).default(fallback);

const financingCostShape = {
  finMip: optionalNumber(RULES.finMip),
  finTarifa: optionalNumber(RULES.finTarifa),
  finTarifasIniciais: optionalNumber(RULES.finTarifasIniciais),
};

// Run the cross-field rules whenever the fields they read are valid on their own, so the user sees
// "lance acima do saldo" even while another, unrelated field is still wrong.
function crossFieldsReady(payload: { value: unknown }): boolean {
  const v = payload.value;
  if (!isRecord(v)) return false;
  const r = v;
  const optional = (rule: NumberRule, x: unknown) => x === undefined || checkNumber(rule, x) === null;
  return (
    checkNumber(RULES.prazo, r.prazo) === null &&
    checkNumber(RULES.prazoAc, r.prazoAc) === null &&
    checkNumber(RULES.ta, r.ta) === null &&
    checkNumber(RULES.win, r.win) === null &&
    optional(RULES.embutido, r.embutido) &&
    optional(RULES.embutidoMax, r.embutidoMax) &&
    optional(RULES.fundoReserva, r.fundoReserva) &&
    optional(RULES.fgtsLance, r.fgtsLance) &&
    (r.bidBase === undefined || isOneOf(BID_BASES, r.bidBase))
  );
}

/** The model's cross-field rules: the engine's own (crossFieldIssues), each issue on its field. */
function crossFields(p: CrossFields, ctx: z.RefinementCtx): void {
  // The bid in reais needs the credit at contemplation: only when value and correction are valid too.
  const creditReady =
    checkNumber(RULES.value, p.value) === null && checkNumber(RULES.correction, p.correction) === null;
  for (const { field, message } of crossFieldIssues(p, creditReady))
    ctx.addIssue({ code: "custom", path: [field], message });
}

/** The PRICE financing's fields, the same on both simulators. */
const priceShape = {
  pricePercent: numberField(RULES.pricePercent),
  priceJuros: numberField(RULES.priceJuros),
  priceTr: numberField(RULES.priceTr),
  pricePrazo: numberField(RULES.pricePrazo),
};

export const imovelScenariosSchema = z.object({
  rentWhileWaiting: toggle,
  appreciation: toggle,
  rentalIncome: toggle,
  investInstead: toggle,
});

export const imovelParamsSchema = z
  .object({
    ...consorcioShape,
    correctionIndex: correctionIndex("INCC"),
    fgtsLance: optionalNumber(RULES.fgtsLance),
    fgtsParcela: optionalNumber(RULES.fgtsParcela),
    fgtsQuitacao: optionalNumber(RULES.fgtsQuitacao),
    ...priceShape,
    sacPercent: numberField(RULES.sacPercent),
    sacJuros: numberField(RULES.sacJuros),
    sacTr: numberField(RULES.sacTr),
    sacPrazo: numberField(RULES.sacPrazo),
    ...financingCostShape,
    finDfi: optionalNumber(RULES.finDfi),
    finIdade: optionalNumber(RULES.finIdade).refine((age) => age === 0 || age >= 18, { error: RULES.finIdade.message }),
    locacao: numberField(RULES.locacao),
    igpm: numberField(RULES.igpm),
    correcaoImovel: numberField(RULES.correcaoImovel),
    rentabilidadeAnual: numberField(RULES.rentabilidadeAnual),
    aplicacao: numberField(RULES.aplicacao),
    pAplicado: numberField(RULES.pAplicado),
    scenarios: imovelScenariosSchema.default(() => ({
      rentWhileWaiting: true,
      appreciation: true,
      rentalIncome: true,
      investInstead: true,
    })),
  })
  .superRefine(crossFields, { when: crossFieldsReady });

export const veiculoScenariosSchema = z.object({
  depreciation: toggle,
  investInstead: toggle,
});

export const veiculoParamsSchema = z
  .object({
    ...consorcioShape,
    correctionIndex: correctionIndex("IPCA"),
    ...priceShape,
    ...financingCostShape,
    depreciacao: numberField(RULES.depreciacao),
    rentabilidadeAnual: numberField(RULES.rentabilidadeAnual),
    scenarios: veiculoScenariosSchema.default(() => ({ depreciation: true, investInstead: true })),
  })
  .superRefine(crossFields, { when: crossFieldsReady });

/** Parsed (output) types: what the engine receives. */
export type ImovelParamsData = z.infer<typeof imovelParamsSchema>;
export type VeiculoParamsData = z.infer<typeof veiculoParamsSchema>;

// Compile-time proof that the schema and the engine describe the same object, both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const imovelMatches: Same<ImovelParamsData, ImovelParams> = true;
const veiculoMatches: Same<VeiculoParamsData, VeiculoParams> = true;
void imovelMatches;
void veiculoMatches;

/** Which simulator and its parameters (a proposal draft's `simulation`). */
export const simulateInputSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("imovel"), params: imovelParamsSchema }),
  z.object({ kind: z.literal("veiculo"), params: veiculoParamsSchema }),
]);
