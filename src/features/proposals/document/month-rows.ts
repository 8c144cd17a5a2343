import type { ImovelComparisonData, VeiculoComparisonData } from "~/features/simulators";

export interface MonthRow {
  month: number;
  consorcio: number;
  bid: number;
  price: number;
  sac: number | null;
}

/** The month-by-month table of a proposal: each path's instalment, and the consórcio's bid month. */
export function monthRows(comparison: ImovelComparisonData | VeiculoComparisonData): MonthRow[] {
  const bids = new Map(comparison.consorcio.schedule.rows.filter((r) => r.bid > 0).map((r) => [r.month, r.bid]));
  return comparison.series.instalments.map((p) => ({
    month: p.month,
    consorcio: p.consorcio,
    bid: bids.get(p.month) ?? 0,
    price: p.price,
    sac: "sac" in p ? p.sac : null,
  }));
}
