// bench:abuse's memory phase: a burst of distinct public PDFs (none in any cache, so each one that
// is not shed is rendered), then how long the server's process tree takes to give its memory back.
// Target: the tree back at or under 400 MB within 60 s of the burst's last answer.
import pg from "pg";

export const PDF_MEMORY_TARGET = { settledRssMb: 400, withinMs: 60_000 };

export type PdfBurstOptions = {
  /** The public PDF address of one proposal token. */
  pdfUrl: (token: string) => string;
  /** One token per request: perSecond × seconds of them, all different. */
  tokens: string[];
  perSecond: number;
  seconds: number;
  /** The server's process tree's RSS now, in MB. */
  rssMb: () => number;
  headers?: Record<string, string>;
  target?: { settledRssMb: number; withinMs: number };
  settleEveryMs?: number;
};

export type PdfBurstResult = {
  beforeMb: number;
  peakMb: number;
  /** The RSS at the last look: under the target when it settled, else after `withinMs`. */
  lastMb: number;
  /** Ms from the burst's last answer until the tree was at or under the target; null when it never was. */
  settledAfterMs: number | null;
  statuses: Record<number, number>;
  requests: number;
  ok: boolean;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `perSecond` distinct PDFs a second for `seconds`, not waiting for answers, then the settle watch. */
export async function pdfBurstMemory(options: PdfBurstOptions): Promise<PdfBurstResult> {
  const {
    pdfUrl,
    tokens,
    perSecond,
    seconds,
    rssMb,
    headers = {},
    target = PDF_MEMORY_TARGET,
    settleEveryMs = 1000,
  } = options;
  const count = perSecond * seconds;
  if (new Set(tokens).size < count)
    throw new Error(`${count} PDFs distintos pedidos, ${new Set(tokens).size} tokens recebidos`);
  const beforeMb = rssMb();
  let peakMb = beforeMb;
  const peakTimer = setInterval(() => (peakMb = Math.max(peakMb, rssMb())), 100);
  const statuses: Record<number, number> = {};
  const answers: Promise<void>[] = [];
  const start = performance.now();
  try {
    for (let i = 0; i < count; i += 1) {
      // On schedule, whatever the answers' pace: a steady rate, not a closed loop.
      const due = start + (i * 1000) / perSecond;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      answers.push(
        fetch(pdfUrl(tokens[i]!), { headers })
          .then(
            async (r) => {
              await r.arrayBuffer();
              return r.status;
            },
            () => 0,
          )
          .then((status) => void (statuses[status] = (statuses[status] ?? 0) + 1)),
      );
    }
    await Promise.all(answers);
  } finally {
    clearInterval(peakTimer);
  }
  peakMb = Math.max(peakMb, rssMb());
  const burstEnd = performance.now();
  let lastMb: number;
  let settledAfterMs: number | null = null;
  for (;;) {
    lastMb = rssMb();
    const elapsed = performance.now() - burstEnd;
    if (lastMb <= target.settledRssMb) {
      settledAfterMs = elapsed;
      break;
    }
    if (elapsed >= target.withinMs) break;
    await sleep(Math.min(settleEveryMs, target.withinMs - elapsed));
  }
  return { beforeMb, peakMb, lastMb, settledAfterMs, statuses, requests: count, ok: settledAfterMs !== null };
}

/**
 * `count` copies of the proposal behind `templateToken` (with its versions), each with a new public
 * token: PDFs that no cache holds. Answers their tokens.
 */
export async function distinctProposalTokens(
  databaseUrl: string,
  templateToken: string,
  count: number,
): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const columnsOf = async (table: string) =>
      (
        await client.query<{ name: string }>(
          "select column_name as name from information_schema.columns where table_name = $1 and table_schema = current_schema() order by ordinal_position",
          [table],
        )
      ).rows.map((r) => r.name);
    const select = (columns: string[], overrides: Record<string, string>) =>
      columns.map((c) => overrides[c] ?? `t."${c}"`).join(", ");
    const list = (columns: string[]) => columns.map((c) => `"${c}"`).join(", ");
    const proposal = await columnsOf("Proposal");
    const { rows } = await client.query<{ id: string; publicToken: string }>(
      `insert into "Proposal" (${list(proposal)})
       select ${select(proposal, { id: `'bench' || md5(t.id || g || clock_timestamp())`, publicToken: `'bench' || md5(t."publicToken" || g || clock_timestamp())`, idempotencyKey: "null" })}
       from "Proposal" t, generate_series(1, $2::int) g where t."publicToken" = $1
       returning id, "publicToken"`,
      [templateToken, count],
    );
    const version = await columnsOf("ProposalVersion");
    await client.query(
      `insert into "ProposalVersion" (${list(version)})
       select ${select(version, { id: `'bench' || md5(t.id || p.id)`, proposalId: "p.id" })}
       from "ProposalVersion" t join "Proposal" s on s.id = t."proposalId" and s."publicToken" = $1, "Proposal" p where p.id = any($2::text[])`,
      [templateToken, rows.map((r) => r.id)],
    );
    return rows.map((r) => r.publicToken);
  } finally {
    await client.end();
  }
}
