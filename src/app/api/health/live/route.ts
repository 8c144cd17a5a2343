import { liveResponse } from "~/features/health";

export const dynamic = "force-dynamic";

export function GET() {
  return liveResponse();
}
