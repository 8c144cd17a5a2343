// Readiness and liveness as the load balancer and the image's HEALTHCHECK see them, on the real
// database: ready while the database answers, 503 from the moment the server starts draining.
import { describe, expect, it } from "vitest";
import { GET as live } from "~/app/api/health/live/route";
import { GET as ready } from "~/app/api/health/ready/route";
import { isDraining, shutdown } from "./lifecycle";

describe("/api/health/ready and /api/health/live", () => {
  it("ready answers 200 while the database answers, then 503 once draining; live stays 200", async () => {
    expect(isDraining()).toBe(false);
    const before = await ready();
    expect(before.status).toBe(200);
    expect(await before.json()).toMatchObject({ db: "up" });
    // The drain's first step (no HTTP server in this process, nothing in flight).
    expect(await shutdown({ graceMs: 0, log: () => {} })).toBe(0);
    expect(isDraining()).toBe(true);
    const after = await ready();
    expect(after.status).toBe(503);
    expect(await after.json()).toEqual({ status: "draining" });
    expect((await live()).status).toBe(200);
  });
});
