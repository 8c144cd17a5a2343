// A start that cannot use this checkout's embedded PostgreSQL (its port held by something else, or
// the cluster already running on another port) says why in one line and exits 1: no stack trace.
import net from "node:net";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ROOT } from "./paths.ts";
import { freePort, startProcess } from "./processes.ts";

const servers: net.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A port that accepts connections and never answers, as a process that is not PostgreSQL would. */
async function silentPort(): Promise<number> {
  const sockets: net.Socket[] = [];
  const server = net.createServer((socket) => sockets.push(socket));
  server.on("close", () => sockets.forEach((s) => s.destroy()));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as net.AddressInfo).port;
}

describe("npm run start:demo on a database port it cannot use", () => {
  it("refuses with one pt-BR/English line naming the port, exit 1, no stack trace", async () => {
    const pgPort = await silentPort();
    // DATABASE_URL empty: the embedded database, whatever .env or the CI environment says.
    const vars: Record<string, string> = {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      PORT: String(await freePort()),
      EMBEDDED_PG_PORT: String(pgPort),
      DATABASE_URL: "",
    };
    const start = startProcess("start:demo", process.execPath, [path.join(ROOT, "scripts", "start.ts"), "--demo"], {
      cwd: ROOT,
      env: vars as NodeJS.ProcessEnv,
    });
    expect(await start.exited).toBe(1);
    const lines = start
      .output()
      .split("\n")
      .filter((line) => line.trim() !== "");
    expect(lines).toEqual([
      `A porta ${pgPort} está ocupada por outro processo que não é o PostgreSQL embutido; defina EMBEDDED_PG_PORT com outra porta no .env desta pasta. Port ${pgPort} is held by a process that is not the embedded PostgreSQL.`,
    ]);
  }, 30_000);
});
