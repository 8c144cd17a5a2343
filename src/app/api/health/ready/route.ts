import { db } from "~/platform/db";
import { healthResponse } from "~/platform/health";
import { draining } from "~/platform/shutdown";

export const dynamic = "force-dynamic";

/** Readiness: 200 when the database answers; 503 while the server drains after SIGTERM. */
export function GET() {
  if (draining()) return Response.json({ status: "draining" }, { status: 503, headers: { "cache-control": "no-store" } });
  return healthResponse(db);
}
