import { monitorEventLoopDelay } from "node:perf_hooks";
import { describe, expect, it, vi } from "vitest";
import { SOCKET_ADDRESS_HEADER } from "~/platform/request-info";
import { makeAccount, makeUser, signIn, uniqueIp } from "~/test/account-fixtures";
import { callerFor, testDb } from "~/test/db";
import { imovelDraft } from "~/test/proposal-fixtures";
import { lookUpPublicOgCard, publicOgResponse } from "../link/og-file";
import { renderInWorker } from "./pool";

// 80 previews of one link at once (a WhatsApp group opening the same card) stalled /api/health ~1 s.

vi.mock("./pool", async (importOriginal) => {
  const pool = await importOriginal<typeof import("./pool")>();
  return { ...pool, renderInWorker: vi.fn(pool.renderInWorker) };
});

async function publicToken() {
  const { account } = await makeAccount({ plan: "five_users" });
  const seller = callerFor(await signIn(await makeUser(account.id, "SELLER")));
  return (await seller.proposals.create(imovelDraft())).publicToken;
}

const ask = (token: string, extra: Record<string, string> = {}) =>
  publicOgResponse(testDb, token, new Headers({ [SOCKET_ADDRESS_HEADER]: uniqueIp(), ...extra }));

/** The event loop's delay (ms, 5 ms resolution) while `work` runs: its p99 and its longest. */
async function loopDelay(work: () => Promise<unknown>) {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  try {
    await work();
  } finally {
    histogram.disable();
  }
  return { p99: histogram.percentile(99) / 1e6, max: histogram.max / 1e6 };
}

describe("a burst of og:image requests for one link", () => {
  it("renders the card once in a worker and answers every request from it with an ETag; the event loop stays free", async () => {
    // The worker's start-up (tsx, fonts) on another link first: the burst measures the card, not the boot.
    expect((await ask(await publicToken()))?.status).toBe(200);
    const token = await publicToken();
    const renders = vi.mocked(renderInWorker);
    renders.mockClear();
    // Nothing cached yet: the proxy leaves the first ask to the route, which renders.
    const before = await lookUpPublicOgCard(testDb, token);
    expect(before?.card).toBeNull();

    const answers: Response[] = [];
    const burst = await loopDelay(async () => {
      answers.push(...(await Promise.all(Array.from({ length: 80 }, () => ask(token)))).map((a) => a!));
    });
    expect(renders).toHaveBeenCalledTimes(1);
    expect(answers.map((a) => a.status)).toEqual(Array(80).fill(200));
    const etag = answers[0]!.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(new Set(answers.map((a) => a.headers.get("etag")))).toEqual(new Set([etag]));
    const png = Buffer.from(await answers[0]!.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect(answers[0]!.headers.get("cache-control")).toBe("public, max-age=300");

    // Asked again: from the cache (no render); with the ETag it holds, a 304 without the bytes.
    const again = await ask(token);
    expect(Buffer.from(await again!.arrayBuffer()).equals(png)).toBe(true);
    const held = await ask(token, { "if-none-match": etag! });
    expect(held!.status).toBe(304);
    expect(await held!.text()).toBe("");
    expect(renders).toHaveBeenCalledTimes(1);
    // What the proxy answers by itself from now on: the same bytes and ETag, without a render.
    const cached = (await lookUpPublicOgCard(testDb, token))?.card;
    expect((await lookUpPublicOgCard(testDb, token))?.key).toBe(before?.key);
    expect(cached?.etag).toBe(etag);
    expect(Buffer.from(cached!.bytes).equals(png)).toBe(true);
    expect(renders).toHaveBeenCalledTimes(1);

    // Every answer but the first is a query and a lookup on this thread: /api/health's bound holds.
    console.info(
      `80 og:images of one link: event loop delay p99 ${burst.p99.toFixed(0)} ms, max ${burst.max.toFixed(0)} ms`,
    );
    expect(burst.p99).toBeLessThan(250);
  }, 60_000);

  it("a cached card is answered by the proxy only while the link shows it: not after a revocation, not for an unknown link", async () => {
    const { account } = await makeAccount({ plan: "five_users" });
    const seller = callerFor(await signIn(await makeUser(account.id, "SELLER")));
    const proposal = await seller.proposals.create(imovelDraft());
    expect((await ask(proposal.publicToken))?.status).toBe(200);
    expect((await lookUpPublicOgCard(testDb, proposal.publicToken))?.card).not.toBeNull();
    await seller.proposals.revokeLink({ id: proposal.id });
    expect(await lookUpPublicOgCard(testDb, proposal.publicToken)).toBeNull();
    expect(await lookUpPublicOgCard(testDb, "a".repeat(24))).toBeNull();
  }, 60_000);
});
