import "server-only";
import type { Prisma } from "~/generated/prisma/client";
import type { Db } from "~/platform/db";
import type { ParsedFile } from "./import-parse";
import type { ClientFields, ImportPreview } from "../schema";
import { CLIENT_SOURCE_LABEL, nationalPhone } from "../status";

// A spreadsheet import's file, read and validated in a worker thread (./import-parse-pool.ts), then
// planned here: what each line would do against the account's clients now. Reads only, in batches: no lock, no transaction.

/** Lines looked up (and, in the job, written) per query: a few queries per thousand lines, not two per line. */
export const IMPORT_BATCH = 100;

/** The keys a line matches clients by: its national phone and its e-mail. */
export function rowKeys(fields: { phone: string | null; email: string | null }): string[] {
  const phone = nationalPhone(fields.phone);
  return [phone && `p:${phone}`, fields.email && `e:${fields.email}`].filter((k): k is string => Boolean(k));
}

export type KnownClient = { id: string; phone: string | null; email: string | null; document: string | null };

/** The account's clients holding any of these rows' phones or e-mails, by key ("p:…", "e:…"). */
export async function knownClients(
  db: Db | Prisma.TransactionClient,
  accountId: string,
  rows: ClientFields[],
): Promise<Map<string, KnownClient>> {
  const phones = [...new Set(rows.map((r) => nationalPhone(r.phone)).filter((p): p is string => Boolean(p)))];
  const emails = [...new Set(rows.map((r) => r.email).filter((e): e is string => Boolean(e)))];
  const known = new Map<string, KnownClient>();
  if (phones.length === 0 && emails.length === 0) return known;
  const found = await db.client.findMany({
    where: {
      accountId,
      OR: [
        ...(phones.length ? [{ phone: { in: phones } }] : []),
        ...(emails.length ? [{ email: { in: emails } }] : []),
      ],
    },
    select: { id: true, phone: true, email: true, document: true },
  });
  for (const client of found) {
    if (client.phone) known.set(`p:${client.phone}`, client);
    if (client.email) known.set(`e:${client.email}`, client);
  }
  return known;
}

/** The preview: each line as read, and whether it would create a client, merge into one or be skipped. */
export async function planImport(db: Db, accountId: string, file: ParsedFile): Promise<ImportPreview> {
  const seen = new Set<string>();
  const rows: ImportPreview["rows"] = [];
  let created = 0;
  let merged = 0;
  for (let start = 0; start < file.rows.length; start += IMPORT_BATCH) {
    const batch = file.rows.slice(start, start + IMPORT_BATCH);
    const known = await knownClients(
      db,
      accountId,
      batch.flatMap((p) => (p.fields ? [p.fields] : [])),
    );
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
