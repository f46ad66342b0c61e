// A loopback HTTP listener that records every request it receives (method, path with query,
// headers, body) before answering as the test says: what a hostile or careless "model server"
// would see of Distillate. Port chosen by the OS; 127.0.0.1 only.
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  /** Path and query as received ("/v1/models"). */
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type Answer = (request: RecordedRequest, response: http.ServerResponse) => void;

export interface RecordingServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** `http://127.0.0.1:<port>/v1` */
  baseUrl: string;
  readonly requests: RecordedRequest[];
  /** Everything received, headers and bodies, as one text to search for what must never arrive. */
  received(): string;
  close(): Promise<void>;
}

export async function startRecordingServer(answer: Answer): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const recorded = { method: request.method ?? "", url: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks).toString("utf8") };
      requests.push(recorded);
      answer(recorded, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    baseUrl: `${origin}/v1`,
    requests,
    received: () => requests.map((r) => `${r.method} ${r.url}\n${JSON.stringify(r.headers)}\n${r.body}`).join("\n"),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers JSON with a status. */
export function sendJson(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

/**
 * Streams an answer of `totalBytes` (a JSON array opened and never closed, so only its size
 * matters) in 1 MiB chunks, as fast as the reader takes them, and counts what left: a reader
 * that stops early closes the connection, and `sent()` tells how much it took.
 */
export function streamHugeAnswer(response: http.ServerResponse, totalBytes: number, onSent: (bytes: number) => void): void {
  const chunk = Buffer.alloc(1024 * 1024, " ");
  let sent = 0;
  response.writeHead(200, { "content-type": "application/json" });
  response.write('{"data": [');
  const pump = () => {
    while (sent < totalBytes && !response.destroyed) {
      sent += chunk.length;
      onSent(sent);
      if (!response.write(chunk)) return void response.once("drain", pump);
    }
    if (!response.destroyed) response.end();
  };
  response.on("close", () => onSent(sent));
  pump();
}

/** Every run of `length` characters of `secret`: what must not show up anywhere, whole or in part. */
export function fragmentsOf(secret: string, length = 8): string[] {
  const pieces = new Set<string>();
  for (const line of secret.split("\n")) for (let i = 0; i + length <= line.length; i++) pieces.add(line.slice(i, i + length));
  return [...pieces];
}
