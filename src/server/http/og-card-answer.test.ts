import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { afterEach, describe, expect, it } from "vitest";
import { createOgCardAnswer, type OgCardSource } from "./og-card-answer";

const card = { bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 9, 9]), etag: '"cartao"' };

/**
 * A server that plays the proxy and the route: the answerer first; what it leaves goes to the
 * "route", which "renders" (fills the cache) after `renderMs`, or refuses (429) when `refuse`.
 */
async function serve(
  source: OgCardSource & { fill: () => void },
  { renderMs = 200, refuse = false, waitMs }: { renderMs?: number; refuse?: boolean; waitMs?: number } = {},
) {
  const answer = createOgCardAnswer(source, { waitMs });
  let routed = 0;
  const server = createServer((req, res) => {
    const request = new NextRequest(`http://localhost${req.url ?? ""}`, {
      headers: req.headers as Record<string, string>,
    });
    void answer(request, "token", { https: false, cacheControl: "public, max-age=300", response: res }).then(
      (written) => {
        if (written) return;
        routed += 1;
        setTimeout(() => {
          if (refuse) return res.writeHead(429).end();
          source.fill();
          res.writeHead(200, { "x-from": "route" }).end(Buffer.from(card.bytes));
        }, renderMs);
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = () =>
    new Promise<{ status: number; from: string; body: Buffer }>((resolve, reject) => {
      const req = httpRequest(`${origin}/public/propostas/token/opengraph-image`, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            from: String(res.headers["x-from"] ?? "proxy"),
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on("error", reject);
      req.end();
    });
  return { server, get, routed: () => routed };
}

/** A cache as the og route fills it: empty until the route's render. */
function cacheSource(link: "live" | "gone" = "live") {
  let filled = false;
  return {
    lookUp: async () => (link === "gone" ? null : { key: "k", card: filled ? card : null }),
    cached: (key: string) => (filled && key === "k" ? card : null),
    fill: () => {
      filled = true;
    },
  };
}

let running: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (running ? running.close(() => resolve()) : resolve())));

describe("the proxy's og card answer", () => {
  it("a burst of first asks sends one to the route; the rest wait for it and get the card it cached", async () => {
    const { server, get, routed } = await serve(cacheSource());
    running = server;
    const answers = await Promise.all(Array.from({ length: 20 }, get));
    expect(routed()).toBe(1);
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.from === "route")).toHaveLength(1);
    for (const a of answers) expect(a.body.equals(Buffer.from(card.bytes))).toBe(true);
    // Cached now: no route at all.
    expect((await get()).from).toBe("proxy");
    expect(routed()).toBe(1);
  });

  it("when the first ask is refused, the others go on to the route as they would have", async () => {
    const { server, get, routed } = await serve(cacheSource(), { refuse: true });
    running = server;
    const answers = await Promise.all(Array.from({ length: 5 }, get));
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(429));
    expect(routed()).toBe(5);
  });

  it("a wait past its bound goes on to the route; a link that previews nothing is the route's", async () => {
    const slow = await serve(cacheSource(), { renderMs: 400, waitMs: 50 });
    running = slow.server;
    await Promise.all(Array.from({ length: 3 }, slow.get));
    expect(slow.routed()).toBe(3);
    await new Promise<void>((resolve) => slow.server.close(() => resolve()));

    const gone = await serve(cacheSource("gone"));
    running = gone.server;
    await Promise.all(Array.from({ length: 3 }, gone.get));
    expect(gone.routed()).toBe(3);
  });
});
