import { healthResponse } from "~/platform/health";

export const dynamic = "force-dynamic";

export function GET() {
  return healthResponse();
}
