// Integration-test helper: a TCP relay in front of PostgreSQL that a test can cut (every socket
// closed, the port refused: the database is away) or stall (sockets stay open and connections are
// accepted, but no byte goes through either way: a hung server or a network that drops packets).
import net from "node:net";

export function tcpRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let stalled = false;
  const listen = (port = 0) =>
    new Promise<number>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port), target.hostname);
        sockets.add(client).add(upstream);
        const forward = (from: net.Socket, to: net.Socket) =>
          from.on("data", (chunk) => {
            if (!stalled) to.write(chunk);
          });
        forward(client, upstream);
        forward(upstream, client);
        const drop = () => {
          client.destroy();
          upstream.destroy();
        };
        client.on("error", drop).on("close", drop);
        upstream.on("error", drop).on("close", drop);
      });
      server.listen(port, "127.0.0.1", () => resolve((server!.address() as net.AddressInfo).port));
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      sockets.clear();
      if (!server) return resolve();
      server.close(() => resolve());
    });
  /** From now on nothing is forwarded (bytes are swallowed) until `resume`. */
  const stall = () => {
    stalled = true;
  };
  const resume = () => {
    stalled = false;
  };
  return { listen, cut, stall, resume };
}

/** `target` with its host and port replaced by the relay's. */
export function throughRelay(target: URL, port: number): string {
  const url = new URL(target);
  url.port = String(port);
  url.hostname = "127.0.0.1";
  return url.toString();
}
