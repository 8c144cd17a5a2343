import { describe, expect, it } from "vitest";
import { GET as publicPdf } from "~/app/public/propostas/[token]/pdf/route";
import { SOCKET_ADDRESS_HEADER } from "~/platform/request-info";
import { makeAccount, makeUser, signIn, uniqueIp } from "~/test/account-fixtures";
import { callerFor, testDb } from "~/test/db";
import { imovelDraft, veiculoDraft } from "~/test/proposal-fixtures";
import { proposalOgImage } from "../link/og-file";
import { renderProposalDocument } from "../pdf/render-document";
import { loadProposalDocument } from "../link/load";
import { publicDownloadGate, publicRenderGate, renderRefusal } from "./limits";
import { killBusyRenderWorkers, RenderBusyError, renderInWorker, renderLoad, setRenderWorkerIdleMs } from "./pool";

// PDFs rendered on the event loop stalled every request of every tenant.

async function proposals() {
  const { account } = await makeAccount({ plan: "five_users" });
  const seller = callerFor(await signIn(await makeUser(account.id, "SELLER")));
  return [await seller.proposals.create(imovelDraft()), await seller.proposals.create(veiculoDraft())];
}

function download(token: string, ip = uniqueIp()) {
  return publicPdf(
    new Request(`http://localhost/public/propostas/${token}/pdf`, { headers: { [SOCKET_ADDRESS_HEADER]: ip } }),
    {
      params: Promise.resolve({ token }),
    },
  );
}

/** The longest the event loop went without running a 5 ms timer while `work` ran. */
async function longestStall(work: () => Promise<unknown>) {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return longest;
}

describe("PDF and og:image rendering", () => {
  it("renders in worker threads: the event loop keeps running while PDFs render", async () => {
    const [a, b] = await proposals();
    // Warm the workers (their start-up compiles the renderer, in the worker too).
    await download(a!.publicToken);
    const [c, d] = await proposals();
    const answers: Response[] = [];
    const stall = await longestStall(async () => {
      answers.push(
        ...(await Promise.all([download(b!.publicToken), download(c!.publicToken), download(d!.publicToken)])),
      );
    });
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get("x-render-cache")).toBe("miss");
      expect(
        Buffer.from(await answer.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe("%PDF-");
    }
    // The same documents rendered on this thread (as before the workers) hold the event loop for a
    // whole render each; compared in the same run, as the machine's load moves both.
    const onThisThread = await longestStall(() =>
      Promise.all(
        [b, c, d].map(async (p) => {
          const page = (await loadProposalDocument(testDb, { token: p!.publicToken }))!;
          return renderProposalDocument({
            clientName: page.clientName,
            sellerName: page.sellerName,
            kind: page.kind,
            snapshot: page.snapshot,
            brand: { name: page.brand.name, color: page.brand.colors.slider, logo: null },
            contact: { name: page.sellerName, email: null, whatsapp: page.brand.whatsapp },
            pages: [],
          });
        }),
      ),
    );
    expect(stall).toBeLessThan(onThisThread * 0.75);
  }, 120_000);

  it("a repeated download is served from the cache, not rendered; an edit renders the new version", async () => {
    const { account } = await makeAccount({ plan: "five_users" });
    const seller = callerFor(await signIn(await makeUser(account.id, "SELLER")));
    const proposal = await seller.proposals.create(imovelDraft());
    const first = await download(proposal.publicToken);
    expect(first.headers.get("x-render-cache")).toBe("miss");
    const bytes = Buffer.from(await first.arrayBuffer());

    // Many at once share the cached bytes.
    const again = await Promise.all(Array.from({ length: 10 }, () => download(proposal.publicToken)));
    expect(again.map((r) => r.headers.get("x-render-cache"))).toEqual(Array(10).fill("hit"));
    expect(Buffer.from(await again[0]!.arrayBuffer()).equals(bytes)).toBe(true);

    await seller.proposals.update({ id: proposal.id, ...imovelDraft({ client: { name: "Ana Editada" } }) });
    expect((await download(proposal.publicToken)).headers.get("x-render-cache")).toBe("miss");
  });

  it("the og:image renders once per card and is then cached", async () => {
    const [a] = await proposals();
    const proposal = (await loadProposalDocument(testDb, { token: a!.publicToken }))!;
    const first = await proposalOgImage(testDb, proposal);
    expect(first.hit).toBe(false);
    expect(Buffer.from(first.bytes).subarray(1, 4).toString()).toBe("PNG");
    const second = await proposalOgImage(testDb, proposal);
    expect(second).toMatchObject({ hit: true, shared: false });
  });

  it("the render queue is bounded: past it a job is refused at once with 503 and Retry-After", async () => {
    const [a] = await proposals();
    const proposal = (await loadProposalDocument(testDb, { token: a!.publicToken }))!;
    const card = {
      logo: "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSIxIiBoZWlnaHQ9IjEiLz4=",
      brandName: proposal.brand.name,
      color: "#0f9d58",
      clientCallName: "Ana",
      kind: "imovel" as const,
      creditCents: 1,
      claim: {
        kind: "saves" as const,
        title: "Economia",
        figure: "R$ 1,00",
        background: "#0f9d58",
        text: "#ffffff",
        details: [],
      },
    };
    const { size, maxQueued } = renderLoad();
    const accepted = Array.from({ length: size + maxQueued }, () => renderInWorker({ type: "og", data: card }));
    const refused = await renderInWorker({ type: "og", data: card }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RenderBusyError);
    const answer = renderRefusal(refused)!;
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await answer.text()).toMatch(/Tente novamente em alguns segundos/);
    expect(await Promise.all(accepted)).toHaveLength(size + maxQueued);
    expect(renderLoad().queued).toBe(0);
  });

  it("an idle worker ends (its memory goes back), and the next job starts a fresh one", async () => {
    const [a, b] = await proposals();
    setRenderWorkerIdleMs(100);
    try {
      expect((await download(a!.publicToken)).status).toBe(200);
      expect(renderLoad().workers).toBeGreaterThan(0);
      const deadline = Date.now() + 5_000;
      while (renderLoad().workers > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(renderLoad().workers).toBe(0);
      const again = await download(b!.publicToken);
      expect(again.status).toBe(200);
      expect(
        Buffer.from(await again.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe("%PDF-");
    } finally {
      setRenderWorkerIdleMs(20_000);
    }
  }, 120_000);

  it("a worker that dies under a job: the job renders on a fresh worker; a second death answers 503, not 500", async () => {
    const [a, b] = await proposals();
    /** Waits for a job to be rendering on a worker started after `since`, then ends that worker as a crash would. */
    const killWhileRendering = async (since: number) => {
      const deadline = Date.now() + 20_000;
      const rendering = () => renderLoad().running > 0 && renderLoad().started > since;
      while (!rendering() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 2));
      return killBusyRenderWorkers();
    };
    const once = download(a!.publicToken);
    expect(await killWhileRendering(renderLoad().started - 1)).toBe(1);
    const retried = await once;
    expect(retried.status).toBe(200);
    expect(
      Buffer.from(await retried.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    const started = renderLoad().started;
    const twice = download(b!.publicToken);
    expect(await killWhileRendering(started - 1)).toBe(1);
    expect(await killWhileRendering(renderLoad().started)).toBe(1);
    const answer = await twice;
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await answer.text()).toMatch(/Tente novamente em alguns segundos/);
    // The pool goes on: the same proposal renders once the machine has room.
    expect((await download(b!.publicToken)).status).toBe(200);
  }, 120_000);

  it("public PDF downloads per IP are limited, cached ones too (429 in pt-BR); another IP is not affected", async () => {
    const [a] = await proposals();
    const ip = uniqueIp();
    expect((await download(a!.publicToken, ip)).status).toBe(200);
    for (let i = 1; i < 60; i += 1) publicDownloadGate(new Headers({ [SOCKET_ADDRESS_HEADER]: ip }));
    const refused = await download(a!.publicToken, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toBe(
      "Muitos downloads de PDF a partir desta rede. Aguarde um pouco e tente novamente.",
    );
    const other = await download(a!.publicToken, uniqueIp());
    expect(other.status).toBe(200);
    expect(other.headers.get("x-render-cache")).toBe("hit");
  });

  it("renders per IP are limited (429 with Retry-After); another IP is not affected", async () => {
    const ip = uniqueIp();
    const gate = publicRenderGate(new Headers({ [SOCKET_ADDRESS_HEADER]: ip }));
    for (let i = 0; i < 20; i += 1) gate();
    const error = (() => {
      try {
        gate();
      } catch (e) {
        return e;
      }
    })();
    const answer = renderRefusal(error)!;
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await answer.text()).toMatch(/Aguarde/);
    expect(() => publicRenderGate(new Headers({ [SOCKET_ADDRESS_HEADER]: uniqueIp() }))()).not.toThrow();
  });
});
