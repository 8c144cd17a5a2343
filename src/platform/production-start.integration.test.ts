// `npm start` (scripts/start.ts) as an operator runs it, on the production build (`npm run build`
// first; CI builds before testing): without the production variables it refuses to start naming each;
// with them, SIGTERM during in-flight requests lets them finish and the process exits 0.
import crypto from "node:crypto";
import net from "node:net";
import { describe, expect, it } from "vitest";
import { freePort, waitForHttp } from "../../scripts/lib/processes.ts";
import { npmStart, startProduction } from "~/test/production-server";

/** A request whose body arrives only when `finish` is called: in flight on the server until then. */
function slowRequest(port: number, body: string) {
  const socket = net.connect(port, "127.0.0.1");
  let answer = "";
  socket.on("data", (c: Buffer) => (answer += c.toString()));
  const done = new Promise<string>((resolve, reject) => {
    socket
      .on("end", () => resolve(answer))
      .on("close", () => resolve(answer))
      .on("error", reject);
  });
  socket.write(
    `POST /api/webhooks/mercadopago?data.id=1 HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
  );
  return { finish: () => socket.write(body), done };
}

describe("npm start in production", () => {
  it("refuses to start without the production variables, one line naming each", async () => {
    const start = npmStart({ PORT: String(await freePort()) });
    expect(await start.exited).not.toBe(0);
    const named = [...start.output().matchAll(/^ {2}- ([A-Z_]+): /gm)].map((m) => m[1]).sort();
    expect(named).toEqual([
      "COMPANY_REGISTRATION",
      "DATABASE_URL",
      "HELP_PLAYLIST_URL",
      "MERCADOPAGO_ACCESS_TOKEN",
      "MERCADOPAGO_WEBHOOK_SECRET",
      "METRICS_TOKEN",
      "NEXTAUTH_SECRET",
      "NEXTAUTH_URL",
      "SMTP_URL",
    ]);
  }, 60_000);

  it("serves /api/metrics behind its token; on SIGTERM finishes the requests in flight and exits 0", async () => {
    const port = await freePort();
    const metricsToken = crypto.randomBytes(24).toString("base64url");
    // Every production variable (src/test/production-server.ts), the jobs beside the server, and
    // /dev/erro: a page that throws on purpose.
    const start = startProduction(port, { METRICS_TOKEN: metricsToken, PROCESS_ROLE: "all", ERROR_PROBE: "on" });
    try {
      await waitForHttp(`http://127.0.0.1:${port}/api/health/ready`, {
        proc: start,
        timeoutMs: 30_000,
        ok: (r) => r.ok,
      });
      expect((await fetch(`http://127.0.0.1:${port}/api/health/live`)).status).toBe(200);
      // /api/metrics: 401 without the token; with it, the request histogram by route pattern moves.
      const metricsUrl = `http://127.0.0.1:${port}/api/metrics`;
      expect((await fetch(metricsUrl)).status).toBe(401);
      expect((await fetch(metricsUrl, { headers: { authorization: "Bearer wrong" } })).status).toBe(401);
      const scrape = async () => {
        const response = await fetch(metricsUrl, { headers: { authorization: `Bearer ${metricsToken}` } });
        expect(response.status).toBe(200);
        return response.text();
      };
      const count = (text: string, route: string, status: string) =>
        Number(
          text.match(
            new RegExp(
              `^http_request_duration_seconds_count\\{method="GET",route="${route.replace(/[[\]]/g, "\\$&")}",status="${status}"\\} (\\d+)`,
              "m",
            ),
          )?.[1] ?? 0,
        );
      const liveAnswers = async () => count(await scrape(), "/api/health/live", "200");
      // The histogram observes a request once its answer is finished, which can come just after the
      // client has read it (the /live above, the start's warm-up): the count is taken once it holds
      // still, and the three below are waited for.
      let before = await liveAnswers();
      for (let settled = false; !settled;) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        const now = await liveAnswers();
        settled = now === before;
        before = now;
      }
      for (let i = 0; i < 3; i++) await (await fetch(`http://127.0.0.1:${port}/api/health/live`)).text();
      await (await fetch(`http://127.0.0.1:${port}/public/propostas/nao-existe-${crypto.randomUUID()}`)).text();
      await expect.poll(liveAnswers).toBe(before + 3);
      const after = await scrape();
      expect(after).toMatch(/route="\/public\/propostas\/\[token\]"/);
      expect(after).not.toContain("nao-existe-");
      expect(after).toContain("nodejs_eventloop_lag_seconds");
      // Every queue reports its depth and failures once the jobs have started (beside the server, not before it).
      const queues = [
        "email",
        "email-notifications",
        "billing-reconcile",
        "billing-lifecycle",
        "clients-digest",
        "official-rates",
      ];
      let depth = after;
      for (let i = 0; i < 50 && !/^job_queue_depth\{queue="official-rates"\} \d+/m.test(depth); i++) {
        await new Promise((r) => setTimeout(r, 200));
        depth = await scrape();
      }
      for (const queue of queues) {
        expect(depth).toMatch(new RegExp(`^job_queue_depth\\{queue="${queue}"\\} \\d+`, "m"));
        expect(depth).toMatch(new RegExp(`^jobs_failed_total\\{queue="${queue}"\\} \\d+`, "m"));
      }

      // The request id: the caller's comes back on an API answer and on a rendered page, and is on
      // the access line (no query string there).
      const traced = await fetch(`http://127.0.0.1:${port}/api/health/live?token=nao-vai-para-o-log`, {
        headers: { "x-request-id": "prod-start-live-1" },
      });
      await traced.text();
      expect(traced.headers.get("x-request-id")).toBe("prod-start-live-1");
      const page = await fetch(`http://127.0.0.1:${port}/public/propostas/nao-existe-${crypto.randomUUID()}`);
      await page.text();
      expect(page.headers.get("x-request-id")).toMatch(/^[0-9a-f]{12}$/);
      // None sent: src/proxy.ts makes one up, and the route handler's log lines carry the same one.
      const unlabelled = await fetch(`http://127.0.0.1:${port}/api/trpc/payments.prices`);
      await unlabelled.text();
      const madeUp = unlabelled.headers.get("x-request-id");
      expect(madeUp).toMatch(/^[0-9a-f]{12}$/);
      const failing = await fetch(`http://127.0.0.1:${port}/dev/erro`, {
        headers: { "x-request-id": "prod-start-page-error" },
      });
      const failingBody = await failing.text();
      expect(failing.status).toBe(500);
      expect(failing.headers.get("x-request-id")).toBe("prod-start-page-error");

      const requests = [slowRequest(port, "{}"), slowRequest(port, "{}"), slowRequest(port, "{}")];
      await new Promise((r) => setTimeout(r, 300));
      start.child.kill("SIGTERM");
      await new Promise((r) => setTimeout(r, 1_000));
      // Still draining: the requests are waiting for their bodies; no new connection is accepted.
      await expect(fetch(`http://127.0.0.1:${port}/api/health/live`)).rejects.toThrow();
      for (const r of requests) r.finish();
      const answers = await Promise.all(requests.map((r) => r.done));
      // The webhook answers 401 (unsigned): a complete answer from the draining server.
      for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 401 /);
      expect(await start.exited).toBe(0);
      // Production logs are JSON lines (src/platform/log/logger.ts).
      expect(start.output()).toMatch(
        /^\{"level":"info",.*"module":"shutdown",.*"msg":"encerrado sem requisições interrompidas"\}$/m,
      );
      const lines = start
        .output()
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(lines.find((line) => line.reqId === "prod-start-live-1" && line.module === "http")).toMatchObject({
        msg: "request",
        method: "GET",
        route: "/api/health/live",
        path: "/api/health/live",
        status: 200,
      });
      expect(
        lines.find((line) => line.reqId === page.headers.get("x-request-id") && line.module === "http"),
      ).toMatchObject({ route: "/public/propostas/[token]", path: "/public/propostas/:token", status: 404 });
      expect(start.output()).not.toContain("nao-vai-para-o-log");
      // A page that throws: Next's onRequestError hook logs it under the request's id, with the digest.
      const thrown = lines.find((line) => line.reqId === "prod-start-page-error" && line.module === "next");
      expect(thrown).toMatchObject({
        level: "error",
        route: "/dev/erro",
        kind: "render",
        err: { message: expect.stringContaining("Erro de teste") },
      });
      expect(thrown!.digest).toEqual(expect.any(String));
      // The page carries the same digest, which the error page shows as the code to give support.
      expect(failingBody).toContain(String(thrown!.digest));
      expect(lines.find((line) => line.reqId === "prod-start-page-error" && line.module === "http")).toMatchObject({
        status: 500,
      });
      expect(
        lines
          .filter((line) => line.reqId === madeUp)
          .map((line) => line.module)
          .sort(),
      ).toEqual(["http", "trpc"]);
    } finally {
      // SIGTERM, which npm start forwards to the server (and backs with SIGKILL after 20 s): a SIGKILL
      // here would end npm start alone and leave the server running with no parent.
      await start.stop("SIGTERM");
    }
  }, 90_000);
});
