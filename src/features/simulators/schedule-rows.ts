import type { ConsorcioRow, FinancingRow } from "./engine";

/** A column of the month-by-month table (components/schedule-table.tsx formats by kind). */
/** Height of a month-by-month table (px): fixed, so its placeholder can hold the same room. */
export const SCHEDULE_TABLE_HEIGHT = 420;

export interface ScheduleColumn {
  key: string;
  label: string;
  kind: "month" | "money" | "percent" | "number";
}

/** One table row; null prints as a dash (e.g. no bid that month). */
export type ScheduleRow = Record<string, number | null>;

export const CONSORCIO_COLUMNS: readonly ScheduleColumn[] = [
  { key: "month", label: "Mês", kind: "month" },
  { key: "credit", label: "Crédito vigente", kind: "money" },
  { key: "instalment", label: "Parcela", kind: "money" },
  { key: "bid", label: "Lance", kind: "money" },
  { key: "paid", label: "Total pago", kind: "money" },
];

export const FINANCING_COLUMNS: readonly ScheduleColumn[] = [
  { key: "month", label: "Mês", kind: "month" },
  { key: "instalment", label: "Parcela", kind: "money" },
  { key: "interest", label: "Juros", kind: "money" },
  { key: "amortization", label: "Amortização", kind: "money" },
  { key: "trCorrection", label: "Correção TR", kind: "money" },
  { key: "balance", label: "Saldo devedor", kind: "money" },
];

/** Consórcio rows with the running total paid (instalments + bid), the figure a client asks about. */
export function consorcioTableRows(rows: readonly ConsorcioRow[]): ScheduleRow[] {
  let paid = 0;
  return rows.map((row) => {
    paid += row.instalment + row.bid;
    return {
      month: row.month,
      credit: row.credit,
      instalment: row.instalment,
      bid: row.bid > 0 ? row.bid : null,
      paid,
    };
  });
}

/**
 * Financing rows. The TR correction of a month is what TR added to the balance before interest
 * (corrected balance − the previous month's balance); the first month starts from the principal.
 */
export function financingTableRows(rows: readonly FinancingRow[], principal: number): ScheduleRow[] {
  let previous = principal;
  return rows.map((row) => {
    const trCorrection = row.correctedBalance - previous;
    previous = row.balance;
    return {
      month: row.month,
      instalment: row.instalment,
      interest: row.interest,
      amortization: row.amortization,
      trCorrection,
      balance: row.balance,
    };
  });
}
