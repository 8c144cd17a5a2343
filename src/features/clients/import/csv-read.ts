import { Readable } from "node:stream";
import { CsvError, parse } from "csv-parse";
import { AppError } from "~/lib/errors";
import { formatInteger } from "~/lib/format";

// A spreadsheet's text as rows of cells, read by csv-parse (streaming): quoted cells may hold the
// separator, doubled quotes ("") and line breaks; lines end in CRLF, LF or CR (old Excel for Mac),
// whatever the first line uses; a line may have more or fewer cells than the header; a quote inside
// an unquoted cell is a character. Lines with no cell but blanks are dropped.

/** Characters handed to the parser at a time, with a yield to the event loop between (a few ms of CPU each). */
const CHUNK_CHARS = 64 * 1024;

async function* inChunks(text: string) {
  for (let at = 0; at < text.length; at += CHUNK_CHARS) {
    yield text.slice(at, at + CHUNK_CHARS);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** What csv-parse could not read, said to the seller with the line to look at. */
function csvErrorMessage(error: CsvError): string {
  const line = typeof error.lines === "number" ? ` (linha ${formatInteger(error.lines)})` : "";
  if (error.code === "CSV_QUOTE_NOT_CLOSED")
    return `A planilha tem aspas (") abertas e nunca fechadas${line}. Corrija a célula e envie de novo.`;
  if (error.code === "CSV_INVALID_CLOSING_QUOTE" || error.code === "INVALID_OPENING_QUOTE")
    return `A planilha tem aspas (") fora do lugar${line}: uma célula entre aspas deve terminar logo depois delas. Corrija a célula e envie de novo.`;
  if (error.code === "CSV_MAX_RECORD_SIZE")
    return `Uma célula da planilha é longa demais${line}. Confira se o arquivo é mesmo uma planilha CSV.`;
  return `Não conseguimos ler a planilha${line}. Salve-a de novo como CSV e envie outra vez.`;
}

/**
 * Rows of cells of a CSV text with `separator`; a malformed file is an AppError VALIDATION in pt-BR.
 * At most `maxRows` rows: reading stops there (the caller refuses a file longer than its limit
 * without reading the rest of it).
 */
export async function readCsv(text: string, separator = ";", maxRows = Infinity): Promise<string[][]> {
  const parser = parse({
    delimiter: separator,
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
  });
  const rows: string[][] = [];
  try {
    for await (const row of Readable.from(inChunks(text)).pipe(parser)) {
      if (!Array.isArray(row)) continue;
      const cells = row.map(String);
      if (cells.some((cell) => cell.trim() !== "")) rows.push(cells);
      if (rows.length >= maxRows) break;
    }
  } catch (error) {
    if (error instanceof CsvError) throw new AppError("VALIDATION", csvErrorMessage(error));
    throw error;
  }
  return rows;
}
