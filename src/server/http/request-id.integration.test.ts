// The request id end to end, through Node's HTTP server with the observer the app installs at boot
// (src/instrumentation.ts → src/platform/http-server.ts), the request proxy (src/proxy.ts, which
// decides the id) and the real tRPC route handler: the id the load balancer sends (or one the proxy
// makes up) comes back in X-Request-Id, is the code in the pt-BR 500 message, and is on the log lines
// of that request (the cause, the procedure, the access line).
import http from "node:http";
import type net from "node:net";
import { NextRequest } from "next/server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET } from "~/app/api/trpc/[trpc]/route";
import { installHttpObserver } from "~/platform/http-server";
import { captureLogs } from "~/platform/log/logger";
import { errorResponse } from "~/server/rest";
import { proxy } from "~/proxy";
import { makeAccount, signIn } from "~/test/account-fixtures";
import { sessionCookie } from "~/test/http";

// payments.prices (a public query) fails the way an unplanned Prisma error does, when asked to.
const failure = vi.hoisted(() => ({ on: false }));
vi.mock("~/features/billing/prices", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/features/billing/prices")>();
  return {
    ...original,
    pricesInForce: (...args: Parameters<typeof original.pricesInForce>) => {
      if (failure.on)
        throw new Error(
          "Invalid `prisma.planPrice.findMany()` invocation in /work/src/features/billing/prices.ts: connection password=hunter2 rejected",
        );
      return original.pricesInForce(...args);
    },
  };
});

/** How NextResponse.next({ request: { headers } }) hands the overridden request headers to Next.js. */
const OVERRIDE = "x-middleware-request-";
let server: http.Server;
let base: string;
let capture: ReturnType<typeof captureLogs>;

beforeAll(async () => {
  installHttpObserver();
  // A minimal Node → fetch bridge standing where Next.js' server stands: the proxy first, then the
  // route with the request headers the proxy overrode, and the proxy's headers on the answer.
  server = http.createServer((req, res) => {
    void (async () => {
      const url = `http://${req.headers.host}${req.url}`;
      const proxied = await proxy(new NextRequest(url, { headers: req.headers as Record<string, string> }));
      const forwarded = new Headers(req.headers as Record<string, string>);
      for (const [name, value] of proxied.headers)
        if (name.startsWith(OVERRIDE)) forwarded.set(name.slice(OVERRIDE.length), value);
      const response = await GET(new Request(url, { headers: forwarded }));
      for (const [name, value] of proxied.headers) if (!name.startsWith("x-middleware-")) res.setHeader(name, value);
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

afterEach(() => {
  failure.on = false;
  capture?.restore();
});

async function prices(headers: Record<string, string> = {}) {
  const response = await fetch(`${base}/api/trpc/payments.prices`, { headers });
  const body = (await response.json()) as { error?: { json: { message: string; data: { requestId: string | null } } } };
  // The access line is written when the answer is closed: give the socket that moment.
  await new Promise((r) => setTimeout(r, 50));
  return { response, error: body.error?.json };
}

const linesOf = (requestId: string) => capture.lines().filter((line) => line.reqId === requestId);

describe("a 500 and its request id", () => {
  it("keeps the load balancer's X-Request-Id: in the header, the pt-BR message and every log line of the request", async () => {
    capture = captureLogs();
    failure.on = true;
    const id = `lb-${Date.now().toString(36)}`;
    const { response, error } = await prices({ "x-request-id": id });
    expect(response.status).toBe(500);
    expect(response.headers.get("x-request-id")).toBe(id);
    expect(error?.message).toBe(
      `Erro interno. Tente novamente em instantes. Se persistir, informe o código ${id} ao suporte.`,
    );
    expect(error?.data.requestId).toBe(id);
    expect(JSON.stringify(error)).not.toMatch(/prisma|hunter2/);

    const lines = linesOf(id);
    const cause = lines.find((line) => line.module === "erro");
    expect(cause).toMatchObject({ level: "error", where: "tRPC payments.prices", err: { type: "Error" } });
    expect((cause!.err as { message: string }).message).toContain("prisma.planPrice.findMany()");
    expect(lines.find((line) => line.module === "trpc")).toMatchObject({
      level: "error",
      procedure: "payments.prices",
      type: "query",
      outcome: "error",
      code: "INTERNAL_SERVER_ERROR",
    });
    expect(lines.find((line) => line.module === "http")).toMatchObject({
      msg: "request",
      method: "GET",
      path: "/api/trpc/payments.prices",
      status: 500,
    });
    // The cause's text reaches the log, its secrets do not.
    expect(JSON.stringify(capture.lines())).not.toContain("hunter2");
  });

  it("makes up an id when none came, and it is the same in the header, the message and the log", async () => {
    capture = captureLogs();
    failure.on = true;
    const { response, error } = await prices();
    const id = response.headers.get("x-request-id")!;
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(error?.message).toContain(`informe o código ${id} ao suporte`);
    expect(
      linesOf(id)
        .map((line) => line.module)
        .sort(),
    ).toEqual(["erro", "http", "trpc"]);
  });

  it("an id no load balancer makes (300 characters, spaces) is replaced by one of ours", async () => {
    for (const forged of ["a".repeat(300), "abc def"]) {
      const response = await fetch(`${base}/api/trpc/payments.prices`, { headers: { "x-request-id": forged } });
      expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f]{12}$/);
    }
  });

  it("a REST adapter's 500 shows the id it is given", async () => {
    capture = captureLogs();
    const response = errorResponse(new Error("boom"), "rest-id-1");
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({
      code: "INTERNAL_SERVER_ERROR",
      requestId: "rest-id-1",
      error: expect.stringContaining("informe o código rest-id-1"),
    });
    expect(capture.lines()).toEqual([expect.objectContaining({ module: "erro", reqId: "rest-id-1", where: "REST" })]);
  });
});

describe("the access line and the procedure line of a signed-in call", () => {
  it("name the account, the procedure and its duration; no cookie or token in any line", async () => {
    const { account, owner } = await makeAccount();
    const session = await signIn(owner);
    const cookie = await sessionCookie(session.sessionId);
    capture = captureLogs();
    const { response } = await prices({ cookie, "x-request-id": "signed-in-1" });
    expect(response.status).toBe(200);
    const lines = linesOf("signed-in-1");
    expect(lines.find((line) => line.module === "http")).toMatchObject({
      status: 200,
      accountId: account.id,
      ms: expect.any(Number),
    });
    expect(lines.find((line) => line.module === "trpc")).toMatchObject({
      level: "info",
      procedure: "payments.prices",
      outcome: "ok",
      ms: expect.any(Number),
    });
    const text = JSON.stringify(capture.lines());
    expect(text).not.toContain(cookie.split("=")[1]!);
    expect(text).not.toContain(session.sessionId);
  });
});
