import http from "node:http";
import { metricsResponse } from "./metrics";

/**
 * GET /metrics for the background worker (`npm run worker`, WORKER_METRICS_PORT): the same Prometheus
 * registry and Bearer METRICS_TOKEN as the web servers' /api/metrics. Anything else is a 404.
 */
export function serveWorkerMetrics(port: number, token: string | undefined, host = "0.0.0.0"): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.method !== "GET" || req.url?.split("?")[0] !== "/metrics") {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Não encontrado.\n");
      return;
    }
    void metricsResponse(req.headers.authorization ?? null, token).then(
      async (answer) => {
        res.writeHead(answer.status, Object.fromEntries(answer.headers)).end(await answer.text());
      },
      () => res.writeHead(500).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}
