import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { createNotifier, type Delivery } from "./notify";
import { api, checkout, control, send, type FakeContext } from "./routes";
import { FakeState } from "./state";

// A local stand-in for the part of Mercado Pago's API the app uses, plus its checkout page. The app
// reaches it through the real SDK (AppConfig.BASE_URL); after the checkout it sends notifications
// signed exactly as Mercado Pago signs them. /__fake/* lets tests steer it (down, slow, renewals).

export type { Delivery };
export type FakeOptions = { port?: number; host?: string; webhookUrl: string; secret: string };
export type FakeMercadoPago = { url: string; state: FakeState; deliveries: Delivery[]; close: () => Promise<void> };

export async function startFakeMercadoPago(options: FakeOptions): Promise<FakeMercadoPago> {
  const state = new FakeState();
  const deliveries: Delivery[] = [];
  let baseUrl = "";
  const ctx: FakeContext = {
    state,
    deliveries,
    notifier: createNotifier(state, options, deliveries),
    baseUrl: () => baseUrl,
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake.local");
    const handle = async () => {
      if (url.pathname.startsWith("/__fake/")) return control(ctx, req, res, url);
      if (url.pathname.startsWith("/subscriptions/checkout")) return checkout(ctx, req, res, url);
      if (state.mode === "down") return void req.socket.destroy();
      if (state.mode === "hang") return; // never answers: the SDK's timeout fires
      return api(ctx, req, res, url);
    };
    handle().catch((error: unknown) => send(res, 500, { message: String(error) }));
  });
  const sockets = trackSockets(server);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://${options.host ?? "127.0.0.1"}:${port}`;
  return {
    url: baseUrl,
    state,
    deliveries,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Open sockets, so close() does not wait for a hanging request ("hang" mode) or a keep-alive. */
function trackSockets(server: http.Server): Set<Socket> {
  const sockets = new Set<Socket>();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  return sockets;
}
