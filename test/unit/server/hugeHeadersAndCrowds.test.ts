// The loopback server given a header of a megabyte, and a crowd of connections at once, over
// real sockets: the first is refused at Node's header limit (431) without the server reading it
// all, the second is answered in full, and the server goes on answering afterwards.
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
  const root = tempDirForSuite("distillate-huge-headers-");
  const rendererDir = path.join(root, "renderer");
  fs.mkdirSync(rendererDir);
  fs.writeFileSync(path.join(rendererDir, "index.html"), "<!doctype html><title>Distillate</title>");
  core = createCore({ dataDir: path.join(root, "data") });
  server = await createHttpServer({ app: { services: core.services, events: core.events }, rendererDir, port: 0 });
});

afterAll(async () => {
  await server?.close();
  await core?.closeAsync();
});

/** Sends `head` (and a JSON body) on a raw connection; gives what came back once the server closes or answers. */
function exchange(head: string, body = "{}"): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(server.port, "127.0.0.1");
    let text = "";
    socket.on("data", (chunk: Buffer) => {
      text += chunk.toString("latin1");
      // One answer is enough: its status line and a complete JSON body.
      if (/^HTTP\/1\.1 \d+/.test(text) && text.includes("\r\n\r\n") && text.trimEnd().endsWith("}")) socket.end();
    });
    socket.on("error", () => undefined);
    socket.on("close", () => resolve(text));
    socket.write(head + body);
  });
}

const call = (extra = "") =>
  `POST /api/call/library.dbInfo HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nAuthorization: Bearer ${server.token}\r\nContent-Type: application/json\r\n${extra}Content-Length: 2\r\nConnection: close\r\n\r\n`;

describe("the loopback server, crowded and given huge headers", () => {
  it("refuses a header of a megabyte with 431 and answers the next call", async () => {
    const answer = await exchange(call(`X-Pad: ${"a".repeat(1024 * 1024)}\r\n`));
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(await exchange(call())).toMatch(/^HTTP\/1\.1 200 /);
  });

  it("answers 300 connections opened at once, each in full", async () => {
    const answers = await Promise.all(Array.from({ length: 300 }, () => exchange(call())));
    expect(answers.filter((a) => /^HTTP\/1\.1 200 /.test(a))).toHaveLength(300);
  });
});
