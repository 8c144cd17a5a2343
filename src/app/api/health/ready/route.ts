import { readyResponse } from "~/features/health";
import { db } from "~/server/db";

export const dynamic = "force-dynamic";

export function GET() {
  return readyResponse(db);
}
