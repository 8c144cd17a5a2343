import * as z from "zod";
import "~/lib/zod-locale"; // pt-BR messages wherever these schemas parse, browser included
import {
  BID_MODES, BID_MODE_MESSAGE, RULES, bidMessage, checkNumber, contemplationMessage, notIntegerMessage,
  notNumberMessage, type ImovelParams, type NumberRule, type VeiculoParams,
} from "./engine";

/*
 * Parameters of each simulator, shared by the forms and the tRPC procedures. Every range and pt-BR
 * message comes from the engine's RULES, so the form can never accept what the engine refuses.
 * Numbers are z.number() (not coerced): forms send valueAsNumber, and a string reaching tRPC is a bug.
 * group, name and isSelected belong to the proposal, not to the calculation, so they are not here.
 */
function numberField(rule: NumberRule) {
  let schema = z.number({ error: notNumberMessage(rule) });
  schema = rule.minInclusive ? schema.min(rule.min, { error: rule.message }) : schema.gt(rule.min, { error: rule.message });
  schema = rule.maxInclusive ? schema.max(rule.max, { error: rule.message }) : schema.lt(rule.max, { error: rule.message });
  return rule.integer ? schema.int({ error: notIntegerMessage(rule) }) : schema;
}

const bidMode = z.enum(BID_MODES, { error: BID_MODE_MESSAGE }).default("reduzParcela");
const toggle = z.boolean({ error: "Informe se o cenário está ligado ou desligado." });

const consorcioShape = {
  value: numberField(RULES.value),
  prazo: numberField(RULES.prazo),
  ta: numberField(RULES.ta),
  correction: numberField(RULES.correction),
  prazoAc: numberField(RULES.prazoAc),
  win: numberField(RULES.win),
  bidMode,
};

interface CrossFields {
  prazo: number;
  prazoAc: number;
  ta: number;
  win: number;
}

// Run the cross-field rules whenever the fields they read are valid on their own, so the user sees
// "lance acima do saldo" even while another, unrelated field is still wrong.
function crossFieldsReady(payload: { value: unknown }): boolean {
  const v = payload.value;
  if (typeof v !== "object" || v === null) return false;
  const r = v as Record<string, unknown>;
  return checkNumber(RULES.prazo, r.prazo) === null && checkNumber(RULES.prazoAc, r.prazoAc) === null
    && checkNumber(RULES.ta, r.ta) === null && checkNumber(RULES.win, r.win) === null;
}

function crossFields(p: CrossFields, ctx: z.RefinementCtx): void {
  const contemplation = contemplationMessage(p.prazo, p.prazoAc);
  if (contemplation !== null) {
    ctx.addIssue({ code: "custom", path: ["prazoAc"], message: contemplation });
    return;
  }
  const bid = bidMessage(p.win, p.ta, p.prazo, p.prazoAc);
  if (bid !== null) ctx.addIssue({ code: "custom", path: ["win"], message: bid });
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
    ...priceShape,
    sacPercent: numberField(RULES.sacPercent),
    sacJuros: numberField(RULES.sacJuros),
    sacTr: numberField(RULES.sacTr),
    sacPrazo: numberField(RULES.sacPrazo),
    locacao: numberField(RULES.locacao),
    igpm: numberField(RULES.igpm),
    correcaoImovel: numberField(RULES.correcaoImovel),
    rentabilidadeAnual: numberField(RULES.rentabilidadeAnual),
    aplicacao: numberField(RULES.aplicacao),
    pAplicado: numberField(RULES.pAplicado),
    scenarios: imovelScenariosSchema.default(() => ({
      rentWhileWaiting: true, appreciation: true, rentalIncome: true, investInstead: true,
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
    ...priceShape,
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
