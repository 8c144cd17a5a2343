import "server-only";
import type { Prisma } from "~/generated/prisma/client";
import { AppError } from "~/lib/errors";
import { formatInteger } from "~/lib/format";
import type { Db } from "~/platform/db";
import { decodeCsv, detectSeparator, IMPORT_FIELDS, IMPORT_LABEL, mapHeaders, parseSource, type ImportField } from "./csv";
import { readCsv } from "./csv-read";
import { clientFieldsSchema, type ClientFields, type ImportPreview } from "../schema";
import { CLIENT_SOURCE_LABEL, isOneOf, nationalPhone } from "../status";

// A spreadsheet import's file, read (any of the three separators) and planned: what each line would
// do against the account's clients now. Reads only, in batches: no lock, no transaction.

export const MAX_ROWS = 5000;
/** Lines looked up (and, in the job, written) per query: a few queries per thousand lines, not two per line. */
export const IMPORT_BATCH = 100;

export type ParsedRow = { line: number; fields: ClientFields | null; raw: Record<ImportField, string>; errors: string[] };

/** Lines validated between two yields to the event loop (a few milliseconds of CPU). */
const PARSE_SLICE = 50;
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The file's lines, validated. Validation yields to the event loop every PARSE_SLICE lines: thousands
 * of lines take long on the CPU (docs/benchmarks.md), which would otherwise stall every other request of this server at once.
 */
export async function parseFile(fileBase64: string): Promise<{ separator: ImportPreview["separator"]; rows: ParsedRow[] }> {
  const text = decodeCsv(Buffer.from(fileBase64, "base64"));
  const separator = detectSeparator(text);
  // Read in chunks, yielding between them (./csv-read.ts).
  const [headers, ...body] = await readCsv(text, separator);
  if (!headers) throw new AppError("VALIDATION", "O arquivo está vazio.");
  const map = mapHeaders(headers);
  if (map.name === undefined) throw new AppError("VALIDATION", "A planilha precisa de uma coluna \"Nome\" na primeira linha.");
  if (map.phone === undefined && map.email === undefined) throw new AppError("VALIDATION", "A planilha precisa de uma coluna \"Telefone\" ou \"E-mail\".");
  if (body.length > MAX_ROWS) throw new AppError("VALIDATION", `Importe até ${formatInteger(MAX_ROWS)} clientes por arquivo.`);
  const parse = (row: string[], i: number): ParsedRow => {
    const cell = (field: ImportField) => {
      const index = map[field];
      return index === undefined ? "" : (row[index] ?? "").trim();
    };
    const raw = { name: cell("name"), phone: cell("phone"), email: cell("email"), document: cell("document"), city: cell("city"), source: cell("source"), notes: cell("notes") };
    const parsed = clientFieldsSchema.safeParse({ ...raw, phone: raw.phone || null, email: raw.email || null, source: parseSource(raw.source) });
    const errors = parsed.success
      ? []
      : parsed.error.issues.map((issue) => {
          const field = issue.path[0];
          return typeof field === "string" && isOneOf(IMPORT_FIELDS, field) ? `${IMPORT_LABEL[field]}: ${issue.message}` : issue.message;
        });
    if (parsed.success && !parsed.data.phone && !parsed.data.email) errors.push("Informe o telefone ou o e-mail.");
    return { line: i + 2, fields: parsed.success && errors.length === 0 ? parsed.data : null, raw, errors };
  };
  const rows: ParsedRow[] = [];
  for (let start = 0; start < body.length; start += PARSE_SLICE) {
    if (start > 0) await yieldToOthers();
    body.slice(start, start + PARSE_SLICE).forEach((row, j) => rows.push(parse(row, start + j)));
  }
  return { separator, rows };
}

/** The keys a line matches clients by: its national phone and its e-mail. */
export function rowKeys(fields: { phone: string | null; email: string | null }): string[] {
  const phone = nationalPhone(fields.phone);
  return [phone && `p:${phone}`, fields.email && `e:${fields.email}`].filter((k): k is string => Boolean(k));
}

export type KnownClient = { id: string; phone: string | null; email: string | null; document: string | null };

/** The account's clients holding any of these rows' phones or e-mails, by key ("p:…", "e:…"). */
export async function knownClients(db: Db | Prisma.TransactionClient, accountId: string, rows: ClientFields[]): Promise<Map<string, KnownClient>> {
  const phones = [...new Set(rows.map((r) => nationalPhone(r.phone)).filter((p): p is string => Boolean(p)))];
  const emails = [...new Set(rows.map((r) => r.email).filter((e): e is string => Boolean(e)))];
  const known = new Map<string, KnownClient>();
  if (phones.length === 0 && emails.length === 0) return known;
  const found = await db.client.findMany({
    where: { accountId, OR: [...(phones.length ? [{ phone: { in: phones } }] : []), ...(emails.length ? [{ email: { in: emails } }] : [])] },
    select: { id: true, phone: true, email: true, document: true },
  });
  for (const client of found) {
    if (client.phone) known.set(`p:${client.phone}`, client);
    if (client.email) known.set(`e:${client.email}`, client);
  }
  return known;
}

/** The preview: each line as read, and whether it would create a client, merge into one or be skipped. */
export async function planImport(db: Db, accountId: string, file: Awaited<ReturnType<typeof parseFile>>): Promise<ImportPreview> {
  const seen = new Set<string>();
  const rows: ImportPreview["rows"] = [];
  let created = 0;
  let merged = 0;
  for (let start = 0; start < file.rows.length; start += IMPORT_BATCH) {
    const batch = file.rows.slice(start, start + IMPORT_BATCH);
    const known = await knownClients(db, accountId, batch.flatMap((p) => (p.fields ? [p.fields] : [])));
    for (const p of batch) {
      const f = p.fields;
      const shown = {
        line: p.line,
        name: f?.name ?? p.raw.name,
        phone: nationalPhone(f?.phone ?? (p.raw.phone || null)),
        email: f?.email ?? (p.raw.email || null),
        document: f?.document ?? (p.raw.document || null),
        city: f?.city ?? (p.raw.city || null),
        source: f?.source ? CLIENT_SOURCE_LABEL[f.source] : p.raw.source || null,
        notes: f?.notes ?? p.raw.notes,
      };
      if (!f) {
        rows.push({ ...shown, action: "skip", errors: p.errors });
        continue;
      }
      const keys = rowKeys(f);
      const match = keys.some((k) => seen.has(k) || known.has(k));
      for (const k of keys) seen.add(k);
      rows.push({ ...shown, action: match ? "merge" : "create", errors: [] });
      if (match) merged += 1;
      else created += 1;
    }
  }
  return { separator: file.separator, rows, written: false, created, merged, importId: null };
}
