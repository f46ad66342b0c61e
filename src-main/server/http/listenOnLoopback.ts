import type { Server } from "node:http";
import type { AddressInfo } from "node:net";

/** The port asked for is taken by another program. */
export class PortInUseError extends Error {
  override readonly name = "PortInUseError";
  constructor(port: number) {
    super(`Port ${port} on 127.0.0.1 is already in use. Choose another with --port, or --port 0 for any free port.`);
  }
}

/** Listens on 127.0.0.1 only and resolves with the port taken (a free one for port 0). */
export async function listenOnLoopback(server: Server, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException): void => {
      reject(error.code === "EADDRINUSE" ? new PortInUseError(port) : error);
    };
    server.once("error", onError);
    server.listen({ host: "127.0.0.1", port }, () => {
      server.off("error", onError);
      resolve();
    });
  });
  return (server.address() as AddressInfo).port;
}
