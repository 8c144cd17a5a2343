import "server-only";
import { env } from "~/env";
import type { TokenPurpose } from "~/generated/prisma/enums";
import { db as appDb, type Db } from "~/platform/db";
import { defineJob, dropAccountJobs, type JobDefinition, processRole, sendJob } from "~/platform/jobs";
import { deliverMail, type MailMessage } from "./send";
import { isRecord } from "~/lib/json";

// The e-mail queues. A request only writes the message (a QueuedEmail row) and queues a job carrying
// the row's id; a worker (`npm run worker`, or a one-machine server whose PROCESS_ROLE is "all")
// delivers it, retrying an SMTP failure, so no request waits on the mail server. Two queues, each
// with its own worker, so that a person's sign-up link never waits behind sellers' notifications:
// - "email", the transactional messages (sign-up, links, receipts and billing notices, the deletion's
//   confirmation);
// - "email-notifications", the sellers' notifications ("Novo interesse", first opens, the morning
//   summary): at most one job queued per seller (a "short" queue keyed by the seller), which waits
//   MAIL_COALESCE_SECONDS and then sends every notice the seller got meanwhile as one e-mail.
// Each worker takes MAIL_PER_SECOND jobs a second. On the transactional queue an account's backlog
// lowers the priority of its next e-mails (queueMail), so another account's go first. An account's share of the notifications' rate is
// bounded by the coalescing: at most one e-mail per seller per MAIL_COALESCE_SECONDS, however many
// answers, first opens or summaries it gets (answers are also capped per proposal and per address).
// Job payloads are ids only; the row holds the address and text until it is sent, and goes with its
// account (the deletion drops the account's jobs first: dropAccountMail).

export const MAIL_QUEUE = "email";
export const NOTICE_QUEUE = "email-notifications";
/** Notices listed in one e-mail; a seller with more gets the rest in the next. */
const NOTICES_PER_MAIL = 100;

type QueuedRow = { id: string; userId: string | null; to: string; purpose: TokenPurpose | null };
/** Builds a message when it is sent (a link whose token is issued then); null sends nothing. */
type MailBuilder = (db: Db, row: QueuedRow) => Promise<MailMessage | null>;

declare global {
  var __consorcioMailBuilders: Map<string, MailBuilder> | undefined;
}
function builders(): Map<string, MailBuilder> {
  return (globalThis.__consorcioMailBuilders ??= new Map());
}

/** A feature's message built at sending time (see QueuedEmail.kind). */
export function registerMailBuilder(kind: string, build: MailBuilder): void {
  builders().set(kind, build);
}

/**
 * Whether this process hands e-mail to a worker instead of sending it itself: whenever it has a
 * PROCESS_ROLE (web, worker or all; "all" outside tests). Only a test process without one sends at once.
 */
function mailThroughQueue(): boolean {
  return processRole() !== null;
}

/** A transactional message, or one built at sending (`kind`, with the user and purpose it needs). */
export async function queueMail(
  db: Db,
  message: MailMessage | { kind: string; to: string; userId: string; purpose: TokenPurpose; accountId?: string },
): Promise<void> {
  const { accountId, ...fields } = message;
  const row = await db.queuedEmail.create({ data: { ...fields, accountId: accountId ?? null }, select: { id: true } });
  if (!mailThroughQueue()) return deliverQueued(db, row.id);
  // Fair between accounts: the worker takes the highest priority first, and an account's n-th e-mail
  // still waiting gets priority 1 - n, so another account's first one (and a sign-up's, which has
  // no account yet) goes ahead of a backlog, and backlogs interleave.
  const waiting = accountId ? await db.queuedEmail.count({ where: { accountId } }) : 1;
  await sendJob(MAIL_QUEUE, { emailId: row.id, ...(accountId ? { accountId } : {}) }, { priority: 1 - waiting });
}

/**
 * Sends a transactional e-mail: it goes on the queue a worker delivers (this file), so the caller
 * waits for two inserts, never for SMTP; a test process without a worker delivers it at once.
 * `accountId`: the account it concerns, whose deletion cancels it. A seller's notification goes
 * through sendNotification instead.
 */
export function sendMail(db: Db, message: MailMessage): Promise<void> {
  return queueMail(db, message);
}

/** A seller's notification: coalesced with the seller's others into one e-mail (see above). */
export async function sendNotification(
  db: Db,
  message: MailMessage & { accountId: string; userId: string },
): Promise<void> {
  await db.queuedEmail.create({ data: { ...message, kind: "notice" }, select: { id: true } });
  if (!mailThroughQueue()) return deliverNotices(db, message.userId);
  const { accountId, userId } = message;
  await sendJob(NOTICE_QUEUE, { accountId, userId }, { singletonKey: userId, startAfter: env.MAIL_COALESCE_SECONDS });
}

/** Sends one queued row (gone: its account was deleted, nothing to send) and deletes it. */
async function deliverQueued(db: Db, id: string): Promise<void> {
  const row = await db.queuedEmail.findUnique({ where: { id } });
  if (!row) return;
  let message: MailMessage | null;
  if (row.kind === "message") {
    message = {
      to: row.to,
      subject: row.subject,
      text: row.text,
      tag: row.tag ?? undefined,
      headers: storedHeaders(row.headers),
    };
  } else {
    const build = builders().get(row.kind);
    if (!build) throw new Error(`e-mail de tipo desconhecido: ${row.kind}`);
    message = await build(db, row);
  }
  if (message) await deliverMail(db, message);
  await db.queuedEmail.deleteMany({ where: { id } });
}

type Notice = { to: string; subject: string; text: string; tag: string | null; headers: unknown };

/** One e-mail for a seller's notices: the notice itself when alone, else a list of them. */
function coalesce(notices: Notice[]): MailMessage {
  const [first] = notices;
  if (!first) throw new Error("nenhum aviso");
  const sameHeaders = notices.every((n) => JSON.stringify(n.headers) === JSON.stringify(first.headers));
  const headers = sameHeaders ? storedHeaders(first.headers) : undefined;
  if (notices.length === 1)
    return { to: first.to, subject: first.subject, text: first.text, tag: first.tag ?? undefined, headers };
  const sections = notices.map((n, i) => [`${i + 1}. ${n.subject}`, "", n.text].join("\n"));
  return {
    to: first.to,
    subject: `${notices.length} avisos novos no Consórcio Pro: ${notices
      .map((n) => n.subject)
      .slice(0, 2)
      .join("; ")}${notices.length > 2 ? "…" : ""}`,
    text: [`Você recebeu ${notices.length} avisos nos últimos minutos:`, "", sections.join("\n\n————————\n\n")].join(
      "\n",
    ),
    tag: "avisos-agrupados",
    headers,
  };
}

/** A seller's pending notices in one e-mail (up to NOTICES_PER_MAIL; more go in the next job). */
async function deliverNotices(db: Db, userId: string, accountId?: string): Promise<void> {
  const notices = await db.queuedEmail.findMany({
    where: { userId, kind: "notice" },
    orderBy: { createdAt: "asc" },
    take: NOTICES_PER_MAIL,
    select: { id: true, to: true, subject: true, text: true, tag: true, headers: true },
  });
  if (notices.length === 0) return;
  await deliverMail(db, coalesce(notices));
  await db.queuedEmail.deleteMany({ where: { id: { in: notices.map((n) => n.id) } } });
  if (notices.length === NOTICES_PER_MAIL && accountId && mailThroughQueue()) {
    await sendJob(NOTICE_QUEUE, { accountId, userId }, { singletonKey: userId });
  }
}

/** An account's deletion, before its rows go: its mail jobs and queued messages, so none is sent. */
export async function dropAccountMail(db: Db, accountId: string): Promise<void> {
  if (mailThroughQueue()) await dropAccountJobs(accountId, [MAIL_QUEUE, NOTICE_QUEUE]);
  await db.queuedEmail.deleteMany({ where: { OR: [{ accountId }, { user: { accountId } }] } });
}

/** The worker's side of both queues: the sending rate and the per-account share are read here. */
export function mailJobs(): JobDefinition[] {
  const work = { batchSize: env.MAIL_PER_SECOND, pollingIntervalSeconds: 1 };
  return [
    defineJob<{ emailId: string } | MailMessage>({
      queue: MAIL_QUEUE,
      retry: { retryLimit: 5, retryBackoff: true },
      work,
      run: async (jobs) => {
        for (const { data } of jobs) {
          // A message queued whole by the previous version (before the QueuedEmail rows) still goes out.
          if ("emailId" in data) await deliverQueued(appDb, data.emailId);
          else await deliverMail(appDb, data);
        }
      },
    }),
    defineJob<{ userId: string; accountId: string }>({
      queue: NOTICE_QUEUE,
      policy: "short",
      retry: { retryLimit: 5, retryBackoff: true },
      work,
      run: async (jobs) => {
        for (const job of jobs) await deliverNotices(appDb, job.data.userId, job.data.accountId);
      },
    }),
  ];
}

/** A stored message's extra headers (a JSON column written from MailMessage.headers): its string values. */
function storedHeaders(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}
