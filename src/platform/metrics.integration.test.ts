// /api/metrics' answer in-process: the Bearer token, the metric names, and counters that move.
import { describe, expect, it } from "vitest";
import { db } from "~/platform/db";
import { sendMail } from "~/platform/mail/send";
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
    for (const name of ["nodejs_eventloop_lag_seconds", "http_request_duration_seconds", "pdf_render_duration_seconds", "emails_total", "jobs_failed_total", "job_queue_depth", "db_pool_connections"]) {
      expect(before).toContain(`# TYPE ${name} `);
    }
    expect(before).toMatch(/^db_pool_connections\{state="idle"\} [1-9]/m);
    await sendMail(db, { to: "metricas@example.com", subject: "Teste", text: "corpo" });
    const after = await scrape();
    expect(value(after, 'emails_total{outcome="sent"}')).toBe(value(before, 'emails_total{outcome="sent"}') + 1);
  });
});
