// bench:abuse's preview phase: the signed-in demo account asks for the preview of a 5 000-row
// spreadsheet import (clients.import without confirm: read, validated and planned against the
// account's clients, nothing written), `times` times one after another, while the bench's probe
// asks /api/health. The preview's work must not hold the server's event loop (target: health's
// p99 ≤ 250 ms, as beside every other burst).
import { bigCsv, trpc } from "./noisy-neighbour.ts";

export async function previewBurst({
  baseUrl,
  cookie,
  rows = 5_000,
  times = 3,
}: {
  baseUrl: string;
  cookie: string;
  rows?: number;
  times?: number;
}) {
  const file = bigCsv(rows);
  const client = trpc(baseUrl, cookie);
  const statuses: Record<number, number> = {};
  const ms: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const start = performance.now();
    const answer = await client.mutate("clients.import", { fileBase64: file }).catch(() => ({ status: 0 }));
    ms.push(performance.now() - start);
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  }
  return { statuses, ms };
}
