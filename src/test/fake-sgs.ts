// A local fake of the Banco Central's SGS API (the official rates), answering as the live one does
// (../shared/data/bcb-reference-rates.md; like the fake Mercado Pago):
// - GET /dados/serie/bcdata.sgs.<code>/dados/ultimos/<n>?formato=json: the last n points it holds for
//   that code, `[{"data":"01/07/2026","valor":"14.28"}]` (both strings); n > 20 answers 400.
// - GET /dados/serie/bcdata.sgs.<code>/dados?formato=json&dataInicial=dd/MM/aaaa&dataFinal=dd/MM/aaaa:
//   the points in the range, no cap; none answers 404 "Value(s) not found".
// - A code it holds no points for does not fail: the request hangs until the client gives up.
// - `fail502`: that code's next calls answer 502 (as rapid successive calls sometimes do);
//   `down` makes every request a 503, as when the source is out.
// A value may be "" (the live API's blank `valor`). Each request is recorded with the time it came.
import http from "node:http";
import type { AddressInfo } from "node:net";

type Point = [string, string];
type Points = Point | Point[];

export interface FakeSgs {
  url: string;
  /** code → [dd/mm/yyyy, "value"], the series' last point, or a list of points oldest first. */
  points: Map<number, Points>;
  /** code → how many of its next calls answer 502. */
  fail502: Map<number, number>;
  down: boolean;
  requests: string[];
  /** When each request arrived (performance.now(), ms), in the order of `requests`. */
  requestTimes: number[];
  close: () => Promise<void>;
}

const asList = (points: Points): Point[] => (typeof points[0] === "string" ? [points as Point] : (points as Point[]));
const DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const dayKey = (ddmmyyyy: string) => {
  const m = DAY.exec(ddmmyyyy);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
};
const LAST = /^\/dados\/serie\/bcdata\.sgs\.(\d+)\/dados\/ultimos\/(\d+)\?formato=json$/;
const RANGE = /^\/dados\/serie\/bcdata\.sgs\.(\d+)\/dados\?(.*)$/;

export async function startFakeSgs(initial: Record<number, Points> = {}): Promise<FakeSgs> {
  const fake = {
    points: new Map<number, Points>(Object.entries(initial).map(([k, v]) => [Number(k), v])),
    fail502: new Map<number, number>(),
    down: false,
    requests: [] as string[],
    requestTimes: [] as number[],
  };
  const send = (res: http.ServerResponse, status: number, body: string, type = "application/json") => {
    res.writeHead(status, { "content-type": type });
    res.end(body);
  };
  const server = http.createServer((req, res) => {
    const url = req.url ?? "";
    fake.requests.push(url);
    fake.requestTimes.push(performance.now());
    if (fake.down) return send(res, 503, "<html>indisponível</html>", "text/html");
    const last = LAST.exec(url);
    const range = last ? null : RANGE.exec(url);
    const code = Number((last ?? range)?.[1]);
    if (!last && !range) return send(res, 404, "<html>Not Found</html>", "text/html");
    const failing = fake.fail502.get(code) ?? 0;
    if (failing > 0) {
      fake.fail502.set(code, failing - 1);
      return send(res, 502, "<html>502 Bad Gateway</html>", "text/html");
    }
    const held = fake.points.get(code);
    // An unknown series: no answer at all (the client's timeout ends it; close() drops the socket).
    if (!held) return;
    let list = asList(held);
    if (last) {
      const n = Number(last[2]);
      if (n > 20) return send(res, 400, JSON.stringify({ error: "O número máximo de valores é 20", tag: "ultimos" }));
      list = list.slice(-n);
    } else {
      const query = new URLSearchParams(range?.[2] ?? "");
      const from = dayKey(query.get("dataInicial") ?? "");
      const to = dayKey(query.get("dataFinal") ?? "");
      if (query.get("formato") !== "json" || !from || !to)
        return send(res, 400, JSON.stringify({ error: "Parâmetros inválidos" }));
      list = list.filter(([data]) => {
        const day = dayKey(data) ?? "";
        return day >= from && day <= to;
      });
    }
    if (list.length === 0) return send(res, 404, JSON.stringify({ error: "Value(s) not found", tag: "NOT_FOUND" }));
    send(res, 200, JSON.stringify(list.map(([data, valor]) => ({ data, valor }))));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return Object.assign(fake, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
}
