// Clients that hold the server's connections without finishing a request: a body trickled a byte
// at a time or never finished, and connections that send nothing. Node bounds slow headers
// itself (408 after its headers timeout) but not these; each is now ended in bounded time while
// the server goes on answering everyone else.
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
  const root = tempDirForSuite("distillate-slow-clients-");
  const rendererDir = path.join(root, "renderer");
  fs.mkdirSync(rendererDir);
  fs.writeFileSync(path.join(rendererDir, "index.html"), "<!doctype html><title>Distillate</title>");
  core = createCore({ dataDir: path.join(root, "data") });
  // Short limits so the test need not wait the real ones (120 s and 60 s).
  server = await createHttpServer({ app: { services: core.services, events: core.events }, rendererDir, port: 0, bodyTimeoutMs: 2000, idleConnectionMs: 2000 });
});

afterAll(async () => {
  await server?.close();
  await core?.closeAsync();
});

/** A raw connection: what it received and a promise of its end. */
function connect(): { socket: net.Socket; received: () => string; closed: Promise<void> } {
  const socket = net.connect(server.port, "127.0.0.1");
  let text = "";
  socket.on("data", (chunk: Buffer) => (text += chunk.toString("latin1")));
  socket.on("error", () => undefined);
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  return { socket, received: () => text, closed };
}

function callHead(length: number): string {
  return `POST /api/call/library.dbInfo HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nAuthorization: Bearer ${server.token}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;
}

async function callAnswers(): Promise<number> {
  const response = await fetch(`${server.origin}/api/call/library.dbInfo`, { method: "POST", headers: { Authorization: `Bearer ${server.token}` }, body: "[]" });
  await response.arrayBuffer();
  return response.status;
}

describe("distillate serve's HTTP server and clients that never finish", () => {
  it("answers 408 to a body that stops arriving, or trickles in a byte at a time, and closes the connection", async () => {
    const stalled = connect();
    stalled.socket.write(`${callHead(10)}[`);
    const trickled = connect();
    trickled.socket.write(callHead(100_000));
    let sent = 0;
    const trickle = setInterval(() => {
      if (!trickled.socket.destroyed) trickled.socket.write(" ");
      sent++;
    }, 200);
    try {
      // Meanwhile everyone else is answered.
      expect(await callAnswers()).toBe(200);
      await Promise.all([stalled.closed, trickled.closed]);
    } finally {
      clearInterval(trickle);
    }
    for (const client of [stalled, trickled]) {
      expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
      expect(client.received()).toContain('"name":"BodyTimeoutError"');
      expect(client.received()).toContain("did not arrive within 2 s");
    }
    expect(sent).toBeLessThan(100_000);
    expect(await callAnswers()).toBe(200);
  }, 120_000);

  it("closes connections that never send a request, and goes on answering", async () => {
    const idle = Array.from({ length: 200 }, () => connect());
    expect(await callAnswers()).toBe(200);
    await Promise.all(idle.map((client) => client.closed));
    expect(idle.every((client) => client.received() === "")).toBe(true);
    expect(await callAnswers()).toBe(200);
  }, 120_000);

  it("cuts the event stream of a reader that stopped reading, instead of keeping every event for it", async () => {
    const client = connect();
    client.socket.write(`GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nAuthorization: Bearer ${server.token}\r\n\r\n`);
    while (!client.received().includes(": connected")) await new Promise((resolve) => setTimeout(resolve, 20));
    client.socket.pause();
    // About 40 MB of events (a long import's progress), more than the socket's buffers take.
    const qaIds = Array.from({ length: 1000 }, (_, i) => 100_000 + i);
    for (let i = 0; i < 6000; i++) core.events.emit({ type: "review.changed", qaIds });
    core.events.emit({ type: "review.changed", qaIds: [424_242] });
    client.socket.resume();
    const everything = (async () => {
      while (!client.received().includes("[424242]")) await new Promise((resolve) => setTimeout(resolve, 50));
    })();
    await Promise.race([client.closed, everything]);
    // Before: all 40 MB were kept for it and sent once it read again, the stream still open.
    expect(client.socket.destroyed).toBe(true);
    expect(client.received()).not.toContain("[424242]");
    expect(client.received().length).toBeLessThan(40_000_000);
  }, 120_000);

  it("keeps a request in progress open past the idle limit: the event stream, silent between heartbeats", async () => {
    const client = connect();
    client.socket.write(`GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nAuthorization: Bearer ${server.token}\r\n\r\n`);
    // Past the 2 s idle limit and well before the 15 s heartbeat.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(client.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(client.socket.destroyed).toBe(false);
    client.socket.destroy();
  }, 120_000);
});
