import "server-only";
import type { Db } from "~/platform/db";
import { decodeCsv, IMPORT_LABEL, mapHeaders, parseCsv, parseSource, toCsv, type ImportField } from "./csv";
import { isoDay } from "./data";
import { fillGaps, findClientMatch, lockAccountClients } from "./resolve";
import { clientFieldsSchema, type ClientFields, type ImportPreview } from "./schema";
import { clientScope, CLIENT_NOT_FOUND, type Viewer } from "./scope";
import { CLIENT_SOURCE_LABEL, CLIENT_STATUS_LABEL, LGPD_BASIS_LABEL, nationalPhone } from "./status";
import { AppError } from "~/lib/errors";

const MAX_ROWS = 5000;

type Parsed = { line: number; fields: ClientFields | null; raw: { name: string; phone: string | null; email: string | null }; errors: string[] };

function parseFile(fileBase64: string): Parsed[] {
  const rows = parseCsv(decodeCsv(Buffer.from(fileBase64, "base64")));
  const [headers, ...body] = rows;
  if (!headers) throw new AppError("VALIDATION", "O arquivo está vazio.");
  const map = mapHeaders(headers);
  if (map.name === undefined) throw new AppError("VALIDATION", "A planilha precisa de uma coluna \"Nome\" na primeira linha.");
  if (map.phone === undefined && map.email === undefined) throw new AppError("VALIDATION", "A planilha precisa de uma coluna \"Telefone\" ou \"E-mail\".");
  if (body.length > MAX_ROWS) throw new AppError("VALIDATION", `Importe até ${MAX_ROWS.toLocaleString("pt-BR")} clientes por arquivo.`);
  const cell = (row: string[], field: ImportField) => {
    const index = map[field];
    return index === undefined ? "" : (row[index] ?? "").trim();
  };
  return body.map((row, i) => {
    const raw = { name: cell(row, "name"), phone: cell(row, "phone") || null, email: cell(row, "email") || null };
    const parsed = clientFieldsSchema.safeParse({
      name: raw.name, phone: raw.phone, email: raw.email, document: cell(row, "document"), city: cell(row, "city"),
      source: parseSource(cell(row, "source")), notes: cell(row, "notes"),
    });
    const errors = parsed.success
      ? []
      : parsed.error.issues.map((issue) => {
          const field = issue.path[0] as ImportField | undefined;
          return field && field in IMPORT_LABEL ? `${IMPORT_LABEL[field]}: ${issue.message}` : issue.message;
        });
    if (parsed.success && !parsed.data.phone && !parsed.data.email) errors.push("Informe o telefone ou o e-mail.");
    return { line: i + 2, fields: parsed.success && errors.length === 0 ? parsed.data : null, raw, errors };
  });
}

/**
 * Import from a spreadsheet: without `confirm` only the preview (what each line would do, and its
 * errors); with it, the valid lines are written in one transaction. A line whose phone or e-mail is
 * already a client of the account (or an earlier line) merges into it: only missing data is filled.
 */
export async function importClients(db: Db, viewer: Viewer, fileBase64: string, confirm: boolean, now = new Date()): Promise<ImportPreview> {
  const parsed = parseFile(fileBase64);
  const accountId = viewer.account.id;
  return db.$transaction(async (tx) => {
    await lockAccountClients(tx, accountId);
    const seen = new Map<string, number>();
    const rows: ImportPreview["rows"] = [];
    let created = 0;
    let merged = 0;
    for (const p of parsed) {
      const base = { line: p.line, name: p.fields?.name ?? p.raw.name, phone: nationalPhone(p.fields?.phone ?? p.raw.phone), email: p.fields?.email ?? p.raw.email };
      if (!p.fields) {
        rows.push({ ...base, action: "skip", errors: p.errors });
        continue;
      }
      const keys = [base.phone && `p:${base.phone}`, base.email && `e:${base.email}`].filter((k): k is string => Boolean(k));
      const match = keys.some((k) => seen.has(k)) || (await findClientMatch(tx, accountId, base.phone, base.email));
      rows.push({ ...base, action: match ? "merge" : "create", errors: [] });
      for (const k of keys) seen.set(k, p.line);
      if (match) merged += 1;
      else created += 1;
      if (!confirm) continue;
      const existing = await findClientMatch(tx, accountId, base.phone, base.email);
      if (existing) {
        const gaps = await fillGaps(tx, accountId, existing, p.fields);
        await tx.client.update({ where: { id: existing.id }, data: { ...gaps, lastActivityAt: now } });
      } else {
        await tx.client.create({
          data: {
            accountId, sellerId: viewer.user.id, name: p.fields.name, phone: base.phone, email: p.fields.email, document: p.fields.document,
            city: p.fields.city, source: p.fields.source, notes: p.fields.notes, lgpdBasis: p.fields.lgpdBasis, lgpdBasisAt: now, lastActivityAt: now,
          },
        });
      }
    }
    return { rows, written: confirm, created, merged };
  }, { timeout: 60_000 });
}

const EXPORT_LIMIT = 50_000;

/** The viewer's clients as a spreadsheet (same columns the import reads, plus the follow-up ones). */
export async function exportClientsCsv(db: Db, viewer: Viewer, now = new Date()) {
  const rows = await db.client.findMany({
    where: { ...clientScope(viewer), erasedAt: null },
    select: { name: true, phone: true, email: true, document: true, city: true, source: true, notes: true, status: true, nextContactOn: true, seller: { select: { name: true } }, createdAt: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: EXPORT_LIMIT,
  });
  const header = ["Nome", "Telefone", "E-mail", "CPF", "Cidade", "Origem", "Observações", "Status", "Próximo contato", "Vendedor", "Cliente desde"];
  const day = (d: Date) => d.toLocaleDateString("pt-BR", { timeZone: "America/Sao_Paulo" });
  const body = rows.map((r) => [
    r.name, r.phone ?? "", r.email ?? "", r.document ?? "", r.city ?? "", r.source ? CLIENT_SOURCE_LABEL[r.source] : "", r.notes,
    CLIENT_STATUS_LABEL[r.status], r.nextContactOn ? (isoDay(r.nextContactOn)?.split("-").reverse().join("/") ?? "") : "", r.seller.name, day(r.createdAt),
  ]);
  return { filename: `clientes-${isoDay(now)}.csv`, csv: toCsv([header, ...body]) };
}

/** LGPD access request: everything the account keeps about one client, as JSON text. */
export async function exportClientData(db: Db, viewer: Viewer, id: string) {
  const client = await db.client.findFirst({
    where: { id, ...clientScope(viewer) },
    select: {
      name: true, phone: true, email: true, document: true, city: true, source: true, notes: true, status: true, lostReason: true,
      nextContactOn: true, lgpdBasis: true, lgpdBasisAt: true, createdAt: true,
      proposals: { select: { id: true, kind: true, createdAt: true, viewCount: true, firstViewedAt: true, lastViewedAt: true, creditCents: true } },
      responses: { select: { name: true, phone: true, message: true, createdAt: true } },
      events: { select: { kind: true, detail: true, createdAt: true }, orderBy: { createdAt: "asc" } },
    },
  });
  if (!client) throw new AppError("NOT_FOUND", CLIENT_NOT_FOUND);
  const data = {
    ...client,
    lgpdBasis: LGPD_BASIS_LABEL[client.lgpdBasis],
    nextContactOn: isoDay(client.nextContactOn),
    proposals: client.proposals.map((p) => ({ ...p, creditCents: Number(p.creditCents) })),
  };
  return { filename: "dados-do-cliente.json", json: JSON.stringify(data, null, 2) };
}

/**
 * The clients part of the account's data export (users.exportData): the owner gets every client of
 * the account with the timeline events and the WhatsApp templates; a seller their own clients.
 */
export async function clientsForExport(db: Db, viewer: Viewer) {
  const [clients, whatsappTemplates] = await Promise.all([
    db.client.findMany({
      where: clientScope(viewer),
      omit: { accountId: true },
      include: { events: { select: { kind: true, proposalId: true, detail: true, createdAt: true }, orderBy: { createdAt: "asc" } } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    }),
    db.whatsappTemplate.findMany({ where: { accountId: viewer.account.id }, select: { position: true, name: true, body: true }, orderBy: { position: "asc" } }),
  ]);
  return { clients, whatsappTemplates };
}
