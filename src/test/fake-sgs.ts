// A local fake of the Banco Central's SGS API (the official rates), like the fake Mercado Pago:
// GET /dados/serie/bcdata.sgs.<code>/dados/ultimos/<n>?formato=json answers the last n points it was
// given for that code (one point, or a list oldest first); `down` makes every request a 503, as when
// the source is out.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeSgs {
  url: string;
  /** code → [dd/mm/yyyy, "value"], the series' last point, or a list of points oldest first. */
  points: Map<number, [string, string] | Array<[string, string]>>;
  down: boolean;
  requests: string[];
  close: () => Promise<void>;
}

type Points = [string, string] | Array<[string, string]>;
const asList = (points: Points): Array<[string, string]> => (typeof points[0] === "string" ? [points as [string, string]] : (points as Array<[string, string]>));

export async function startFakeSgs(initial: Record<number, Points> = {}): Promise<FakeSgs> {
  const fake = { points: new Map<number, Points>(Object.entries(initial).map(([k, v]) => [Number(k), v])), down: false, requests: [] as string[] };
  const server = http.createServer((req, res) => {
    fake.requests.push(req.url ?? "");
    const match = /^\/dados\/serie\/bcdata\.sgs\.(\d+)\/dados\/ultimos\/(\d+)\?formato=json$/.exec(req.url ?? "");
    const points = match ? fake.points.get(Number(match[1])) : undefined;
    if (fake.down || !match || !points) {
      res.writeHead(fake.down ? 503 : 404, { "content-type": "text/html" });
      res.end("<html>indisponível</html>");
      return;
    }
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(asList(points).slice(-Number(match[2])).map(([data, valor]) => ({ data, valor }))));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return Object.assign(fake, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
