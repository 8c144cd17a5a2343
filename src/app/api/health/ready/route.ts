import { readyResponse } from "~/platform/health";
import { db } from "~/platform/db";

export const dynamic = "force-dynamic";

export function GET() {
  return readyResponse(db);
}
