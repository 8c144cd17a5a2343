import { parsePtBrNumber } from "~/features/simulators";

/**
 * A table copied from the administradora's statement or a spreadsheet, turned into assembly rows for
 * the form's preview. Each assembly is keyed by its number (101, 102 … as statements publish them),
 * its date, or both. With a header line the columns are found by their names ("Assembleia"/"Nº",
 * "Data", "Cotas aptas", "Sorteio", "Lance", "Menor lance"); without one, in this order: [número],
 * [data], cotas ativas aptas, contemplados por sorteio, contemplados por lance, menor lance vencedor
 * (% do crédito; empty or "-" when nobody won by bid) — the first cells tell whether the number, the
 * date or both lead. Cells are separated by tabs (a spreadsheet), semicolons (a pt-BR CSV) or
 * commas; numbers are pt-BR ("1.250", "38,5 %"), so a comma-separated line must quote decimals
 * ("38,5"). Blank lines are skipped; any other line that is no assembly is reported with its line,
 * column and the format expected.
 */

/** One row as the form holds it: text, so a cell that is not a number shows its own message. */
export interface AssemblyDraft {
  number: string;
  date: string;
  activeCotas: string;
  drawWinners: string;
  bidWinners: string;
  lowestWinningBidPct: string;
}

/** A line of the paste that is no assembly: where, and what was expected there (pt-BR). */
export interface PasteProblem {
  line: number;
  column: number;
  message: string;
}

export interface PastedTable {
  rows: AssemblyDraft[];
  problems: PasteProblem[];
}

type Column = keyof AssemblyDraft;

const COLUMN_NAMES: Record<Column, string> = {
  number: "número da assembleia",
  date: "data",
  activeCotas: "cotas ativas aptas",
  drawWinners: "contemplados por sorteio",
  bidWinners: "contemplados por lance",
  lowestWinningBidPct: "menor lance vencedor",
};

const COUNTS: Column[] = ["activeCotas", "drawWinners", "bidWinners", "lowestWinningBidPct"];

/** A header cell → its column (null: a column the form does not keep). */
function headerColumn(cell: string): Column | null {
  const text = cell
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
  if (/menor|minimo|%/.test(text)) return "lowestWinningBidPct";
  if (/sorteio/.test(text)) return "drawWinners";
  if (/lance/.test(text)) return "bidWinners";
  if (/cota|apta|ativa|participante/.test(text)) return "activeCotas";
  if (/data|dia/.test(text)) return "date";
  if (/assembl|^n[ºo°.]?\s*$|^n[ºo°.]|numero|^#/.test(text)) return "number";
  return null;
}

const INTEGER = /^\d{1,6}$/;

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

/** A day of the calendar (not 2026-13-32 or 2026-02-31). */
const realDay = (day: string) =>
  !Number.isNaN(Date.parse(`${day}T12:00:00Z`)) && new Date(`${day}T12:00:00Z`).toISOString().startsWith(day);

/** "10/03/2026", "10/03/26" or "2026-03-10" → "2026-03-10"; null when it is no date of the calendar. */
export function pastedDate(text: string): string | null {
  if (ISO_DATE.test(text)) return realDay(text) ? text : null;
  const match = BR_DATE.exec(text);
  if (!match) return null;
  const [, day = "", month = "", year = ""] = match;
  const fullYear = year.length === 2 ? `20${year}` : year;
  const iso = `${fullYear}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  return realDay(iso) ? iso : null;
}

const EMPTY_BID = /^(|-|–|—|n\/?a|sem lance)$/i;

/** A pasted number as the form shows it: pt-BR digits kept, "%" and spaces dropped. */
function numberCell(text: string): string {
  const cleaned = text.replace(/[%\s\u00a0]/g, "");
  const value = parsePtBrNumber(cleaned);
  return Number.isNaN(value) ? cleaned : String(value).replace(".", ",");
}

/** The columns of a line without a header: whether a number, a date or both lead the counts. */
function columnsOf(cells: string[]): Column[] {
  const [first = "", second = ""] = cells;
  // Shaped as a date (even one off the calendar, which is then reported as a date).
  const dateLike = (text: string) => BR_DATE.test(text) || ISO_DATE.test(text);
  if (dateLike(first)) return ["date", ...COUNTS];
  if (INTEGER.test(first) && dateLike(second)) return ["number", "date", ...COUNTS];
  return ["number", ...COUNTS];
}

const looksLikeHeader = (cells: string[]) =>
  cells.some((c) => /[a-zà-ú]{3,}/i.test(c)) && cells.filter((c) => headerColumn(c) !== null).length >= 2;

export function parsePastedTable(text: string): PastedTable {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const separator = separatorOf(text);
  const rows: AssemblyDraft[] = [];
  const problems: PasteProblem[] = [];
  let header: Array<Column | null> | null = null;
  let seenLine = false;
  lines.forEach((line, index) => {
    if (line.trim() === "") return;
    const lineNo = index + 1;
    const row = cells(line, separator);
    if (!seenLine && looksLikeHeader(row)) {
      header = row.map(headerColumn);
      seenLine = true;
      return;
    }
    seenLine = true;
    const layout: Array<Column | null> = header ?? columnsOf(row);
    const cell = (column: Column) => {
      const at = layout.indexOf(column);
      return { at: at + 1, text: at >= 0 ? (row[at] ?? "").trim() : "" };
    };
    const problem = (column: number, message: string) =>
      problems.push({ line: lineNo, column, message: `Linha ${lineNo}, coluna ${column}: ${message}` });
    const number = cell("number");
    const date = cell("date");
    const day = date.text ? pastedDate(date.text) : null;
    if (date.text && !day) return problem(date.at, `"${date.text}" não é uma data; use DD/MM/AAAA (ex.: 10/03/2026).`);
    if (number.text && !INTEGER.test(number.text.replace(/^n[ºo°.]?\s*/i, ""))) {
      return problem(
        number.at,
        `"${number.text}" não é um número de assembleia nem uma data; use o número (ex.: 101) ou DD/MM/AAAA.`,
      );
    }
    if (!day && !number.text)
      return problem(
        Math.max(1, number.at || date.at),
        "informe o número da assembleia (ex.: 101) ou a data (DD/MM/AAAA).",
      );
    const cotas = cell("activeCotas");
    if (!cotas.text)
      return problem(
        cotas.at > 0 ? cotas.at : row.length + 1,
        `falta ${COLUMN_NAMES.activeCotas} (um número inteiro, ex.: 1.250).`,
      );
    for (const column of ["activeCotas", "drawWinners", "bidWinners"] as const) {
      const { at, text: value } = cell(column);
      if (value && Number.isNaN(parsePtBrNumber(value.replace(/[\s\u00a0]/g, ""))))
        return problem(at, `"${value}" em ${COLUMN_NAMES[column]} não é um número; use um inteiro (ex.: 1.250).`);
    }
    const lowest = cell("lowestWinningBidPct").text;
    rows.push({
      number: number.text.replace(/^n[ºo°.]?\s*/i, ""),
      date: day ?? "",
      activeCotas: numberCell(cotas.text),
      drawWinners: numberCell(cell("drawWinners").text),
      bidWinners: numberCell(cell("bidWinners").text),
      lowestWinningBidPct: EMPTY_BID.test(lowest) ? "" : numberCell(lowest),
    });
  });
  return { rows, problems };
}

/** A row the seller left blank (the form's starting row): not sent. */
export function isBlankRow(row: AssemblyDraft): boolean {
  return Object.values(row).every((value) => value.trim() === "");
}

/** A form row → the procedure's input; a cell that is not a number becomes NaN (zod's message). */
export function draftToAssembly(row: AssemblyDraft) {
  const int = (text: string) => (text.trim() === "" ? Number.NaN : parsePtBrNumber(text));
  return {
    number: row.number.trim() === "" ? null : parsePtBrNumber(row.number),
    date: row.date.trim() === "" ? null : row.date,
    activeCotas: int(row.activeCotas),
    drawWinners: int(row.drawWinners),
    bidWinners: int(row.bidWinners),
    lowestWinningBidPct: row.lowestWinningBidPct.trim() === "" ? null : parsePtBrNumber(row.lowestWinningBidPct),
  };
}
