import {
  firstInstalmentBreakdown,
  type FinancingCet,
  type ImovelComparisonData,
  type InstalmentBreakdown,
  type VeiculoComparisonData,
  type VeiculoParams,
} from "~/features/simulators";
import { formatBRL, formatDate, formatPercent, NBSP } from "~/lib/format";
import { recordOf } from "~/lib/json";

/*
 * "Informações obrigatórias" of every public page and PDF, from Lei 11.795/2008 (arts. 22,
 * 27–30), Resolução BCB 285/2023 (what a consórcio offer must show) and the CDC (arts. 31, 37, 49).
 * Pure: built from the version's frozen snapshot (inputs and results) and its date, so a proposal's
 * disclosures never change after it is sent. Snapshots saved before engine 2026.11.2 lack the new
 * parts: the instalment's breakdown is recomputed from their inputs (a pure function of them), and
 * the financing's CET is left out rather than guessed.
 */

export interface DisclosureItem {
  id: string;
  title: string;
  text: string;
  /** The same content one line each, where a list reads better (the rates and their sources). */
  lines?: readonly string[];
}

export interface DisclosureFigure {
  label: string;
  value: string;
  pct: string;
}

export interface Disclosures {
  items: DisclosureItem[];
  /** The first instalment split into its parts, R$ and % of the instalment. */
  instalment: { figures: DisclosureFigure[]; total: string };
  /** Each financing's CET with its parts (absent for snapshots without it). */
  financing: { name: string; line: string; figures: DisclosureFigure[] }[];
}

/** What the disclosures read of a version's parameters: fields an imóvel and a veículo both have. */
export type DisclosedParams = Pick<
  VeiculoParams,
  | "value"
  | "prazo"
  | "ta"
  | "fundoReserva"
  | "seguro"
  | "prazoAc"
  | "correction"
  | "correctionIndex"
  | "bidBase"
  | "bidMode"
  | "win"
  | "embutido"
  | "embutidoMax"
  | "priceJuros"
  | "priceTr"
  | "pricePercent"
>;

const INDEX_NAMES: Record<DisclosedParams["correctionIndex"], string> = {
  INCC: "INCC",
  IPCA: "IPCA",
  IGPM: "IGP-M",
  fixo: "percentual fixo",
};
const BID_MODE_TEXT: Record<DisclosedParams["bidMode"], string> = {
  reduzParcela: "reduzir o valor das parcelas",
  reduzPrazo: "reduzir o prazo",
};
const pctText = (x: number) => formatPercent(x).replace(`,00${NBSP}%`, `${NBSP}%`);

function breakdownOf(
  comparison: ImovelComparisonData | VeiculoComparisonData,
  params: DisclosedParams,
): InstalmentBreakdown {
  return (
    comparison.consorcio.details?.firstInstalment ??
    firstInstalmentBreakdown({
      creditValue: params.value,
      termMonths: params.prazo,
      adminFeePct: params.ta,
      reservePct: params.fundoReserva,
      insurancePct: params.seguro,
    })
  );
}

function cetFigures(cet: FinancingCet): DisclosureFigure[] {
  const { parts } = cet;
  const rows: [string, { value: number; pct: number }][] = [
    ["Juros", parts.interest],
    ["Correção pela TR", parts.trCorrection],
    ["Seguro MIP / prestamista", parts.mip],
    ["Seguro DFI", parts.dfi],
    ["Tarifas mensais", parts.adminFees],
    ["Tarifas iniciais", parts.upfrontFees],
  ];
  return rows
    .filter(([, p]) => p.value > 0)
    .map(([label, p]) => ({ label, value: formatBRL(p.value), pct: formatPercent(p.pct) }));
}

export interface Administradora {
  name: string | null;
  cnpj: string | null;
}

/** "12345678000195" → "12.345.678/0001-95". */
export function formatCnpj(digits: string): string {
  return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, "$1.$2.$3/$4-$5");
}

function administradoraText(a: Administradora | null | undefined, seller: string): string {
  const representative = `${seller} atua como seu representante e responde pelas informações desta proposta (Resolução BCB 285/2023).`;
  if (a?.name) {
    return `Administradora: ${a.name}${a.cnpj ? `, CNPJ ${formatCnpj(a.cnpj)}` : ""}, autorizada pelo Banco Central do Brasil. ${representative}`;
  }
  return `O consórcio é administrado por uma administradora autorizada pelo Banco Central do Brasil, cujo nome e CNPJ constam do contrato. ${representative}`;
}

export function proposalDisclosures(input: {
  comparison: ImovelComparisonData | VeiculoComparisonData;
  params: DisclosedParams;
  createdAt: Date;
  sellerName: string;
  brandName: string;
  /** From the seller's settings (null while not filled in). */
  administradora?: Administradora | null;
  /** Each rate used with its source and date, saved with the version (absent in older ones). */
  rateSources?: readonly string[];
  /** The monthly rate the figures' financing runs at, when not the typed one (the verdict's market basis). */
  marketMonthlyPct?: number | null;
  /** False when the version chose no correction index (schema.ts, `namesIndex`): the contract's is named. */
  namesIndex?: false;
}): Disclosures {
  const { comparison, params } = input;
  const { prazoAc, ta, seguro, value: credit, correction, embutido, embutidoMax } = params;
  const index = input.namesIndex === false ? "índice do contrato (INCC ou IPCA)" : INDEX_NAMES[params.correctionIndex];
  const bidBase = params.bidBase === "creditoTaxas" ? "do crédito mais as taxas" : "do crédito";
  const bidMode = BID_MODE_TEXT[params.bidMode];
  const breakdown = breakdownOf(comparison, params);
  // Absent in snapshots saved before engine 2026.11.2.
  const storedInsurance = recordOf(comparison.consorcio.schedule.totals).insurance;
  const insuranceTotal = typeof storedInsurance === "number" ? storedInsurance : 0;
  const costsPct = ta + (credit > 0 ? (insuranceTotal / credit) * 100 : 0);
  const date = formatDate(input.createdAt, "long");

  const items: DisclosureItem[] = [
    {
      id: "contemplacao",
      title: "Contemplação",
      text: `A contemplação acontece somente por sorteio ou por lance nas assembleias do grupo (Lei 11.795/2008, art. 22). Nenhuma data é garantida: o mês ${prazoAc} desta simulação é uma projeção.`,
    },
    {
      id: "custos",
      title: "Custos totais",
      text: `Taxa de administração total de ${pctText(ta)} do crédito${params.fundoReserva > 0 ? `, com fundo de reserva de ${pctText(params.fundoReserva)}` : ""}${seguro > 0 ? ` e seguro prestamista de ${formatPercent(seguro)}\u00a0a.m. sobre o saldo devedor` : ""}: os custos somam ${formatPercent(costsPct)} do crédito de ${formatBRL(credit)}. Não há juros; há essas taxas.`,
    },
    {
      id: "correcao",
      title: "Correção",
      text: `O crédito e as parcelas são corrigidos a cada 12\u00a0meses pelo ${index} (${pctText(correction)}\u00a0a.a. nesta simulação). Se o índice mudar, a parcela e o crédito mudam com ele.`,
    },
    {
      id: "lance",
      title: "Regras do lance usadas",
      text: `Lance de ${pctText(params.win)} ${bidBase}, aplicado para ${bidMode}. Lance embutido de até ${pctText(embutidoMax)} do crédito${embutido > 0 ? ` (usado: ${pctText(embutido)}, descontado do crédito recebido)` : ""}. Vence o maior lance da assembleia, conforme o regulamento do grupo.`,
    },
    {
      id: "exclusao",
      title: "Atrasos, exclusão e desistência",
      text: "Quem deixa de pagar parcelas pode ser excluído do grupo, conforme o contrato (Lei 11.795/2008, arts. 28 a 30); o excluído recebe o que pagou ao fundo comum, corrigido, quando contemplado por sorteio ou ao fim do grupo, descontadas as penalidades do contrato. Na contratação fora do estabelecimento da administradora (internet, telefone, em casa), o cliente pode desistir em até 7 dias da assinatura (CDC, art. 49).",
    },
    {
      id: "administradora",
      title: "Administradora e representante",
      text: administradoraText(input.administradora, `${input.sellerName} (${input.brandName})`),
    },
    {
      id: "simulacao",
      title: "Simulação",
      text: `Simulação de ${date}. Premissas: contemplação no mês ${prazoAc}, correção de ${pctText(correction)}\u00a0a.a., financiamento PRICE a ${input.marketMonthlyPct ? `${formatPercent(input.marketMonthlyPct)}\u00a0a.m. (taxa média do Banco Central; taxa informada ${formatPercent(params.priceJuros)}\u00a0a.m.)` : `${formatPercent(params.priceJuros)}\u00a0a.m.`} com TR de ${formatPercent(params.priceTr)}\u00a0a.a. e entrada de ${pctText(params.pricePercent)}. Não é contrato nem oferta: os valores dependem das regras do grupo e das condições na contratação.`,
    },
  ];
  if (input.rateSources?.length) {
    items.push({
      id: "taxas",
      title: "Taxas usadas e suas fontes",
      text: `${input.rateSources.join("; ")}.`,
      lines: input.rateSources,
    });
  }

  const part = (label: string, p: { value: number; pct: number }): DisclosureFigure => ({
    label,
    value: formatBRL(p.value),
    pct: formatPercent(p.pct),
  });
  const financingPaths =
    "sac" in comparison
      ? ([
          ["PRICE", comparison.price],
          ["SAC", comparison.sac],
        ] as const)
      : ([["PRICE", comparison.price]] as const);
  const financing = financingPaths.flatMap(([name, path]) => {
    const cet = path.cet;
    if (!cet) return [];
    return [
      {
        name,
        line: `Juros de ${formatPercent(cet.nominalAnnualPct)}\u00a0a.a.; Custo Efetivo Total (CET) de ${formatPercent(cet.cetAnnualPct)}\u00a0a.a. (Resolução CMN 3.517), custo total de ${formatBRL(cet.totalCost)}.`,
        figures: cetFigures(cet),
      },
    ];
  });

  return {
    items,
    instalment: {
      figures: [
        part("Fundo comum", breakdown.fundoComum),
        part("Taxa de administração", breakdown.taxaAdministracao),
        part("Fundo de reserva", breakdown.fundoReserva),
        part("Seguro", breakdown.seguro),
      ],
      total: formatBRL(breakdown.total),
    },
    financing,
  };
}
