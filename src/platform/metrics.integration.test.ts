// /api/metrics' answer in-process: the Bearer token, the metric names, and counters that move.
import { describe, expect, it } from "vitest";
import { db } from "~/platform/db";
import { sendMail } from "~/platform/mail/queue";
import { metricsResponse } from "./metrics";

const TOKEN = "t".repeat(32);

async function scrape(): Promise<string> {
  const response = await metricsResponse(`Bearer ${TOKEN}`, TOKEN);
  expect(response.status).toBe(200);
  return response.text();
}

function value(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe("GET /api/metrics", () => {
  it.each([
    ["no Authorization", null],
    ["another token", `Bearer ${"x".repeat(32)}`],
    ["the token without Bearer", TOKEN],
  ])("401 with %s", async (_label, header) => {
    const response = await metricsResponse(header, TOKEN);
    expect(response.status).toBe(401);
    expect(await response.text()).not.toContain("nodejs_");
  });

  it("401 when no METRICS_TOKEN is configured, whatever is sent", async () => {
    expect((await metricsResponse("Bearer undefined", undefined)).status).toBe(401);
  });

  it("Prometheus text with the app's metrics; e-mails and the pool move", async () => {
    await db.$queryRaw`select 1`;
    const before = await scrape();
    for (const name of [
      "nodejs_eventloop_lag_seconds",
      "http_request_duration_seconds",
      "pdf_render_duration_seconds",
      "emails_total",
      "jobs_failed_total",
      "job_queue_depth",
      "db_pool_connections",
    ]) {
      expect(before).toContain(`# TYPE ${name} `);
    }
    expect(before).toMatch(/^db_pool_connections\{state="idle"\} [1-9]/m);
    await sendMail(db, { to: "metricas@example.com", subject: "Teste", text: "corpo" });
    const after = await scrape();
    expect(value(after, 'emails_total{outcome="sent"}')).toBe(value(before, 'emails_total{outcome="sent"}') + 1);
  });
});

describe("the worker's GET /metrics (WORKER_METRICS_PORT)", () => {
  it("answers the same registry behind the same token; 401 without it, 404 elsewhere", async () => {
    const { serveWorkerMetrics } = await import("./worker-metrics");
    const server = await serveWorkerMetrics(0, TOKEN, "127.0.0.1");
    try {
      const { port } = server.address() as import("node:net").AddressInfo;
      const url = `http://127.0.0.1:${port}`;
      expect((await fetch(`${url}/metrics`)).status).toBe(401);
      expect((await fetch(`${url}/`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
      const before = value(
        await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text(),
        'emails_total{outcome="sent"}',
      );
      await sendMail(db, { to: "worker-metrics@example.com", subject: "Teste", text: "Olá" });
      const answer = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(answer.status).toBe(200);
      const text = await answer.text();
      expect(text).toContain("job_queue_depth");
      expect(value(text, 'emails_total{outcome="sent"}')).toBe(before + 1);
    } finally {
      server.close();
    }
  });
});
