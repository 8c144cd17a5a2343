// Graceful shutdown in-process: a real Node HTTP server observed through the diagnostics channel
// (as instrumentation.ts installs it), requests in flight when the drain starts, a real database.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { liveResponse, readyResponse } from "~/platform/health";
import { SOCKET_ADDRESS_HEADER } from "~/platform/request-info";
import { installHttpObserver } from "./http-server";
import { ownOrigin } from "./own-origin";
import { isDraining, onShutdown, shutdown } from "./lifecycle";

function get(
  port: number,
  path: string,
  agent: http.Agent | false = false,
): Promise<{ status: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent }, (res) => {
        let body = "";
        res.on("data", (c: Buffer) => (body += c.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
      })
      .on("error", reject);
  });
}

describe("graceful shutdown", () => {
  const events: string[] = [];
  let received = 0;
  const server = http.createServer((req, res) => {
    received += 1;
    const delay = Number(new URL(req.url ?? "/", "http://x").searchParams.get("ms") ?? 0);
    setTimeout(() => {
      events.push(`answered ${req.url}`);
      res.end(JSON.stringify({ socket: req.headers[SOCKET_ADDRESS_HEADER] }));
    }, delay);
  });
  afterAll(() => server.close());

  it("stamps the socket's address over a client's value, before the handler runs", async () => {
    installHttpObserver();
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const { port } = server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      http
        .get(
          { host: "127.0.0.1", port, path: "/?ms=0", agent: false, headers: { [SOCKET_ADDRESS_HEADER]: "6.6.6.6" } },
          (res) => {
            let body = "";
            res.on("data", (c: Buffer) => (body += c.toString())).on("end", () => resolve(body));
          },
        )
        .on("error", reject);
    });
    expect(JSON.parse(answer)).toEqual({ socket: "127.0.0.1" });
    // The page cache renders through the server that answered, on its real port (not PORT's).
    expect(ownOrigin()).toBe(`http://127.0.0.1:${port}`);
  });

  it("finishes the requests in flight, refuses new connections, then runs the hooks, last registered first (pg-boss before the Prisma pool it uses); readiness answers 503", async () => {
    const { port } = server.address() as AddressInfo;
    expect((await readyResponse()).status).toBe(200);
    onShutdown("first", async () => void events.push("hook first"));
    onShutdown("second", async () => void events.push("hook second"));
    // Keep-alive clients (a browser, a load balancer): their answers must tell them to reconnect.
    const keepAlive = new http.Agent({ keepAlive: true });
    const inFlight = [1, 2, 3, 4, 5].map((i) => get(port, `/?ms=${300 + i * 100}&i=${i}`, keepAlive));
    // In flight = the server has read them (a connection whose request is not read yet is idle).
    while (received < 6) await new Promise((r) => setTimeout(r, 10));
    const cut = shutdown({ graceMs: 5_000, log: () => {} });
    expect(isDraining()).toBe(true);
    expect((await readyResponse()).status).toBe(503);
    expect(await (await readyResponse()).json()).toEqual({ status: "draining" });
    expect((await liveResponse()).status).toBe(200);
    await expect(get(port, "/?ms=0")).rejects.toThrow(/ECONNREFUSED|ECONNRESET/);
    const answers = await Promise.all(inFlight);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((a) => a.connection)).toEqual(["close", "close", "close", "close", "close"]);
    keepAlive.destroy();
    expect(await cut).toBe(0);
    expect(events.slice(-7)).toEqual([
      ...[1, 2, 3, 4, 5].map((i) => `answered /?ms=${300 + i * 100}&i=${i}`),
      "hook second",
      "hook first",
    ]);
  });
});
