import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { CsvError, parse } from "csv-parse";
import { AppError } from "~/lib/errors";
import { type Column, type FileKind, headerKey, LAYOUTS } from "./layout";

/*
 * One of the Banco Central's consórcio CSVs, streamed: bytes in Windows-1252 → text → records
 * (csv-parse, `;`) → typed rows in batches, read by header name. Anything it cannot read stops it
 * with a pt-BR message naming the file, the line and the column; the caller keeps nothing of it.
 */

export type BcbRow = Record<string, string | number | null>;

/** A file refused: the message names the file, the line and the column. */
export function refusal(file: string, where: { line?: number; column?: string | number }, problem: string): AppError {
  const parts = [`Arquivo ${file}`];
  if (where.line !== undefined) parts.push(`linha ${where.line}`);
  if (where.column !== undefined)
    parts.push(typeof where.column === "number" ? `coluna ${where.column}` : `coluna "${where.column}"`);
  return new AppError("VALIDATION", `${parts.join(", ")}: ${problem}`);
}

/** Whether the bytes at `i` (a byte ≥ 0x80) start a UTF-8 sequence: true, false, or null (not enough bytes yet). */
function utf8SequenceAt(bytes: Uint8Array, i: number): boolean | null {
  const lead = bytes[i]!;
  const length =
    lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0;
  if (length === 0) return false;
  for (let k = 1; k < length; k++) {
    if (i + k >= bytes.length) return null;
    const next = bytes[i + k]!;
    if (next < 0x80 || next > 0xbf) return false;
  }
  return true;
}

/**
 * Refuses a file saved as UTF-8 (a BOM, or its first accented letter written as a UTF-8 sequence: in
 * Windows-1252 those pairs read "Ã³", never seen in the BCB's names), then decodes Windows-1252.
 */
function windows1252(file: string): Transform {
  const decoder = new TextDecoder("windows-1252");
  let checked = false;
  let line = 1;
  let column = 1;
  let held = Buffer.alloc(0);
  const utf8 = () =>
    refusal(
      file,
      { line, column },
      "o arquivo está em UTF-8; os arquivos do Banco Central vêm em Windows-1252. Envie o arquivo original do Banco Central, sem abrir e salvar de novo.",
    );
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      let bytes = held.length > 0 ? Buffer.concat([held, chunk]) : chunk;
      held = Buffer.alloc(0);
      if (!checked) {
        if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf && line === 1 && column === 1)
          return done(utf8());
        for (let i = 0; i < bytes.length; i++) {
          const byte = bytes[i]!;
          if (byte === 0x0a) {
            line++;
            column = 1;
          } else if (byte === 0x3b) column++;
          else if (byte >= 0x80) {
            const isUtf8 = utf8SequenceAt(bytes, i);
            if (isUtf8 === null) {
              // Decide with the next chunk: hold the bytes from here on.
              held = Buffer.from(bytes.subarray(i));
              bytes = bytes.subarray(0, i);
              break;
            }
            if (isUtf8) return done(utf8());
            checked = true;
            break;
          }
        }
      }
      done(null, decoder.decode(bytes, { stream: true }));
    },
    flush(done) {
      done(null, decoder.decode(held));
    },
  });
}

const INT = /^-?\d+$/;
const DECIMAL = /^-?\d+([,.]\d+)?$/;

function readValue(
  column: Column,
  raw: string | undefined,
  file: string,
  line: number,
  dataBase: string,
): string | number | null {
  const value = (raw ?? "").trim();
  const refuse = (problem: string) => refusal(file, { line, column: column.header }, problem);
  if (value === "") {
    if (column.optional) return null;
    throw refuse("valor vazio.");
  }
  switch (column.type) {
    case "int":
      if (!INT.test(value)) throw refuse(`"${value}" não é um número inteiro.`);
      return Number(value);
    case "decimal":
      if (!DECIMAL.test(value)) throw refuse(`"${value}" não é um número (use vírgula decimal, como 23,2).`);
      return Number(value.replace(",", "."));
    case "cnpj":
      if (!/^\d{1,8}$/.test(value)) throw refuse(`"${value}" não é a raiz de um CNPJ (8 dígitos).`);
      return value.padStart(8, "0");
    case "dataBase": {
      const normalized = value.replace("-", "");
      if (normalized !== dataBase) throw refuse(`data-base "${value}" diferente da do nome do arquivo (${dataBase}).`);
      return normalized;
    }
    case "segment": {
      if (!/^\d{1,2}$/.test(value)) throw refuse(`"${value}" não é um código de segmento.`);
      // The móveis file may carry two digits whose tens digit is the segment (32 → 3).
      const segment = value.length === 2 ? Number(value[0]) : Number(value);
      if (segment < 1 || segment > 6) throw refuse(`segmento "${value}" desconhecido (1 a 6).`);
      return segment;
    }
    case "uf":
      if (!/^[A-Za-z]{2}$/.test(value)) throw refuse(`"${value}" não é uma sigla de estado.`);
      return value.toUpperCase();
    case "text":
      return value.replace(/\s+/g, " ");
  }
}

function csvProblem(error: CsvError): string {
  switch (error.code) {
    case "CSV_RECORD_INCONSISTENT_FIELDS_LENGTH":
      return "número de colunas diferente do cabeçalho (o separador é ponto e vírgula).";
    case "CSV_QUOTE_NOT_CLOSED":
      return "aspas abertas e não fechadas.";
    default:
      return "linha ilegível como CSV separado por ponto e vírgula.";
  }
}

/**
 * Streams one CSV of `kind` and hands its rows to `onBatch` in batches of `batchSize` (awaited: the
 * file is read no faster than the rows are stored). Every row's data-base must be the file name's.
 * Returns the number of rows.
 */
export async function readBcbCsv(
  input: Readable,
  {
    file,
    kind,
    dataBase,
    batchSize = 1000,
    onBatch,
  }: { file: string; kind: FileKind; dataBase: string; batchSize?: number; onBatch: (rows: BcbRow[]) => Promise<void> },
): Promise<number> {
  const layout = LAYOUTS[kind];
  const parser = parse({ delimiter: ";", bom: true, skip_empty_lines: true, info: true, relax_quotes: true });
  let rows: BcbRow[] = [];
  let count = 0;
  let indexes: { column: Column; index: number }[] | null = null;

  async function consume(records: AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    for await (const { record, info } of records) {
      if (indexes === null) {
        const keys = record.map(headerKey);
        indexes = layout.columns.flatMap((column) => {
          const index = keys.indexOf(headerKey(column.header));
          if (index < 0 && !column.optional)
            throw refusal(file, { line: info.lines, column: column.header }, "coluna ausente no cabeçalho.");
          return index < 0 ? [] : [{ column, index }];
        });
        continue;
      }
      const row: BcbRow = {};
      for (const { column, index } of indexes)
        row[column.field] = readValue(column, record[index], file, info.lines, dataBase);
      for (const column of layout.columns) if (!(column.field in row)) row[column.field] = null;
      rows.push(row);
      count++;
      if (rows.length >= batchSize) {
        const batch = rows;
        rows = [];
        await onBatch(batch);
      }
    }
  }

  try {
    await pipeline(input, windows1252(file), parser, consume);
  } catch (error) {
    if (error instanceof CsvError)
      throw refusal(
        file,
        { line: "lines" in error && typeof error.lines === "number" ? error.lines : undefined },
        csvProblem(error),
      );
    throw error;
  }
  if (indexes === null) throw refusal(file, { line: 1 }, "arquivo vazio, sem cabeçalho.");
  if (rows.length > 0) await onBatch(rows);
  return count;
}
