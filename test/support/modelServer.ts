// A loopback HTTP server that serves one model file the way a hub does (HEAD, Range requests,
// 206 answers), slowly enough that a test can interrupt a download halfway. 127.0.0.1 only.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ModelServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** What the next requests do: "slow" (64 KiB every 5 ms), "fast", or "stall" after 2 MB of a response. */
  mode: "slow" | "fast" | "stall";
  close(): Promise<void>;
}

/** Serves `bytes` at every path except those containing "missing" (404). */
export async function startModelServer(bytes: Buffer): Promise<ModelServer> {
  const state: ModelServer = { origin: "", mode: "slow", close: async () => {} };
  const server = http.createServer(async (request, response) => {
    if (request.url?.includes("missing")) {
      response.writeHead(404).end("Entry not found");
      return;
    }
    const match = /bytes=(\d+)-(\d*)/.exec(request.headers.range ?? "");
    const start = match ? Number(match[1]) : 0;
    const end = match?.[2] ? Number(match[2]) : bytes.length - 1;
    response.writeHead(match ? 206 : 200, {
      "accept-ranges": "bytes",
      "content-length": end - start + 1,
      ...(match ? { "content-range": `bytes ${start}-${end}/${bytes.length}` } : {}),
    });
    if (request.method === "HEAD") return void response.end();
    for (let at = start; at <= end && !response.destroyed; at += 65536) {
      if (state.mode === "stall" && at - start >= 2_000_000) return; // keep the connection open, send nothing
      response.write(bytes.subarray(at, Math.min(end + 1, at + 65536)));
      if (state.mode === "slow") await new Promise((resolve) => setTimeout(resolve, 5));
    }
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

/** A loopback port nothing listens on. */
export async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
