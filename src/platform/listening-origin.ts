import type net from "node:net";

/** How this process reaches the server it listens on, from the address the server was bound to. */
export function originOf({ address, family, port }: net.AddressInfo): string {
  // Bound to every interface: loopback reaches it. Bound to one address: only that one does.
  if (address === "0.0.0.0" || address === "::") return `http://127.0.0.1:${port}`;
  return family === "IPv6" ? `http://[${address}]:${port}` : `http://${address}:${port}`;
}
