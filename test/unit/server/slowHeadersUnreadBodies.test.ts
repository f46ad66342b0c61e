// Slowloris against `distillate serve`: clients that send their headers a line every few
// seconds, or a body that never ends to a request answered without reading it (the page's files,
// a refused token, an unknown API path). Before, the first held a connection 90 s and was told a
// bare "408"; the second held it for as long as it kept sending. Each is now cut in bounded time
// with a clear status, while a normal client is still served.
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCore, type Core } from "../../../src-main/core/createCore.ts";
import { createHttpServer } from "../../../src-main/server/http/createHttpServer.ts";
import type { HttpServer } from "../../../src-main/server/http/httpServerOptions.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";

let core: Core;
let server: HttpServer;

beforeAll(async () => {
  const root = tempDirForSuite("distillate-slowloris-");
  const rendererDir = path.join(root, "renderer");
  fs.mkdirSync(rendererDir);
  fs.writeFileSync(path.join(rendererDir, "index.html"), "<!doctype html><title>Distillate</title>");
  core = createCore({ dataDir: path.join(root, "data") });
  // Short limits so the test need not wait the real ones (30 s and 120 s).
  server = await createHttpServer({ app: { services: core.services, events: core.events }, rendererDir, port: 0, bodyTimeoutMs: 2000, idleConnectionMs: 2000, headersTimeoutMs: 2000 });
});

afterAll(async () => {
  await server?.close();
  await core?.closeAsync();
});

/** A raw connection that sends `head`, then `drip` every 300 ms until the server closes it. */
function slowClient(head: string, drip: string): { received: () => string; closed: Promise<number> } {
  const socket = net.connect(server.port, "127.0.0.1");
  let text = "";
  let drips = 0;
  socket.on("data", (chunk: Buffer) => (text += chunk.toString("latin1")));
  socket.on("error", () => undefined);
  socket.write(head);
  const timer = setInterval(() => {
    if (socket.destroyed) return;
    socket.write(drip);
    drips++;
  }, 300);
  const closed = new Promise<number>((resolve) =>
    socket.on("close", () => {
      clearInterval(timer);
      resolve(drips);
    }),
  );
  return { received: () => text, closed };
}

async function pageAnswers(): Promise<number> {
  const response = await fetch(`${server.origin}/`);
  await response.arrayBuffer();
  return response.status;
}

describe("distillate serve's HTTP server against slow clients", () => {
  it("answers 408 with a reason to headers sent a line at a time, and closes the connection", async () => {
    const clients = Array.from({ length: 20 }, () => slowClient("GET / HTTP/1.1\r\n", "X-Slow: 1\r\n"));
    expect(await pageAnswers()).toBe(200);
    const drips = await Promise.all(clients.map((client) => client.closed));
    for (const client of clients) {
      expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
      expect(client.received()).toContain('"name":"HeadersTimeoutError"');
      expect(client.received()).toContain("did not arrive within 2 s");
    }
    // Cut in a few seconds' drips, not the minute and a half Node's defaults allowed.
    expect(Math.max(...drips)).toBeLessThan(60);
    expect(await pageAnswers()).toBe(200);
  }, 150_000);

  it("closes a body that never ends after a request answered without reading it, and goes on serving", async () => {
    const host = `Host: 127.0.0.1:${server.port}\r\n`;
    const page = slowClient(`GET / HTTP/1.1\r\n${host}Content-Length: 100000000\r\n\r\n`, "x");
    const noToken = slowClient(`POST /api/call/library.dbInfo HTTP/1.1\r\n${host}Content-Length: 100000000\r\n\r\n`, "x");
    const chunked = slowClient(`POST /api/nothing HTTP/1.1\r\n${host}Authorization: Bearer ${server.token}\r\nTransfer-Encoding: chunked\r\n\r\n`, "1\r\nx\r\n");
    expect(await pageAnswers()).toBe(200);
    const drips = await Promise.all([page, noToken, chunked].map((client) => client.closed));
    // Each was answered first, then cut off: the body was not read for as long as it was sent.
    expect(page.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(noToken.received()).toMatch(/^HTTP\/1\.1 401 /);
    expect(chunked.received()).toMatch(/^HTTP\/1\.1 404 /);
    expect(Math.max(...drips)).toBeLessThan(60);
    expect(await pageAnswers()).toBe(200);
  }, 150_000);

  it("answers 431 with a reason to headers larger than the server reads", async () => {
    const client = slowClient(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`, "");
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 431 /);
    expect(client.received()).toContain('"name":"HeadersTooLargeError"');
    expect(await pageAnswers()).toBe(200);
  }, 150_000);
});

describe("distillate serve's HTTP server and a browser's idle connections", () => {
  it("closes a connection that never sent a byte without answering it, and serves the next one", async () => {
    // The headers limit shorter than the idle limit: the headers timer is what reaches a silent
    // connection first, as with the real limits (30 s against 60 s).
    const root = tempDirForSuite("distillate-preconnect-");
    const rendererDir = path.join(root, "renderer");
    fs.mkdirSync(rendererDir);
    fs.writeFileSync(path.join(rendererDir, "index.html"), "<!doctype html><title>Distillate</title>");
    const idle = await createHttpServer({ app: { services: core.services, events: core.events }, rendererDir, port: 0, idleConnectionMs: 60_000, headersTimeoutMs: 1000 });
    try {
      // A preconnected socket: opened, then nothing sent. Written a 408, a browser may read it as
      // the answer to the request it sends on that socket later.
      const socket = net.connect(idle.port, "127.0.0.1");
      let text = "";
      socket.on("data", (chunk: Buffer) => (text += chunk.toString("latin1")));
      socket.on("error", () => undefined);
      await new Promise<void>((resolve) => socket.on("close", () => resolve()));
      expect(text).toBe("");
      const response = await fetch(`${idle.origin}/`);
      await response.arrayBuffer();
      expect(response.status).toBe(200);
    } finally {
      await idle.close();
    }
  }, 150_000);
});
