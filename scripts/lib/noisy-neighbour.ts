// bench:abuse's noisy-neighbour phase: account B (a fresh one) confirms a 5 000-row spreadsheet
// import, creates 10 proposals at once and downloads public PDFs, while account A (the demo) lists
// its proposals one call after another. A's answers: no 5xx, p95 ≤ 5× its own p95 alone.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { ROOT } from "./paths.ts";
import { bin } from "./processes.ts";

export const NEIGHBOUR_TARGET = { p95Ratio: 5 };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What the tRPC HTTP endpoint answers, in the parts read here. */
type Answer = { status: number; data?: { importId?: string; status?: string }; error?: string };
type Trpc = {
  query: (path: string, input: unknown) => Promise<Answer>;
  mutate: (path: string, input: unknown) => Promise<Answer>;
};

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? Number.NaN;
}

export function trpc(baseUrl: string, cookie: string): Trpc {
  const headers = { cookie, origin: baseUrl, "content-type": "application/json" };
  return {
    query: async (path, input) => {
      const r = await fetch(
        `${baseUrl}/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
        { headers },
      );
      const body = await r.json().catch(() => null);
      return { status: r.status, data: body?.result?.data?.json, error: body?.error?.json?.message };
    },
    mutate: async (path, input) => {
      const r = await fetch(`${baseUrl}/api/trpc/${path}`, {
        method: "POST",
        headers,
        body: JSON.stringify({ json: input }),
      });
      const body = await r.json().catch(() => null);
      return { status: r.status, data: body?.result?.data?.json, error: body?.error?.json?.message };
    },
  };
}

/** A's list, back to back (`gapMs` apart) until `until()` says stop: each answer's ms and status. */
async function sampleList(a: Trpc, until: () => boolean, gapMs = 50): Promise<{ ms: number; status: number }[]> {
  const samples: { ms: number; status: number }[] = [];
  while (!until()) {
    const start = performance.now();
    const r: Answer = await a.query("proposals.list", {}).catch(() => ({ status: 0 }));
    samples.push({ ms: performance.now() - start, status: r.status });
    await sleep(gapMs);
  }
  return samples;
}

export function bigCsv(rows: number): string {
  const lines = ["Nome;Telefone;E-mail;Cidade"];
  for (let i = 0; i < rows; i += 1)
    lines.push(`Cliente ${i};(11) 9${String(10_000_000 + i).slice(-8)};c${i}@vizinho.example;Campinas`);
  return Buffer.from(lines.join("\r\n"), "utf8").toString("base64");
}

export async function noisyNeighbour({
  baseUrl,
  env,
  cookieA,
  signIn,
  pdfUrl,
}: {
  baseUrl: string;
  env: NodeJS.ProcessEnv;
  cookieA: string;
  signIn: (baseUrl: string, email: string, password: string) => Promise<string>;
  pdfUrl: string;
}) {
  const { stdout } = await promisify(execFile)(bin("tsx"), ["scripts/bench-neighbour-account.ts"], { env, cwd: ROOT });
  const neighbour = JSON.parse(stdout.trim().split("\n").at(-1) ?? "");
  const a = trpc(baseUrl, cookieA);
  const b = trpc(baseUrl, await signIn(baseUrl, neighbour.email, neighbour.password));

  await sampleList(
    a,
    (
      (n) => () =>
        n-- <= 0
    )(5),
  );
  const aloneEnd = Date.now() + 4000;
  const alone = await sampleList(a, () => Date.now() > aloneEnd);

  let done = false;
  const started = performance.now();
  const noise = (async () => {
    const confirmed = await b.mutate("clients.import", { fileBase64: bigCsv(5000), confirm: true });
    const creates = Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        b.mutate("proposals.create", {
          ...neighbour.draft,
          client: { name: `Paralela ${i}`, phone: `(41) 9${String(40_000_000 + i).slice(-8)}` },
        }),
      ),
    );
    let pdfs = 0;
    let status: { status?: string } | null | undefined;
    for (;;) {
      await Promise.all([0, 1, 2].map(() => fetch(pdfUrl).then((r) => r.arrayBuffer())));
      pdfs += 3;
      status = confirmed.data?.importId
        ? (await b.query("clients.importStatus", { id: confirmed.data.importId })).data
        : null;
      if (!status || status.status === "done" || status.status === "failed" || performance.now() - started > 120_000)
        break;
    }
    const created = await creates;
    done = true;
    return {
      confirmStatus: confirmed.status,
      confirmError: confirmed.error,
      status,
      pdfs,
      creates: created.map((c) => c.status),
    };
  })();
  const during = await sampleList(a, () => done);
  const result = await noise;
  const aloneP95 = p95(alone.map((s) => s.ms));
  const duringP95 = p95(during.map((s) => s.ms));
  const errors = during.filter((s) => s.status === 0 || s.status >= 500).length;
  return {
    aloneP95,
    duringP95,
    samples: during.length,
    errors,
    importMs: performance.now() - started,
    ...result,
    ok: errors === 0 && duringP95 <= NEIGHBOUR_TARGET.p95Ratio * aloneP95 && result.status?.status === "done",
  };
}
