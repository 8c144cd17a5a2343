import { healthResponse } from "~/platform/health";
import { db } from "~/platform/db";

export const dynamic = "force-dynamic";

export function GET() {
  return healthResponse(db);
}
