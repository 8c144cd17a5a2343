// Readiness and liveness as the load balancer and the image's HEALTHCHECK see them, on the real
// database: ready while the database answers, 503 from the moment the server starts draining.
import { describe, expect, it } from "vitest";
import { GET as live } from "~/app/api/health/live/route";
import { GET as ready } from "~/app/api/health/ready/route";
import { draining, markDraining } from "./shutdown";

describe("/api/health/ready and /api/health/live", () => {
  it("ready answers 200 while the database answers, then 503 once draining; live stays 200", async () => {
    expect(draining()).toBe(false);
    const before = await ready();
    expect(before.status).toBe(200);
    expect(await before.json()).toMatchObject({ db: "up" });
    markDraining();
    const after = await ready();
    expect(after.status).toBe(503);
    expect(await after.json()).toEqual({ status: "draining" });
    expect((await live()).status).toBe(200);
  });
});
