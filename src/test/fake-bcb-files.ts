// A local fake of the Banco Central's consórcio files address, like the fake SGS: GET
// /dados-consolidados/AAAAMMConsorcios.zip and /dados-por-unidade-da-federacao/AAAAMMConsorcios_UF.zip
// answer the ZIP it was given for that path, 404 (an HTML page, as the BCB's) for a month not yet
// published, and never answer a path listed in `hang`.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeBcbFiles {
  url: string;
  files: Map<string, Buffer>;
  hang: Set<string>;
  requests: string[];
  close: () => Promise<void>;
}

export async function startFakeBcbFiles(): Promise<FakeBcbFiles> {
  const fake = { files: new Map<string, Buffer>(), hang: new Set<string>(), requests: [] as string[] };
  const sockets = new Set<import("node:net").Socket>();
  const server = http.createServer((req, res) => {
    const path = req.url ?? "";
    fake.requests.push(path);
    if (fake.hang.has(path)) return;
    const file = fake.files.get(path);
    if (!file) {
      res.writeHead(404, { "content-type": "text/html; charset=utf-8" });
      res.end("<html><body>Página não encontrada</body></html>");
      return;
    }
    res.writeHead(200, { "content-type": "application/x-zip-compressed", "content-length": String(file.length) });
    res.end(file);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return Object.assign(fake, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  });
}
