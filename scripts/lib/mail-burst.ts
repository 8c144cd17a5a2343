// bench:abuse's mail-burst phase: 240 client answers ("Tenho interesse", the form without JavaScript)
// from 240 addresses on 7 of the demo account's proposals, then a sign-up of a new account. The
// server delivers to its dev outbox (the OutboxEmail table: no SMTP in the demo), so the e-mails are
// counted there: the answers past each proposal's daily cap are refused (429), the seller's
// notifications arrive coalesced, and the new account's verification link goes out within 10 s
// however many notifications wait. The server runs with MAIL_BURST_SERVER_ENV: X-Forwarded-For
// trusted (one proxy hop) so each answer has its own address, and a 10 s coalescing window (the
// default 120 s would make the phase wait two minutes).
import pg from "pg";
// eslint-disable-next-line local/layers -- run by Node's type stripping, which resolves no entry's extensionless imports
import { generateCpf } from "../../src/features/accounts/document.ts";

export const MAIL_BURST_SERVER_ENV = { TRUSTED_PROXY_HOPS: "1", MAIL_COALESCE_SECONDS: "10" };
export const MAIL_BURST = { answers: 240, proposals: 7 };
export const MAIL_BURST_TARGET = { verificationMs: 10_000, drainMs: 60_000, sellerMails: 5 };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
// What Chromium sends from the public page (Referrer-Policy: no-referrer): Origin null.
const FROM_PAGE = {
  origin: "null",
  "sec-fetch-site": "same-origin",
  "content-type": "application/x-www-form-urlencoded",
};

export async function mailBurst({
  baseUrl,
  databaseUrl,
  tokens,
}: {
  baseUrl: string;
  databaseUrl: string;
  tokens: string[];
}) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const count = async (sql: string, params: unknown[]) =>
      Number((await db.query<{ n: string }>(sql, params)).rows[0]?.n ?? 0);
    const { rows: sellerRows } = await db.query<{ email: string }>(
      `select u.email from "Proposal" p join "User" u on u.id = p."sellerId" where p."publicToken" = $1`,
      [tokens[0]],
    );
    const sellerEmail = sellerRows[0]?.email ?? "";
    const since = new Date();

    const statuses: Record<number, number> = {};
    const started = performance.now();
    for (let i = 0; i < MAIL_BURST.answers; i += 30) {
      await Promise.all(
        Array.from({ length: Math.min(30, MAIL_BURST.answers - i) }, async (_, j) => {
          const n = i + j;
          const token = tokens[n % tokens.length]!;
          const body = new URLSearchParams({
            name: `Interessado ${n}`,
            phone: "11987654321",
            message: `Mensagem ${n}`,
            website: "",
          });
          const r = await fetch(`${baseUrl}/public/propostas/${token}/interesse`, {
            method: "POST",
            body: body.toString(),
            headers: { ...FROM_PAGE, "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
          }).catch(() => null);
          await r?.arrayBuffer();
          const status = r?.status ?? 0;
          statuses[status] = (statuses[status] ?? 0) + 1;
        }),
      );
    }
    const answersEnd = performance.now();
    const answersMs = answersEnd - started;

    // Another account signs up while the notifications wait: its verification link must not wait.
    const email = `rajada-${Date.now()}@example.com`;
    const cpf = generateCpf();
    const signUpAt = performance.now();
    const signUp = await fetch(`${baseUrl}/api/trpc/auth.signUp`, {
      method: "POST",
      headers: { origin: baseUrl, "content-type": "application/json" },
      body: JSON.stringify({
        json: {
          name: "Renata Rajada",
          email,
          password: "cometa-azul-pluto-77",
          businessName: "Rajada Consórcios",
          document: cpf,
          adult: true,
          acceptTerms: true,
        },
      }),
    });
    await signUp.arrayBuffer();
    let verificationMs: number | null = null;
    while (performance.now() - signUpAt < 30_000) {
      if ((await count(`select count(*) as n from "OutboxEmail" where "to" = $1`, [email])) > 0) {
        verificationMs = performance.now() - signUpAt;
        break;
      }
      await sleep(100);
    }

    // Every notice sent (counted from the last answer): nothing of the demo account left queued.
    let drainMs: number | null = null;
    while (performance.now() - answersEnd < 120_000) {
      if (
        (await count(`select count(*) as n from "QueuedEmail" where "kind" = 'notice' and "createdAt" >= $1`, [
          since,
        ])) === 0
      ) {
        drainMs = performance.now() - answersEnd;
        break;
      }
      await sleep(250);
    }
    const sellerMails = await count(`select count(*) as n from "OutboxEmail" where "to" = $1 and "createdAt" >= $2`, [
      sellerEmail,
      since,
    ]);
    const accepted = statuses[200] ?? 0;
    const refused = statuses[429] ?? 0;
    const ok =
      signUp.status === 200 &&
      verificationMs !== null &&
      verificationMs <= MAIL_BURST_TARGET.verificationMs &&
      drainMs !== null &&
      drainMs <= MAIL_BURST_TARGET.drainMs &&
      sellerMails >= 1 &&
      sellerMails <= MAIL_BURST_TARGET.sellerMails &&
      refused === MAIL_BURST.answers - accepted;
    return {
      statuses,
      accepted,
      refused,
      answersMs,
      signUpStatus: signUp.status,
      verificationMs,
      drainMs,
      sellerMails,
      ok,
    };
  } finally {
    await db.end();
  }
}
