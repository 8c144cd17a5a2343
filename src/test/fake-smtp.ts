// A mail server for integration tests, in three states: "up" speaks just enough SMTP for nodemailer
// and keeps each message; "hang" accepts connections and never answers (a stuck server); "down"
// does not listen (connection refused). The port stays the same across states.
import net from "node:net";

type State = "up" | "hang" | "down";

export async function startFakeSmtp(initial: State) {
  const messages: string[] = [];
  const sockets = new Set<net.Socket>();
  let state: State = initial;
  let server: net.Server | null = null;
  let port = 0;

  function converse(socket: net.Socket) {
    let buffer = "";
    let data: string[] | null = null;
    socket.write("220 fake ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let end: number;
      while ((end = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === ".") {
            messages.push(data.join("\n"));
            data = null;
            socket.write("250 queued\r\n");
          } else data.push(line);
        } else if (/^DATA/i.test(line)) {
          data = [];
          socket.write("354 go ahead\r\n");
        } else if (/^QUIT/i.test(line)) socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
  }

  async function listen() {
    server = net.createServer((socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {});
      if (state === "up") converse(socket);
    });
    await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
    port = (server!.address() as net.AddressInfo).port;
  }

  async function close() {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = null;
  }

  await listen();
  if (initial === "down") await close();
  return {
    url: () => `smtp://127.0.0.1:${port}`,
    messages,
    async set(next: State) {
      state = next;
      if (next === "down") await close();
      else if (!server) await listen();
    },
    close,
  };
}
