import { env } from "~/env";
import { metricsResponse } from "~/platform/metrics";

export const dynamic = "force-dynamic";

export function GET(request: Request) {
  return metricsResponse(request.headers.get("authorization"), env.METRICS_TOKEN);
}
