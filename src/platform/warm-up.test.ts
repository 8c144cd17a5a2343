import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { isWarmingUp, warmUp, WARM_UP_REQUESTS } from "./warm-up";

type Seen = { method: string; path: string; body: string; at: number };

/** A server that answers /api/health/live only from `liveAfterMs`, and records every other request. */
async function fakeServer({ liveAfterMs = 0, hangOn }: { liveAfterMs?: number; hangOn?: string } = {}) {
  const started = Date.now();
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      if (req.url === "/api/health/live") {
        res.statusCode = Date.now() - started >= liveAfterMs ? 200 : 503;
        res.end();
        return;
      }
      seen.push({ method: req.method ?? "", path: req.url ?? "", body, at: Date.now() - started });
      if (req.url === hangOn) return; // never answers
      res.statusCode = req.url === "/" ? 200 : 404;
      res.end("x");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  servers.push(server);
  return { origin: `http://127.0.0.1:${port}`, seen };
}

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe("the server's warm-up", () => {
  it("waits until the server answers, then asks once for each heavy route, one after another", async () => {
    const { origin, seen } = await fakeServer({ liveAfterMs: 300 });
    const done = warmUp(origin);
    expect(isWarmingUp()).toBe(true);
    const answered = await done;
    expect(isWarmingUp()).toBe(false);
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual(WARM_UP_REQUESTS.map((r) => `${r.method} ${r.path}`));
    expect(seen.every((s) => s.at >= 300)).toBe(true);
    expect(answered.find((a) => a.path === "/")?.status).toBe(200);
    // The login route gets an empty body: refused before any password is checked or attempt recorded.
    expect(seen.find((s) => s.path === "/api/auth/token")?.body).toBe("{}");
  });

  it("is ready anyway when the limit passes: a route that hangs, or a server that never answers", async () => {
    const { origin } = await fakeServer({ hangOn: "/api/auth/csrf" });
    const startedAt = Date.now();
    const answered = await warmUp(origin, { limitMs: 800 });
    expect(Date.now() - startedAt).toBeLessThan(3_000);
    expect(answered.find((a) => a.path === "/api/auth/csrf")?.status).toBeNull();
    expect(isWarmingUp()).toBe(false);

    const nobody = await warmUp("http://127.0.0.1:9", { limitMs: 500 });
    expect(nobody).toEqual([]);
    expect(isWarmingUp()).toBe(false);
  });
});
