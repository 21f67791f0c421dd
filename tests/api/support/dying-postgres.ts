// A PostgreSQL server, as far as the wire protocol goes, whose every
// connection dies the instant it opens: it accepts the start-up, says it is
// ready, and in the same packet terminates the session as an administrator's
// pg_terminate_backend would (FATAL 57P01). A real server does that only when
// the termination lands in that instant; this one does it every time.
import { createServer, type Socket } from "node:net";
import type { AddressInfo } from "node:net";

/** One protocol message: a type byte, its length, its body. */
function message(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, "latin1");
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

const AUTHENTICATION_OK = message("R", Buffer.from([0, 0, 0, 0]));
const READY_FOR_QUERY = message("Z", Buffer.from("I", "latin1"));
const TERMINATED = message(
  "E",
  Buffer.concat([
    ...[
      ["S", "FATAL"],
      ["V", "FATAL"],
      ["C", "57P01"],
      ["M", "terminating connection due to administrator command"],
    ].map(([field, value]) => Buffer.from(`${field}${value}\0`, "utf8")),
    Buffer.from([0]),
  ]),
);

export type DyingPostgres = { url: string; connections: () => number; close(): Promise<void> };

export async function startDyingPostgres(): Promise<DyingPostgres> {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    // The client speaks first (its start-up message); the answer is all three at once.
    socket.once("data", () => socket.end(Buffer.concat([AUTHENTICATION_OK, READY_FOR_QUERY, TERMINATED])));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `postgresql://dockside@127.0.0.1:${port}/dying`,
    connections: () => connections,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
