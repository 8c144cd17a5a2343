import { AppError } from "~/lib/errors";
import { formatInteger } from "~/lib/format";
import { isOneOf, keysOf } from "~/lib/json";
import { decodeCsv, detectSeparator, IMPORT_LABEL, mapHeaders, parseSource, type ImportField } from "./csv";
import { readCsv } from "./csv-read";
import { clientFieldsSchema, type ClientFields, type ImportPreview } from "../schema";

// A spreadsheet import's file, read (any of the three separators) and each line validated. CPU-bound
// (~0.1–0.5 s for 5 000 lines): the server runs it in a worker thread (./import-parse-pool.ts), never
// on the event loop that answers every tenant's requests. No server-only imports: the worker loads it.

export const MAX_ROWS = 5000;

export type ParsedRow = {
  line: number;
  fields: ClientFields | null;
  raw: Record<ImportField, string>;
  errors: string[];
};
export type ParsedFile = { separator: ImportPreview["separator"]; rows: ParsedRow[] };

/** The file's lines, validated; a file that cannot be imported is an AppError VALIDATION in pt-BR. */
export async function parseImportFile(fileBase64: string): Promise<ParsedFile> {
  const text = decodeCsv(Buffer.from(fileBase64, "base64"));
  const separator = detectSeparator(text);
  // The header, the limit's lines and one more: enough to tell a file past the limit.
  const [headers, ...body] = await readCsv(text, separator, MAX_ROWS + 2);
  if (!headers) throw new AppError("VALIDATION", "O arquivo está vazio.");
  const map = mapHeaders(headers);
  if (map.name === undefined)
    throw new AppError("VALIDATION", 'A planilha precisa de uma coluna "Nome" na primeira linha.');
  if (map.phone === undefined && map.email === undefined)
    throw new AppError("VALIDATION", 'A planilha precisa de uma coluna "Telefone" ou "E-mail".');
  if (body.length > MAX_ROWS)
    throw new AppError("VALIDATION", `Importe até ${formatInteger(MAX_ROWS)} clientes por arquivo.`);
  const parse = (row: string[], i: number): ParsedRow => {
    const cell = (field: ImportField) => {
      const index = map[field];
      return index === undefined ? "" : (row[index] ?? "").trim();
    };
    const raw = {
      name: cell("name"),
      phone: cell("phone"),
      email: cell("email"),
      document: cell("document"),
      city: cell("city"),
      source: cell("source"),
      notes: cell("notes"),
    };
    const parsed = clientFieldsSchema.safeParse({
      ...raw,
      phone: raw.phone || null,
      email: raw.email || null,
      source: parseSource(raw.source),
    });
    const errors = parsed.success
      ? []
      : parsed.error.issues.map((issue) => {
          const field = issue.path[0];
          return isOneOf(keysOf(IMPORT_LABEL), field) ? `${IMPORT_LABEL[field]}: ${issue.message}` : issue.message;
        });
    if (parsed.success && !parsed.data.phone && !parsed.data.email) errors.push("Informe o telefone ou o e-mail.");
    return { line: i + 2, fields: parsed.success && errors.length === 0 ? parsed.data : null, raw, errors };
  };
  return { separator, rows: body.map(parse) };
}
