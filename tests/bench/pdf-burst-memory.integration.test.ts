// bench:abuse's memory phase (scripts/lib/pdf-burst-memory.ts) on a tiny size: distinct copies of a
// real proposal, each rendered as its own PDF by the app's code behind a small HTTP server, at a
// steady rate; then the settle watch against the target, met and missed.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { env } from "~/env";
import { publicPdf } from "~/features/proposals/link/public-pdf";
import { makeAccount, signIn } from "~/test/account-fixtures";
import { callerFor, testDb } from "~/test/db";
import { imovelDraft } from "~/test/proposal-fixtures";
import { distinctProposalTokens, pdfBurstMemory } from "../../scripts/lib/pdf-burst-memory.ts";

const asked: string[] = [];
const server = http.createServer((req, res) => {
  const token = /^\/pdf\/([\w-]+)$/.exec(req.url ?? "")?.[1] ?? "";
  asked.push(token);
  publicPdf(testDb, token).then(
    (pdf) =>
      pdf.state === "ready"
        ? res.writeHead(200, { "x-render-cache": pdf.cache }).end(Buffer.from(pdf.bytes))
        : res.writeHead(404).end(),
    // The render pool sheds under load (the real route answers 503 then too).
    () => res.writeHead(503).end(),
  );
});
let base = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const rssMb = () => process.memoryUsage().rss / (1024 * 1024);

describe("the PDF burst's memory phase, tiny", () => {
  it(
    "copies a proposal into distinct PDFs, asks each once at the given rate, and reports the memory settled under a target",
    { timeout: 60_000 },
    async () => {
      const { owner } = await makeAccount();
      const proposal = await callerFor(await signIn(owner)).proposals.create(
        imovelDraft({ client: { name: "Modelo Bench", phone: "(11) 95555-0000" } }),
      );
      const tokens = await distinctProposalTokens(env.DATABASE_URL, proposal.publicToken, 4);
      expect(new Set(tokens).size).toBe(4);
      expect(tokens).not.toContain(proposal.publicToken);

      const start = performance.now();
      const result = await pdfBurstMemory({
        pdfUrl: (token) => `${base}/pdf/${token}`,
        tokens,
        perSecond: 2,
        seconds: 2,
        rssMb,
        target: { settledRssMb: rssMb() + 2048, withinMs: 2_000 },
        settleEveryMs: 100,
      });
      // Four requests on a 2-per-second schedule: the last one leaves after 1.5 s.
      expect(performance.now() - start).toBeGreaterThanOrEqual(1_450);
      expect(result).toMatchObject({ requests: 4, ok: true });
      // Every request answered: rendered, or shed on a loaded machine; at least one rendered.
      expect(Object.keys(result.statuses).every((status) => status === "200" || status === "503")).toBe(true);
      expect((result.statuses[200] ?? 0) + (result.statuses[503] ?? 0)).toBe(4);
      expect(result.statuses[200]).toBeGreaterThan(0);
      expect([...asked].sort()).toEqual([...tokens].sort());
      expect(result.peakMb).toBeGreaterThanOrEqual(result.beforeMb);
      expect(result.settledAfterMs).not.toBeNull();
    },
  );

  it("a tree that stays above the target is a miss after the allowed time", async () => {
    const result = await pdfBurstMemory({
      pdfUrl: () => `${base}/pdf/none`,
      tokens: ["a", "b"],
      perSecond: 2,
      seconds: 1,
      rssMb: () => 800,
      target: { settledRssMb: 400, withinMs: 300 },
      settleEveryMs: 100,
    });
    expect(result).toMatchObject({ ok: false, settledAfterMs: null, lastMb: 800, statuses: { 404: 2 } });
  });

  it("refuses a burst with fewer distinct tokens than requests (cached PDFs would measure nothing)", async () => {
    await expect(
      pdfBurstMemory({ pdfUrl: () => base, tokens: ["a", "a"], perSecond: 2, seconds: 1, rssMb }),
    ).rejects.toThrow(/distintos/);
  });
});
