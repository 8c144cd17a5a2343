import { wholeInstalmentsRemoved, type ImovelComparisonData, type VeiculoComparisonData } from "~/features/simulators";
import { formatBRL, formatInteger, formatPercent, formatRate } from "~/lib/format";

/*
 * "Custos do consórcio e do financiamento" of the public page and the PDF, the same parts
 * the simulators show under "Custos detalhados": the bid by where its money comes from, both ways of
 * applying it (the client's pick marked), the consórcio's cost said honestly (total paid vs credit
 * received and both at present value: its flow changes sign twice, so no single IRR exists) and the
 * SFH's limits. Pure, from the version's frozen snapshot: a snapshot without these parts (engine
 * 2026.11.1, or no bid) yields none of them, and the page shows nothing in their place.
 */

export interface FinanceRow {
  label: string;
  value: string;
  note?: string;
  strong?: boolean;
  /** The way the client picked (the simulation's "Uso do lance"). */
  picked?: boolean;
}

export interface FinanceSummary {
  /** Own money + embutido + FGTS = the bid, and the credit in hand; null when no bid is used. */
  bid: FinanceRow[] | null;
  /** Reduce the instalment / reduce the term, the pick marked; null when no bid is used. */
  afterBid: FinanceRow[] | null;
  cost: FinanceRow[] | null;
  /** The SFH limits each financing breaks (only those with any). */
  warnings: { name: "PRICE" | "SAC"; items: string[] }[];
}

export const HONEST_COST_NOTE =
  "O consórcio não tem uma taxa única de juros: o cliente paga, recebe a carta e volta a pagar. Por isso mostramos o total pago contra a carta de crédito e os dois a valor presente.";

export const PICKED_LABEL = "escolha do cliente";

export function financeSummary(
  comparison: ImovelComparisonData | VeiculoComparisonData,
  bidMode: string,
): FinanceSummary {
  const { details, honestCost: cost } = comparison.consorcio;
  const bid = details && details.bid.total > 0 ? details.bid : null;
  const financing =
    "sac" in comparison
      ? ([
          ["PRICE", comparison.price],
          ["SAC", comparison.sac],
        ] as const)
      : ([["PRICE", comparison.price]] as const);
  const warnings = financing.flatMap(([name, path]) =>
    path.warnings?.length ? [{ name, items: [...path.warnings] }] : [],
  );
  if (!details || !bid) return { bid: null, afterBid: null, cost: costRows(cost), warnings };
  const { reduzParcela, reduzPrazo } = details.afterBid;
  const removed = wholeInstalmentsRemoved(reduzPrazo.instalmentsRemoved);
  return {
    bid: [
      { label: "Recursos próprios", value: formatBRL(bid.own) },
      { label: "Lance embutido", value: formatBRL(bid.embutido), note: "descontado do crédito" },
      ...(bid.fgts > 0 ? [{ label: "FGTS", value: formatBRL(bid.fgts) }] : []),
      {
        label: "Lance total",
        value: formatBRL(bid.total),
        note:
          bid.base === "creditoTaxas"
            ? `${formatPercent(bid.pctOfBase)} do crédito + taxas`
            : `${formatPercent(bid.pctOfCredit)} do crédito`,
        strong: true,
      },
      {
        label: "Crédito recebido",
        value: formatBRL(bid.creditInHand),
        note: `carta de ${formatBRL(bid.creditInForce)} menos o lance embutido`,
        strong: true,
      },
    ],
    afterBid: [
      {
        label: "Reduzir a parcela",
        value: formatBRL(reduzParcela.instalment),
        note: `até o mês ${formatInteger(reduzParcela.lastMonth)}`,
        picked: bidMode === "reduzParcela",
      },
      {
        label: "Reduzir o prazo",
        value: formatBRL(reduzPrazo.instalment),
        note: `${formatInteger(removed.whole)} parcelas a menos${removed.smallerLast ? " e a última menor" : ""}, até o mês ${formatInteger(reduzPrazo.lastMonth)}`,
        picked: bidMode === "reduzPrazo",
      },
    ],
    cost: costRows(cost),
    warnings,
  };
}

function costRows(
  cost: (ImovelComparisonData | VeiculoComparisonData)["consorcio"]["honestCost"],
): FinanceRow[] | null {
  if (!cost) return null;
  const rate = formatRate(cost.rateAnnualPct, "a.a.");
  return [
    { label: "Total pago", value: formatBRL(cost.totalPaid) },
    { label: "Carta de crédito", value: formatBRL(cost.creditReceived) },
    {
      label: "Diferença",
      value: formatBRL(cost.difference),
      note: cost.differencePct === null ? undefined : `${formatPercent(cost.differencePct)} da carta`,
      strong: true,
    },
    ...(cost.presentValue
      ? [
          { label: `Total pago a valor presente (${rate})`, value: formatBRL(cost.presentValue.paid) },
          { label: `Carta a valor presente (${rate})`, value: formatBRL(cost.presentValue.credit) },
          {
            label: "Custo a valor presente",
            value: formatBRL(cost.presentValue.cost),
            note: `rentabilidade de ${rate}`,
            strong: true,
          },
        ]
      : []),
  ];
}

/** Whether the summary has anything to show (old snapshots have nothing). */
export function hasFinanceSummary(s: FinanceSummary): boolean {
  return Boolean(s.bid || s.afterBid || s.cost || s.warnings.length);
}
