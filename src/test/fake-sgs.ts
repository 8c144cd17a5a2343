// A local fake of the Banco Central's SGS API (issue 23's official rates), like the fake Mercado Pago:
// GET /dados/serie/bcdata.sgs.<code>/dados/ultimos/1?formato=json answers the last point it was
// given for that code; `down` makes every request a 503, as when the source is out.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeSgs {
  url: string;
  /** code → [dd/mm/yyyy, "value"] answered as the series' last point. */
  points: Map<number, [string, string]>;
  down: boolean;
  requests: string[];
  close: () => Promise<void>;
}

export async function startFakeSgs(initial: Record<number, [string, string]> = {}): Promise<FakeSgs> {
  const fake = { points: new Map(Object.entries(initial).map(([k, v]) => [Number(k), v])), down: false, requests: [] as string[] };
  const server = http.createServer((req, res) => {
    fake.requests.push(req.url ?? "");
    const match = /^\/dados\/serie\/bcdata\.sgs\.(\d+)\/dados\/ultimos\/1\?formato=json$/.exec(req.url ?? "");
    const point = match ? fake.points.get(Number(match[1])) : undefined;
    if (fake.down || !point) {
      res.writeHead(fake.down ? 503 : 404, { "content-type": "text/html" });
      res.end("<html>indisponível</html>");
      return;
    }
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify([{ data: point[0], valor: point[1] }]));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return Object.assign(fake, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
