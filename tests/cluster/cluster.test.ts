// npm run test:cluster (scripts/cluster.ts): the production topology on one machine. nginx on
// loopback in front of two standalone web servers and one worker over one PostgreSQL; each test here
// fails when the property it names is lost. Order matters: the drain test stops a web server, and
// the log check runs last over everything the run printed.
import fs from "node:fs";
import path from "node:path";
import { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "~/generated/prisma/client";
import { imovelDraft } from "~/test/proposal-fixtures";
import { createOwnerAccount, TEST_PASSWORD, uniqueEmail } from "~/test/factories";
import { DEMO_PROPOSAL } from "../../prisma/demo";
import { autocannon } from "../../scripts/lib/autocannon.ts";
import { waitFor } from "../../scripts/lib/processes.ts";
import {
  LOG_DIR,
  logLines,
  NGINX_URL,
  PORTS,
  PUBLIC_URL,
  SECRETS,
  startMercadoPago,
  startNginx,
  startSmtpSink,
  startWeb,
  startWorker,
  webUrl,
  type Nginx,
  type Proc,
  type SmtpSink,
} from "./topology";

const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL!, max: 3 }) });
const PUBLIC_PATH = `/public/propostas/${DEMO_PROPOSAL.token}`;
const EMAIL_QUEUE = "email";
const RECONCILE_QUEUE = "billing-reconcile";

let nginx: Nginx;
let web1: Proc;
let web2: Proc;
let worker: Proc;
const workers: Proc[] = [];
let mercadoPago: Proc;
let smtp: SmtpSink;
/** Every value this run used that must never reach a log. */
// The client's CPF and phone every proposal of this run carries (imovelDraft), as typed and as digits.
const draftClient = imovelDraft().client;
const personal = [draftClient.document, draftClient.phone].filter((value): value is string => Boolean(value));
const usedSecrets: string[] = [
  SECRETS.nextAuth,
  SECRETS.webhook,
  SECRETS.metrics,
  SECRETS.mercadoPagoToken,
  TEST_PASSWORD,
  ...personal,
  ...personal.map((value) => value.replace(/\D/g, "")),
];

beforeAll(async () => {
  fs.rmSync(LOG_DIR, { recursive: true, force: true });
  smtp = await startSmtpSink();
  mercadoPago = await startMercadoPago();
  [web1, web2] = await Promise.all([startWeb(1), startWeb(2)]);
  worker = await startWorker();
  workers.push(worker);
  nginx = await startNginx();
});

afterAll(async () => {
  await nginx?.stop();
  await Promise.all([web1?.stop(), web2?.stop(), ...workers.map((w) => w.stop("SIGKILL")), mercadoPago?.stop()]);
  await smtp?.close();
  await db.$disconnect();
});

const upstream = (res: Response) => res.headers.get("x-upstream") ?? "";

function post(base: string, pathname: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}${pathname}`, {
    method: "POST",
    // A browser's Origin: the public https address (NEXTAUTH_URL) TLS would end at.
    headers: { "content-type": "application/json", origin: PUBLIC_URL, ...headers },
    body: JSON.stringify(body),
  });
}

async function bearer(email: string, password = TEST_PASSWORD) {
  const res = await post(NGINX_URL, "/api/auth/token", { email, password });
  expect(res.status).toBe(200);
  const { token } = (await res.json()) as { token: string };
  usedSecrets.push(token);
  return { authorization: `Bearer ${token}` };
}

async function trpc<T>(
  base: string,
  procedure: string,
  input: unknown,
  auth: Record<string, string>,
): Promise<{ status: number; data: T | null }> {
  const res = await post(base, `/api/trpc/${procedure}`, { json: input }, auth);
  const body = (await res.json().catch(() => null)) as { result?: { data?: { json?: T } } } | null;
  return { status: res.status, data: body?.result?.data?.json ?? null };
}

async function owner(
  plan: "two_users" | "five_users" | "ten_users" = "ten_users",
  status: "ACTIVE" | "PENDING_PAYMENT" = "ACTIVE",
) {
  const { account, owner: user } = await createOwnerAccount(db, {
    plan,
    status,
    owner: { email: uniqueEmail("cluster") },
  });
  return { account, user };
}

/** A cookie jar of one: name=value pairs from Set-Cookie. */
function cookiesOf(res: Response, jar = new Map<string, string>()) {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const eq = pair!.indexOf("=");
    jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
  }
  return jar;
}
const cookieHeader = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");

describe("nginx in front of two web servers and a worker", () => {
  it("signs in through nginx, and one session's requests are served by both servers", async () => {
    const { user } = await owner();
    const jar = new Map<string, string>();
    const csrf = await fetch(`${NGINX_URL}/api/auth/csrf`);
    cookiesOf(csrf, jar);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const form = new URLSearchParams({
      csrfToken,
      email: user.email,
      password: TEST_PASSWORD,
      json: "true",
      callbackUrl: `${PUBLIC_URL}/dashboard`,
    });
    const signIn = await fetch(`${NGINX_URL}/api/auth/callback/credentials`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookieHeader(jar), origin: PUBLIC_URL },
      body: form,
      redirect: "manual",
    });
    expect(signIn.status).toBeLessThan(400);
    cookiesOf(signIn, jar);
    expect([...jar.keys()].some((name) => name.endsWith("next-auth.session-token"))).toBe(true);
    usedSecrets.push(
      ...[...jar].filter(([name]) => name.endsWith("session-token")).map(([, value]) => value),
      csrfToken,
    );
    const served = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${NGINX_URL}/api/auth/session`, { headers: { cookie: cookieHeader(jar) } });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { user?: { email?: string } }).user?.email).toBe(user.email);
      served.add(upstream(res));
    }
    expect(served).toEqual(new Set([`127.0.0.1:${new URL(webUrl(1)).port}`, `127.0.0.1:${new URL(webUrl(2)).port}`]));
  });

  it("each request has one id: nginx's (or the caller's) X-Request-Id comes back, on the access line of the server that answered", async () => {
    const servers = { [`127.0.0.1:${PORTS.web1}`]: () => web1, [`127.0.0.1:${PORTS.web2}`]: () => web2 };
    const accessLines = (id: string) =>
      [web1, web2].map((web) => logLines(web).filter((line) => line.reqId === id && line.module === "http"));
    const until1 = (id: string) => waitFor(`linha de acesso ${id}`, () => accessLines(id).flat().length > 0);
    // The caller's own id (Mercado Pago sends one on its webhooks) passes through nginx unchanged.
    const mine = `cluster-${Date.now().toString(36)}`;
    const res = await fetch(`${NGINX_URL}/api/health/ready?token=nao-vai-para-o-log`, {
      headers: { "x-request-id": mine },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toBe(mine);
    await until1(mine);
    const answered = servers[upstream(res)]!();
    const [line] = logLines(answered).filter((l) => l.reqId === mine && l.module === "http");
    expect(line).toMatchObject({
      level: "info",
      msg: "request",
      method: "GET",
      route: "/api/health/ready",
      path: "/api/health/ready",
      status: 200,
    });
    expect(accessLines(mine).flat()).toHaveLength(1);
    // None sent: nginx makes one up ($request_id), the same one the app answers with and logs.
    const made = await fetch(`${NGINX_URL}/api/health/live`);
    const id = made.headers.get("x-request-id")!;
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    await until1(id);
    expect(accessLines(id).flat()).toHaveLength(1);
    for (const web of [web1, web2]) expect(web.output()).not.toContain("nao-vai-para-o-log");
    // A signed-in tRPC call: the procedure's own line carries the request's id too (the request's
    // scope reaches the handler inside Next.js), and the access line names the account.
    const { account, user } = await owner();
    const auth = await bearer(user.email);
    const call = `cluster-trpc-${Date.now().toString(36)}`;
    const me = await fetch(`${NGINX_URL}/api/trpc/auth.me`, { headers: { ...auth, "x-request-id": call } });
    expect(me.status).toBe(200);
    await waitFor(`linha do procedimento ${call}`, () =>
      logLines(servers[upstream(me)]!()).some((l) => l.reqId === call && l.module === "trpc"),
    );
    const lines = logLines(servers[upstream(me)]!()).filter((l) => l.reqId === call);
    expect(lines.find((l) => l.module === "trpc")).toMatchObject({
      procedure: "auth.me",
      type: "query",
      outcome: "ok",
      ms: expect.any(Number),
    });
    await until1(call);
    expect(logLines(servers[upstream(me)]!()).find((l) => l.reqId === call && l.module === "http")).toMatchObject({
      route: "/api/trpc/[trpc]",
      status: 200,
      accountId: account.id,
    });
  });

  // Five: every attempt on one e-mail from one address is reserved before its password is checked,
  // and a sixth at once would meet the login throttle (5 per e-mail and address) before the seat cap.
  it("the seat cap holds across the two servers: 5 parallel sign-ins on a 2-seat plan, exactly 2 get in", async () => {
    const { user } = await owner("two_users");
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        post(NGINX_URL, "/api/auth/token", { email: user.email, password: TEST_PASSWORD }),
      ),
    );
    expect(new Set(answers.map(upstream)).size).toBe(2);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 409, 409, 409]);
  });

  it("the login throttle holds across the two servers, whatever X-Forwarded-For the client sends", async () => {
    const { user } = await owner();
    const served = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const wrong = await post(
        NGINX_URL,
        "/api/auth/token",
        { email: user.email, password: `errada-${i}` },
        { "x-forwarded-for": `198.51.100.${i + 1}` },
      );
      expect(wrong.status).toBe(401);
      served.add(upstream(wrong));
    }
    expect(served.size).toBe(2);
    const right = await post(
      NGINX_URL,
      "/api/auth/token",
      { email: user.email, password: TEST_PASSWORD },
      { "x-forwarded-for": "198.51.100.99" },
    );
    expect(right.status).toBe(429);
  });

  it("a proposal edited through one server shows at once through the other (page cache fingerprint)", async () => {
    const { user } = await owner();
    const auth = await bearer(user.email);
    const created = await trpc<{ id: string; publicToken: string }>(
      webUrl(1),
      "proposals.create",
      imovelDraft({ client: { name: "Primeironome Silva" } }),
      auth,
    );
    expect(created.status).toBe(200);
    const page = `/public/propostas/${created.data!.publicToken}`;
    // The greeting as the client reads it: the page cache serves it without React's text separators
    // (<!-- -->), which a page Next renders itself still has.
    const greets = async (base: string, name: string) =>
      (await (await fetch(`${base}${page}`, { headers: { accept: "text/html" } })).text())
        .replaceAll("<!-- -->", "")
        .includes(`Olá, ${name}!`);
    // Both servers render and cache the page.
    expect(await greets(webUrl(2), "Primeironome")).toBe(true);
    expect(await greets(webUrl(1), "Primeironome")).toBe(true);
    const edited = await trpc(
      webUrl(1),
      "proposals.update",
      { id: created.data!.id, ...imovelDraft({ client: { name: "Segundonome Silva" } }) },
      auth,
    );
    expect(edited.status).toBe(200);
    expect(await greets(webUrl(2), "Segundonome")).toBe(true);
    for (let i = 0; i < 2; i++) expect(await greets(NGINX_URL, "Segundonome")).toBe(true);
  });

  it("one Mercado Pago notification delivered twice, once to each server, is applied once", async () => {
    const { account, user } = await owner("two_users", "PENDING_PAYMENT");
    const auth = await bearer(user.email);
    const bought = await post(NGINX_URL, "/api/payments/create", { plan: "five_users" }, auth);
    expect(bought.status).toBe(200);
    const preapprovalId = new URL(((await bought.json()) as { init_point: string }).init_point).searchParams.get(
      "preapproval_id",
    )!;
    const fake = `http://127.0.0.1:${PORTS.mercadoPago}`;
    expect((await post(fake, "/__fake/approve", { preapproval_id: preapprovalId })).status).toBe(200);
    const active = await db.account.findUniqueOrThrow({ where: { id: account.id } });
    expect(active.status).toBe("ACTIVE");
    await post(fake, "/__fake/drop-notifications", { drop: true });
    try {
      expect((await post(fake, "/__fake/charge", { preapproval_id: preapprovalId })).status).toBe(200);
      const deliveries = (await (await fetch(`${fake}/__fake/deliveries`)).json()) as Array<{
        url: string;
        headers: Record<string, string>;
        body: string;
      }>;
      const renewal = deliveries.filter((d) => d.url.includes("type=subscription_authorized_payment")).at(-1)!;
      const target = (base: string) => renewal.url.replace(NGINX_URL, base);
      const [one, two] = await Promise.all(
        [webUrl(1), webUrl(2)].map((base) =>
          fetch(target(base), { method: "POST", headers: renewal.headers, body: renewal.body }),
        ),
      );
      expect([one!.status, two!.status]).toEqual([200, 200]);
      const results = [await one!.json(), await two!.json()].map((b) => (b as { result: string }).result);
      expect(results.filter((r) => r === "duplicate")).toHaveLength(1);
      const after = await db.account.findUniqueOrThrow({ where: { id: account.id } });
      expect(after.paidThrough!.getTime() - active.paidThrough!.getTime()).toBe(30 * 24 * 3600 * 1000);
      expect(await db.payment.count({ where: { accountId: account.id } })).toBe(2);
    } finally {
      await post(fake, "/__fake/drop-notifications", { drop: false });
    }
  });

  it("billing jobs and e-mails (queued by the web servers too) run only in the worker, and resume after kill -9 of the worker", async () => {
    const boss = new PgBoss({
      connectionString: process.env.DATABASE_URL!,
      schema: "pgboss",
      max: 2,
      supervise: false,
      schedule: false,
      migrate: false,
    });
    await boss.start();
    try {
      // As sendMail queues one: the message in a QueuedEmail row, its id in the job.
      const mail = async (to: string) => {
        const row = await db.queuedEmail.create({
          data: { to, subject: "Teste do cluster", text: `Mensagem para ${to}` },
        });
        await boss.send(EMAIL_QUEUE, { emailId: row.id });
      };
      const state = async (id: string | null) =>
        (
          await db.$queryRawUnsafe<Array<{ state: string }>>(
            "select state::text from pgboss.job where id = $1::uuid",
            id,
          )
        )[0]?.state;
      const delivered = (to: string) => smtp.messages.some((m) => m.includes(to));
      // Only the worker started the queues' work, on its one pg-boss.
      const started = (proc: Proc) =>
        logLines(proc).some((line) => line.module === "jobs" && line.msg === "filas iniciadas");
      expect(started(worker)).toBe(true);
      for (const web of [web1, web2]) expect(started(web)).toBe(false);

      const first = uniqueEmail("fila-1");
      const firstReconcile = await boss.send(RECONCILE_QUEUE, {});
      await mail(first);
      await waitFor("primeiro e-mail", () => delivered(first));
      await waitFor("primeira reconciliação", async () => (await state(firstReconcile)) === "completed");
      // The worker's own /metrics (WORKER_METRICS_PORT): the e-mail it sent is counted where it was sent.
      const workerMetrics = `http://127.0.0.1:${PORTS.workerMetrics}/metrics`;
      expect((await fetch(workerMetrics)).status).toBe(401);
      const scraped = await (
        await fetch(workerMetrics, { headers: { authorization: `Bearer ${SECRETS.metrics}` } })
      ).text();
      expect(Number(/^emails_total\{outcome="sent"\} (\d+)/m.exec(scraped)?.[1] ?? 0)).toBeGreaterThanOrEqual(1);
      expect(scraped).toContain("job_queue_depth");

      expect(await worker.stop("SIGKILL")).toBeNull();
      // A password reset asked through nginx: the web server only queues its e-mail.
      const { user: resetting } = await owner();
      const asked = await post(NGINX_URL, "/api/trpc/auth.requestPasswordReset", { json: { email: resetting.email } });
      expect(asked.status).toBe(200);
      const second = uniqueEmail("fila-2");
      const secondReconcile = await boss.send(RECONCILE_QUEUE, {});
      await mail(second);
      // pg-boss polls every 2 s: well past that, with the worker gone, nobody took them.
      await new Promise((r) => setTimeout(r, 6_000));
      expect(delivered(second)).toBe(false);
      expect(delivered(resetting.email)).toBe(false);
      expect(await state(secondReconcile)).toBe("created");

      worker = await startWorker();
      workers.push(worker);
      await waitFor("e-mail depois do kill -9", () => delivered(second));
      await waitFor("e-mail de redefinição depois do kill -9", () => delivered(resetting.email));
      await waitFor("reconciliação depois do kill -9", async () => (await state(secondReconcile)) === "completed");
      for (const web of [web1, web2])
        expect(logLines(web).filter((line) => line.module === "billing" || line.msg === "filas iniciadas")).toEqual([]);
      // A deploy's SIGTERM: the worker stops pg-boss and exits 0.
      expect(await worker.stop("SIGTERM")).toBe(0);
      worker = await startWorker();
      workers.push(worker);
    } finally {
      await boss.stop({ graceful: false });
    }
  });

  it("req/s of the public proposal page: through nginx with two servers vs one server directly", async () => {
    const run = (base: string) =>
      autocannon({ url: `${base}${PUBLIC_PATH}`, connections: 50, duration: 5, headers: { accept: "text/html" } });
    const direct = await run(webUrl(1));
    const balanced = await run(NGINX_URL);
    const line = `[cluster] página pública, 50 conexões, 5 s: nginx + 2 servidores ${Math.round(balanced.requests.average)} req/s; 1 servidor direto ${Math.round(direct.requests.average)} req/s`;
    console.log(line);
    fs.appendFileSync(path.join(LOG_DIR, "figures.txt"), `${line}\n`);
    expect(balanced.non2xx + balanced.errors + balanced.timeouts).toBe(0);
    expect(direct.non2xx + direct.errors + direct.timeouts).toBe(0);
  });

  it("SIGTERM to a web server under load: zero failed requests at nginx, every acknowledged proposal saved", async () => {
    const owners = await Promise.all(Array.from({ length: 4 }, () => owner()));
    const sellers = await Promise.all(owners.map(({ user }) => bearer(user.email)));
    const logStart = nginx.accessLog().length;
    const acknowledged: string[] = [];
    const failures: string[] = [];
    let loading = true;
    const sellerLoops = sellers.map(async (auth, n) => {
      for (let i = 0; loading; i++) {
        const res = await trpc<{ id: string }>(
          NGINX_URL,
          "proposals.create",
          imovelDraft({ client: { name: `Cliente Dreno ${n}-${i}` } }),
          auth,
        ).catch((error: unknown) => ({ status: 0, data: null, error }));
        if (res.status === 200 && res.data) acknowledged.push(res.data.id);
        else failures.push(`proposals.create ${res.status}`);
      }
    });
    const load = autocannon({
      url: `${NGINX_URL}${PUBLIC_PATH}`,
      connections: 50,
      duration: 10,
      headers: { accept: "text/html" },
    });
    await new Promise((r) => setTimeout(r, 3_000));
    const exitCode = await web1.stop("SIGTERM");
    const result = await load;
    loading = false;
    await Promise.all(sellerLoops);
    const lines = nginx.accessLog().slice(logStart);
    // What nginx answered with an error (5xx). 499 is autocannon hanging up at the end of its run.
    const failed = lines.filter((l) => !/^([23]\d\d|499) /.test(l));
    const line = `[cluster] dreno: ${lines.length} pedidos no nginx, ${failed.length} falharam; ${acknowledged.length} propostas confirmadas; web1 saiu com ${exitCode}`;
    console.log(line);
    fs.appendFileSync(path.join(LOG_DIR, "figures.txt"), `${line}\n`);
    expect(exitCode).toBe(0);
    expect(failed).toEqual([]);
    expect(failures).toEqual([]);
    expect(result.non2xx + result.errors + result.timeouts).toBe(0);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(await db.proposal.count({ where: { id: { in: acknowledged } } })).toBe(acknowledged.length);
    // …and nothing more: no request was cut off mid-way and created twice by nginx's retry.
    expect(await db.proposal.count({ where: { accountId: { in: owners.map((o) => o.account.id) } } })).toBe(
      acknowledged.length,
    );
  });

  it("no log line of any process holds a secret this run used", async () => {
    // A password reset through nginx: its link reaches the mailbox and no log.
    const { user } = await owner();
    const asked = await post(NGINX_URL, "/api/trpc/auth.requestPasswordReset", { json: { email: user.email } });
    expect(asked.status).toBe(200);
    const message = await waitFor("e-mail de redefinição", () =>
      smtp.messages.find((m) => m.includes(user.email) && /https?:\/\/\S+/.test(m)),
    );
    // The body as nodemailer wrote it: quoted-printable (soft line breaks, =3D for "=").
    const body = message
      .replace(/=\r\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const link = /https?:\/\/\S*token=\S+/.exec(body)?.[0];
    expect(link).toBeTruthy();
    usedSecrets.push(link!, new URL(link!).searchParams.get("token") ?? link!);
    await new Promise((r) => setTimeout(r, 500));
    const logs = fs
      .readdirSync(LOG_DIR)
      .filter((f) => f.endsWith(".log"))
      .map((f) => [f, fs.readFileSync(path.join(LOG_DIR, f), "utf8")] as const);
    expect(logs.length).toBeGreaterThanOrEqual(5);
    const leaks = logs.flatMap(([file, text]) =>
      usedSecrets.filter((secret) => text.includes(secret)).map((secret) => `${file}: ${secret.slice(0, 4)}…`),
    );
    expect(leaks).toEqual([]);
  });
});
