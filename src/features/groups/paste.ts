import { parsePtBrNumber } from "~/features/simulators";

/**
 * A table copied from the administradora's statement or a spreadsheet, turned into assembly rows for
 * the form's preview. Columns, in this order: data, cotas ativas aptas, contemplados por sorteio,
 * contemplados por lance, menor lance vencedor (% do crédito; empty or "-" when nobody won by bid).
 * Cells are separated by tabs (a spreadsheet), semicolons (a pt-BR CSV) or commas; numbers are pt-BR
 * ("1.250", "38,5 %"), so a comma-separated line must quote decimals ("38,5"). A first line that is
 * not an assembly (a header) is skipped; so are blank lines.
 */

/** One row as the form holds it: text, so a cell that is not a number shows its own message. */
export interface AssemblyDraft {
  date: string;
  activeCotas: string;
  drawWinners: string;
  bidWinners: string;
  lowestWinningBidPct: string;
}

export interface PastedTable {
  rows: AssemblyDraft[];
  /** 1-based line numbers that could not be read as an assembly (too few cells, no date). */
  skipped: number[];
}

function separatorOf(text: string): string {
  if (text.includes("\t")) return "\t";
  if (text.includes(";")) return ";";
  return ",";
}

function cells(line: string, separator: string): string[] {
  const out: string[] = [];
  let cell = "";
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === separator && !quoted) {
      out.push(cell.trim());
      cell = "";
    } else cell += char;
  }
  out.push(cell.trim());
  return out;
}

const BR_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "10/03/2026", "10/03/26" or "2026-03-10" → "2026-03-10"; null when it is no date. */
export function pastedDate(text: string): string | null {
  if (ISO_DATE.test(text)) return text;
  const match = BR_DATE.exec(text);
  if (!match) return null;
  const [, day = "", month = "", year = ""] = match;
  const fullYear = year.length === 2 ? `20${year}` : year;
  return `${fullYear}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
}

const EMPTY_BID = /^(|-|–|—|n\/?a|sem lance)$/i;

/** A pasted number as the form shows it: pt-BR digits kept, "%" and spaces dropped. */
function numberCell(text: string): string {
  const cleaned = text.replace(/[%\s\u00a0]/g, "");
  const value = parsePtBrNumber(cleaned);
  return Number.isNaN(value) ? cleaned : String(value).replace(".", ",");
}

export function parsePastedTable(text: string): PastedTable {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const separator = separatorOf(text);
  const rows: AssemblyDraft[] = [];
  const skipped: number[] = [];
  let header = true;
  lines.forEach((line, index) => {
    if (line.trim() === "") return;
    const first = header;
    header = false;
    const [date = "", cotas = "", draw = "", bid = "", lowest = ""] = cells(line, separator);
    const day = pastedDate(date);
    if (!day || cotas === "") {
      // A header line above the rows is expected; any other line that is no assembly is reported.
      if (!first) skipped.push(index + 1);
      return;
    }
    rows.push({
      date: day,
      activeCotas: numberCell(cotas),
      drawWinners: numberCell(draw),
      bidWinners: numberCell(bid),
      lowestWinningBidPct: EMPTY_BID.test(lowest.trim()) ? "" : numberCell(lowest),
    });
  });
  return { rows, skipped };
}

/** A form row → the procedure's input; a cell that is not a number becomes NaN (zod's message). */
export function draftToAssembly(row: AssemblyDraft) {
  const int = (text: string) => (text.trim() === "" ? Number.NaN : parsePtBrNumber(text));
  return {
    date: row.date,
    activeCotas: int(row.activeCotas),
    drawWinners: int(row.drawWinners),
    bidWinners: int(row.bidWinners),
    lowestWinningBidPct: row.lowestWinningBidPct.trim() === "" ? null : parsePtBrNumber(row.lowestWinningBidPct),
  };
}
