import "server-only";
import { clientForProposal } from "~/features/clients/server";
import { savingsClaimMessage } from "~/features/compliance";
import { loadMarketReference, ratePresets, rateSources } from "~/features/rates/server";
import { getSimulatorDefaults } from "~/features/settings/server";
import type { Prisma } from "~/generated/prisma/client";
import { canonicalJson } from "~/lib/canonical-json";
import { contentKey, REPEAT_WINDOW_MS } from "~/lib/content-key";
import { AppError } from "~/lib/errors";
import type { Db } from "~/platform/db";
import { lockedTransaction, transactionLock } from "~/platform/locks";
import { settingsAdministradora } from "../link/administradora";
import { NOT_FOUND_MESSAGE, getProposal } from "./data";
import type { ProposalDraft, Sections, SnapshotInputs } from "../document/schema";
import { buildSnapshot, type ProposalSnapshot as FreshSnapshot } from "../document/snapshot";
import type { SnapshotResults } from "../document/stored-results";
import { newPublicToken } from "../link/token";
import { proposalScope, type Viewer } from "./viewer";

type Tx = Prisma.TransactionClient;
/** What is written: the engine's fresh results, or a duplicate's copy of stored JSON. */
type ProposalSnapshot = FreshSnapshot<SnapshotResults | Prisma.JsonValue>;

function proposalColumns(s: ProposalSnapshot) {
  const { client } = s.inputs;
  return {
    kind: s.inputs.kind,
    clientName: client.name,
    clientPhone: client.phone,
    clientEmail: client.email,
    clientDocument: client.document,
    savingCents: BigInt(s.savingCents),
    verdictKind: s.verdictKind,
    verdictBasis: s.verdictBasis,
    // Absent only in a duplicate of a version saved before it: a new row, so the column stays null.
    verdictDetail: s.verdictDetail ?? undefined,
    creditCents: BigInt(s.creditCents),
    instalmentCents: BigInt(s.instalmentCents),
  };
}

/** A snapshot's part as a Json column takes it: plain data (the engine's typed columns are non-enumerable and stay out). */
const json = (value: ProposalSnapshot["inputs"] | ProposalSnapshot["results"]) => value as Prisma.InputJsonObject;

function versionData(s: ProposalSnapshot) {
  return { engineVersion: s.engineVersion, inputs: json(s.inputs), results: json(s.results) };
}

/**
 * The proposal row and its first snapshot, in one transaction: never one without the other. The
 * client is the one picked, else the account's client with the snapshot's phone or e-mail, else new.
 */
async function insertProposal(
  tx: Tx,
  viewer: Viewer,
  snapshot: ProposalSnapshot,
  pick: { clientId?: string; trusted?: boolean; idempotencyKey?: string } = {},
) {
  const clientId = await clientForProposal(tx, viewer, snapshot.inputs.client, pick);
  const proposal = await tx.proposal.create({
    data: {
      accountId: viewer.account.id,
      sellerId: viewer.user.id,
      clientId,
      publicToken: newPublicToken(),
      currentVersion: 1,
      idempotencyKey: pick.idempotencyKey ?? null,
      ...proposalColumns(snapshot),
    },
    select: { id: true },
  });
  await tx.proposalVersion.create({
    data: { proposalId: proposal.id, accountId: viewer.account.id, version: 1, ...versionData(snapshot) },
  });
  return proposal.id;
}

/**
 * The draft comes parsed by the procedure's input schema. Sections it leaves out come from `keep`
 * (an edit keeps the proposal's own), else from the seller's defaults for the kind.
 */
async function snapshotFor(db: Db, viewer: Viewer, draft: ProposalDraft, keep?: () => Promise<Sections>) {
  const defaults = await getSimulatorDefaults(db, viewer.account.id);
  const sections = draft.sections ?? (keep ? await keep() : defaults.sections[draft.simulation.kind]);
  const reference = await loadMarketReference(db, draft.simulation.kind);
  const snapshot = buildSnapshot({ ...draft, sections }, defaults.modalities, reference);
  // What the seller types for this proposal may not speak of "economia" unless its verdict saves.
  const groupMessage = savingsClaimMessage("Grupo", draft.group, snapshot.verdictKind);
  if (groupMessage) throw new AppError("VALIDATION", groupMessage, { fieldErrors: { group: [groupMessage] } });
  // Where each rate came from, as of now: the proposal keeps saying it after the presets change.
  // And the administradora it is offered under, as the settings name it now.
  const [presets, administradora] = await Promise.all([ratePresets(db), settingsAdministradora(db, viewer.account.id)]);
  const sources = rateSources(snapshot.inputs.params, draft.simulation.kind, presets);
  return { ...snapshot, inputs: { ...snapshot.inputs, rateSources: sources, administradora } };
}

/** What the seller asked for (not the rates' sources or the administradora, which the server adds). */
function requestOf(
  { kind, group, client, sections, params, explore }: SnapshotInputs,
  clientId: string | null | undefined,
) {
  return { kind, group, client, sections, params, explore: explore ?? null, clientId: clientId ?? null };
}

/**
 * A new proposal, safe to repeat: it is keyed by its content (what the seller typed and picked), so a
 * double tap, a retry after a lost answer or the back button and "Salvar" again get the proposal the
 * first call made, never a second link. The key is locked for the transaction, so parallel calls wait
 * for the first and then find its row (the unique index on (sellerId, idempotencyKey) is the backstop).
 * After REPEAT_WINDOW_MS, or once the first one's link is revoked, the same content is a new proposal.
 */
export async function createProposal(db: Db, viewer: Viewer, input: ProposalDraft, now = new Date()) {
  const snapshot = await snapshotFor(db, viewer, input);
  const idempotencyKey = contentKey(requestOf(snapshot.inputs, input.clientId));
  const id = await lockedTransaction(db, async (tx) => {
    await transactionLock(tx, `proposal-create:${viewer.user.id}:${idempotencyKey}`);
    const where = { sellerId_idempotencyKey: { sellerId: viewer.user.id, idempotencyKey } };
    const made = await tx.proposal.findUnique({ where, select: { id: true, createdAt: true, revokedAt: true } });
    if (made && !made.revokedAt && now.getTime() - made.createdAt.getTime() < REPEAT_WINDOW_MS) return made.id;
    // The older one keeps its link; only its key is freed for this new proposal.
    if (made) await tx.proposal.update({ where: { id: made.id }, data: { idempotencyKey: null } });
    return insertProposal(tx, viewer, snapshot, { clientId: input.clientId, idempotencyKey });
  });
  return getProposal(db, viewer, id);
}

/**
 * Editing never rewrites what the client saw: it adds version n+1 and the link shows the latest.
 * The proposal's row is locked first, so two concurrent edits get n+1 and n+2; an edit asking for
 * what the latest version already is (a double tap, a retry, "Criar versão com esta opção" twice)
 * adds nothing and returns the proposal as it is (the whole inputs: a new administradora or rate
 * source in the settings since is a new version).
 */
export async function updateProposal(db: Db, viewer: Viewer, id: string, input: ProposalDraft) {
  const snapshot = await snapshotFor(
    db,
    viewer,
    input,
    async () => (await getProposal(db, viewer, id)).snapshot.inputs.sections,
  );
  await db.$transaction(async (tx) => {
    const current = await tx.proposal.findFirst({ where: { id, ...proposalScope(viewer) }, select: { id: true } });
    if (!current) throw new AppError("NOT_FOUND", NOT_FOUND_MESSAGE);
    await tx.$queryRaw`SELECT 1 FROM "Proposal" WHERE id = ${id} FOR UPDATE`;
    const latest = await tx.proposalVersion.findFirst({
      where: { proposalId: id },
      orderBy: { version: "desc" },
      select: { inputs: true },
    });
    if (latest && canonicalJson(latest.inputs) === canonicalJson(snapshot.inputs)) return;
    const touched = await tx.proposal.updateManyAndReturn({
      where: { id, ...proposalScope(viewer) },
      data: { currentVersion: { increment: 1 }, ...proposalColumns(snapshot) },
      select: { currentVersion: true },
    });
    const row = touched[0];
    if (!row) throw new AppError("NOT_FOUND", NOT_FOUND_MESSAGE);
    await tx.proposalVersion.create({
      data: { proposalId: id, accountId: viewer.account.id, version: row.currentVersion, ...versionData(snapshot) },
    });
  });
  return getProposal(db, viewer, id);
}

/**
 * A copy of the latest snapshot as a new proposal of the viewer (new link, no views, version 1).
 * The stored results are copied as stored, under their engine version: what `getProposal` returns
 * is already read into today's shape, which an older version's reader would not accept.
 */
export async function duplicateProposal(db: Db, viewer: Viewer, id: string) {
  const source = await getProposal(db, viewer, id);
  const { snapshot } = source;
  const stored = await db.proposalVersion.findUniqueOrThrow({
    where: { proposalId_version: { proposalId: id, version: snapshot.version } },
    select: { results: true },
  });
  const copy: ProposalSnapshot = {
    engineVersion: snapshot.engineVersion,
    inputs: snapshot.inputs,
    results: stored.results,
    savingCents: source.savingCents,
    verdictKind: source.verdictKind,
    verdictBasis: source.verdictBasis,
    verdictDetail: source.verdictDetail,
    creditCents: source.creditCents,
    instalmentCents: source.instalmentCents,
  };
  const newId = await lockedTransaction(db, (tx) =>
    insertProposal(tx, viewer, copy, { clientId: source.clientId, trusted: true }),
  );
  return getProposal(db, viewer, newId);
}

export async function deleteProposal(db: Db, viewer: Viewer, id: string) {
  const { count } = await db.proposal.deleteMany({ where: { id, ...proposalScope(viewer) } });
  if (count === 0) throw new AppError("NOT_FOUND", NOT_FOUND_MESSAGE);
}

/** The link stops working at once (a branded 404); revoking twice keeps the first time. */
export async function revokeLink(db: Db, viewer: Viewer, id: string, now = new Date()) {
  const scope = { id, ...proposalScope(viewer) };
  const { count } = await db.proposal.updateMany({ where: { ...scope, revokedAt: null }, data: { revokedAt: now } });
  if (count === 0 && (await db.proposal.count({ where: scope })) === 0)
    throw new AppError("NOT_FOUND", NOT_FOUND_MESSAGE);
  return getProposal(db, viewer, id);
}
