import { formatPtBrNumber } from "./pt-br-number";
import type { ImovelParams, ImovelScenarioToggles, VeiculoParams, VeiculoScenarioToggles } from "./engine";

/** A numeric parameter as the form shows it; units follow simulation-model.md §1. */
export interface NumberFieldDef<K extends string = string> {
  name: K;
  label: string;
  unit: string;
  /** Read before the number ("R$ 500.000", "mês 50"); other units follow it. */
  unitFirst?: boolean;
  hint?: string;
  /** A compounding monthly rate: shown with its annual equivalent ("≈ 26,82 % a.a.") beside it. */
  annualEquivalent?: boolean;
  /**
   * Where the value usually lies. The hard limits (simulation-model.md §1) still allow the rest, such
   * as a negative rate, but the field says so rather than accept −1 % or 15 % a.m. silently.
   */
  usual?: { min: number; max: number };
}

/** The warning for a valid but unusual value ("Juros fora do usual…"), or null. */
export function unusualValueMessage(field: NumberFieldDef, value: number): string | null {
  if (!field.usual || !Number.isFinite(value)) return null;
  if (value >= field.usual.min && value <= field.usual.max) return null;
  const range = `${formatPtBrNumber(field.usual.min)} a ${formatPtBrNumber(field.usual.max)} ${field.unit}`;
  return `${field.label}: ${formatPtBrNumber(value)} ${field.unit} está fora do usual (${range}). Confira antes de gerar a proposta.`;
}

export interface ScenarioDef<K extends string = string> {
  name: K;
  label: string;
  description: string;
}

export interface FieldGroup<K extends string = string> {
  id: string;
  title: string;
  fields: readonly NumberFieldDef<K>[];
}

type NumberKey<P> = { [K in keyof P]: P[K] extends number ? K : never }[keyof P] & string;
export type ImovelNumberKey = NumberKey<ImovelParams>;
export type VeiculoNumberKey = NumberKey<VeiculoParams>;

const consorcioFields = [
  { name: "value", label: "Valor do crédito", unit: "R$", unitFirst: true, hint: "Preço do bem hoje" },
  { name: "prazo", label: "Prazo do grupo", unit: "meses" },
  { name: "ta", label: "Taxa de administração", unit: "%", hint: "Total, com o fundo de reserva (ex.: 20 + 2 = 22)" },
  {
    name: "correction",
    label: "Correção anual",
    unit: "% a.a.",
    hint: "Do crédito e da parcela (INCC ou IPCA), a cada 12 meses",
    usual: { min: 0, max: 30 },
  },
  { name: "prazoAc", label: "Contemplação no mês", unit: "mês", unitFirst: true },
  { name: "win", label: "Lance", unit: "%", hint: "Do crédito no mês da contemplação" },
] as const satisfies readonly NumberFieldDef<VeiculoNumberKey & ImovelNumberKey>[];

/** What the bid is made of and the consórcio's seguro (FGTS only for a home). */
const consorcioExtraFields = [
  { name: "embutido", label: "Lance embutido", unit: "%", hint: "Do crédito: parte do lance que sai da própria carta" },
  { name: "embutidoMax", label: "Limite do embutido", unit: "%", hint: "Máximo do grupo, em % do crédito" },
  {
    name: "fundoReserva",
    label: "Fundo de reserva",
    unit: "%",
    hint: "Parte da taxa de administração total (ex.: 2 dos 22)",
  },
  { name: "seguro", label: "Seguro prestamista", unit: "% a.m.", hint: "Sobre o saldo devedor, na parcela" },
] as const satisfies readonly NumberFieldDef<VeiculoNumberKey & ImovelNumberKey>[];

const fgtsFields = [
  { name: "fgtsLance", label: "FGTS no lance", unit: "R$", unitFirst: true, hint: "Parte do lance paga com o FGTS" },
  {
    name: "fgtsParcela",
    label: "FGTS na parcela",
    unit: "%",
    hint: "Até 80\u00a0% da parcela, por 12\u00a0meses após a contemplação",
  },
  {
    name: "fgtsQuitacao",
    label: "FGTS na quitação",
    unit: "R$",
    unitFirst: true,
    hint: "Amortiza ou quita o saldo devedor logo após a contemplação",
  },
] as const satisfies readonly NumberFieldDef<ImovelNumberKey>[];

function financingCostFields<K extends string>(insuranceLabel: string) {
  return [
    {
      name: "finMip",
      label: insuranceLabel,
      unit: "% a.m.",
      hint: "Taxa da faixa etária do cliente, sobre o saldo devedor",
    },
    { name: "finTarifa", label: "Tarifa mensal", unit: "R$", unitFirst: true },
    {
      name: "finTarifasIniciais",
      label: "Tarifas iniciais",
      unit: "R$",
      unitFirst: true,
      hint: "Avaliação, registro, IOF…",
    },
  ] as NumberFieldDef<K>[];
}

function financingFields<K extends string>(prefix: "price" | "sac") {
  return [
    { name: `${prefix}Percent`, label: "Entrada", unit: "%", hint: "Do valor do bem" },
    { name: `${prefix}Juros`, label: "Juros", unit: "% a.m.", annualEquivalent: true, usual: { min: 0, max: 5 } },
    { name: `${prefix}Tr`, label: "TR", unit: "% a.a.", usual: { min: 0, max: 10 } },
    { name: `${prefix}Prazo`, label: "Prazo", unit: "meses" },
  ] as NumberFieldDef<K>[];
}

export const IMOVEL_GROUPS: readonly FieldGroup<ImovelNumberKey>[] = [
  { id: "consorcio", title: "Consórcio", fields: consorcioFields },
  { id: "consorcioExtras", title: "Lance embutido, FGTS e seguro", fields: [...consorcioExtraFields, ...fgtsFields] },
  { id: "price", title: "Financiamento PRICE", fields: financingFields<ImovelNumberKey>("price") },
  { id: "sac", title: "Financiamento SAC", fields: financingFields<ImovelNumberKey>("sac") },
  {
    id: "financingCosts",
    title: "Seguros e tarifas do financiamento",
    fields: [
      ...financingCostFields<ImovelNumberKey>("Seguro MIP"),
      { name: "finDfi", label: "Seguro DFI", unit: "% a.m.", hint: "Sobre o valor do imóvel" },
      {
        name: "finIdade",
        label: "Idade do cliente (MIP)",
        unit: "anos",
        hint: "Com a idade, o MIP segue a tabela por faixa etária e sobe com os aniversários; 0 usa a taxa digitada",
      },
    ],
  },
  {
    id: "scenarios",
    title: "Cenários",
    fields: [
      { name: "locacao", label: "Aluguel", unit: "% a.m.", hint: "Do valor do imóvel" },
      { name: "igpm", label: "Reajuste do aluguel (IGP-M)", unit: "% a.a." },
      { name: "correcaoImovel", label: "Valorização do imóvel", unit: "% a.a." },
      {
        name: "aplicacao",
        label: "Rendimento da aplicação",
        unit: "% a.m.",
        annualEquivalent: true,
        usual: { min: 0, max: 5 },
      },
      { name: "pAplicado", label: "Aluguel reinvestido", unit: "%" },
      { name: "rentabilidadeAnual", label: "Rentabilidade do investimento", unit: "% a.a." },
    ],
  },
];

export const VEICULO_GROUPS: readonly FieldGroup<VeiculoNumberKey>[] = [
  { id: "consorcio", title: "Consórcio", fields: consorcioFields },
  { id: "consorcioExtras", title: "Lance embutido e seguro", fields: consorcioExtraFields },
  { id: "price", title: "Financiamento PRICE (CDC)", fields: financingFields<VeiculoNumberKey>("price") },
  {
    id: "financingCosts",
    title: "Seguro e tarifas do financiamento",
    fields: financingCostFields<VeiculoNumberKey>("Seguro prestamista"),
  },
  {
    id: "scenarios",
    title: "Cenários",
    fields: [
      { name: "depreciacao", label: "Depreciação do veículo", unit: "% a.a." },
      { name: "rentabilidadeAnual", label: "Rentabilidade do investimento", unit: "% a.a." },
    ],
  },
];

export const IMOVEL_SCENARIOS: readonly ScenarioDef<keyof ImovelScenarioToggles>[] = [
  {
    name: "rentWhileWaiting",
    label: "Aluguel até a contemplação",
    description: "O cliente paga aluguel enquanto espera a carta.",
  },
  {
    name: "appreciation",
    label: "Valorização do imóvel",
    description: "O imóvel se valoriza até o fim de cada caminho.",
  },
  {
    name: "rentalIncome",
    label: "Renda de aluguel",
    description: "O imóvel é alugado e parte do aluguel é reinvestida.",
  },
  {
    name: "investInstead",
    label: "Investir em vez de comprar",
    description: "As mesmas parcelas aplicadas em um investimento.",
  },
];

export const VEICULO_SCENARIOS: readonly ScenarioDef<keyof VeiculoScenarioToggles>[] = [
  { name: "depreciation", label: "Depreciação", description: "O veículo perde valor todo ano." },
  {
    name: "investInstead",
    label: "Investir em vez de comprar",
    description: "As mesmas parcelas aplicadas em um investimento.",
  },
];

export const BID_BASE_OPTIONS = [
  { value: "credito", label: "% do crédito" },
  { value: "creditoTaxas", label: "% do crédito + taxas" },
] as const;

export const CORRECTION_INDEX_OPTIONS = [
  { value: "INCC", label: "INCC" },
  { value: "IPCA", label: "IPCA" },
  { value: "IGPM", label: "IGP-M" },
  { value: "fixo", label: "Fixo" },
] as const;

export const BID_MODE_OPTIONS = [
  { value: "reduzParcela", label: "Reduzir parcela" },
  { value: "reduzPrazo", label: "Reduzir prazo" },
] as const;
