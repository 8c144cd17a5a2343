import http from "node:http";
import { SOCKET_ADDRESS_HEADER } from "~/platform/request-info";

const INSTALLED = Symbol.for("consorcio.socketAddressStamp");

/**
 * Stamps each request Node's HTTP server receives with its socket's peer address, replacing any
 * value the client sent under that name. Next.js (next start, next dev) hands route handlers a
 * Request with no socket; this header is how the address reaches clientIp().
 */
export function installSocketAddressStamp(): void {
  const proto = http.Server.prototype as http.Server & { [INSTALLED]?: true };
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const emit = proto.emit;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const req = args[0] as http.IncomingMessage;
      req.headers[SOCKET_ADDRESS_HEADER] = req.socket?.remoteAddress ?? "";
    }
    return emit.apply(this, [event, ...args] as unknown as Parameters<typeof emit>);
  } as typeof proto.emit;
}
