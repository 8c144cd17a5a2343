import {
  contemplationOdds,
  isInsufficientHistoryError,
  isSimulationValidationError,
  ODDS_TABLE_MONTHS,
  type OddsPoint,
} from "~/features/simulators";
import { drawFromBcbText } from "./bcb-draw";
import type { ExploreHistory } from "./explore";
import { proposalVariant, recordedBids } from "./explore";
import type { RecordedBids } from "./odds-text";
import type { ProposalSimulation } from "./simulation";

/** The PDF's odds table: the proposal's own bid, months 6, 12, 24, 36, 60 (within the term) and the median. */
export interface OddsTable {
  bidPct: number;
  rows: OddsPoint[];
  medianMonth: number | null;
  /** The chance in the next assembly (month 1). */
  firstMonth: number;
  termMonths: number;
  assemblies: number;
  source: string;
  readOn: string;
  recorded: RecordedBids;
  /** The draw rate's line when it comes from the Banco Central's files (bcb-draw.ts), else null. */
  drawSource: string | null;
}

/**
 * Null without a history, with fewer than six assemblies, with a history the engine refuses (no
 * active cota at all: saved before the rule, `groups.save` refuses it now): the PDF then omits the
 * odds, as the public page does.
 */
export function oddsTable(simulation: ProposalSimulation, history: ExploreHistory | null): OddsTable | null {
  if (!history) return null;
  const { bidPct, prazo } = proposalVariant(simulation.params);
  try {
    const odds = contemplationOdds({
      history: history.assemblies,
      bidPct: Math.min(100, bidPct),
      months: prazo,
      drawChance: history.draw?.chance,
    });
    return {
      bidPct,
      medianMonth: odds.medianMonth,
      termMonths: prazo,
      assemblies: history.assemblies.length,
      source: history.source,
      readOn: history.readOn,
      recorded: recordedBids(odds, history.assemblies.length),
      drawSource: history.draw ? drawFromBcbText(history.draw) : null,
      firstMonth: odds.perMonth[0]?.probability ?? 0,
      rows: ODDS_TABLE_MONTHS.filter((m) => m <= prazo)
        .map((m) => odds.perMonth[m - 1])
        .filter((r): r is OddsPoint => r !== undefined),
    };
  } catch (error) {
    if (isInsufficientHistoryError(error) || isSimulationValidationError(error)) return null;
    throw error;
  }
}
