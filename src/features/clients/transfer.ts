import "server-only";
import type { Db } from "~/platform/db";
import { toCsv } from "./import/csv";
import { isoDay } from "./data";
import { clientScope, CLIENT_NOT_FOUND, type Viewer } from "./scope";
import { CLIENT_SOURCE_LABEL, CLIENT_STATUS_LABEL, LGPD_BASIS_LABEL } from "./status";
import { AppError } from "~/lib/errors";
import { formatDate } from "~/lib/format";
import { inPages } from "~/lib/pages";

const EXPORT_LIMIT = 50_000;

/** The viewer's clients as a spreadsheet (same columns the import reads, plus the follow-up ones). */
export async function exportClientsCsv(db: Db, viewer: Viewer, now = new Date()) {
  const rows = await db.client.findMany({
    where: { ...clientScope(viewer), erasedAt: null },
    select: {
      name: true,
      phone: true,
      email: true,
      document: true,
      city: true,
      source: true,
      notes: true,
      status: true,
      nextContactOn: true,
      seller: { select: { name: true } },
      createdAt: true,
    },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: EXPORT_LIMIT,
  });
  const header = [
    "Nome",
    "Telefone",
    "E-mail",
    "CPF",
    "Cidade",
    "Origem",
    "Observações",
    "Status",
    "Próximo contato",
    "Vendedor",
    "Cliente desde",
  ];
  const body = rows.map((r) => [
    r.name,
    r.phone ?? "",
    r.email ?? "",
    r.document ?? "",
    r.city ?? "",
    r.source ? CLIENT_SOURCE_LABEL[r.source] : "",
    r.notes,
    CLIENT_STATUS_LABEL[r.status],
    r.nextContactOn ? (isoDay(r.nextContactOn)?.split("-").reverse().join("/") ?? "") : "",
    r.seller.name,
    formatDate(r.createdAt),
  ]);
  return { filename: `clientes-${isoDay(now)}.csv`, csv: toCsv([header, ...body]) };
}

/** LGPD access request: everything the account keeps about one client, as JSON text. */
export async function exportClientData(db: Db, viewer: Viewer, id: string) {
  const client = await db.client.findFirst({
    where: { id, ...clientScope(viewer) },
    select: {
      name: true,
      phone: true,
      email: true,
      document: true,
      city: true,
      source: true,
      notes: true,
      status: true,
      lostReason: true,
      nextContactOn: true,
      lgpdBasis: true,
      lgpdBasisAt: true,
      createdAt: true,
      proposals: {
        select: {
          id: true,
          kind: true,
          createdAt: true,
          viewCount: true,
          firstViewedAt: true,
          lastViewedAt: true,
          creditCents: true,
        },
      },
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
 * The clients part of the account's data export (the privacy-export job): the owner gets every
 * client of the account with the timeline events and the WhatsApp templates; a seller their own
 * clients. `onPage` hears each page's row count (the export's progress).
 */
export async function clientsForExport(
  db: Db,
  viewer: Viewer,
  onPage: (rows: number) => Promise<unknown> = async () => undefined,
) {
  // In pages: 5 000 clients with their timelines in one statement took seconds on a loaded machine.
  const clients = await inPages(async (page) => {
    const rows = await db.client.findMany({
      where: clientScope(viewer),
      omit: { accountId: true },
      include: {
        events: {
          select: { kind: true, proposalId: true, detail: true, createdAt: true },
          orderBy: { createdAt: "asc" },
        },
      },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      ...page,
    });
    await onPage(rows.length);
    return rows;
  });
  const whatsappTemplates = await db.whatsappTemplate.findMany({
    where: { accountId: viewer.account.id },
    select: { position: true, name: true, body: true },
    orderBy: { position: "asc" },
  });
  return { clients, whatsappTemplates };
}

/** How many clients clientsForExport reads for this viewer (the export's total). */
export function countClientsForExport(db: Db, viewer: Viewer) {
  return db.client.count({ where: clientScope(viewer) });
}
