import { databaseUp } from "~/features/health";
import { db } from "~/server/db";

export const dynamic = "force-dynamic";

export async function GET() {
  const up = await databaseUp(db);
  return Response.json(up ? { status: "ok", db: "up" } : { db: "down" }, {
    status: up ? 200 : 503,
    headers: { "cache-control": "no-store" },
  });
}
