import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_SECURITY_POLICY } from "../../../src-main/contract/contentSecurityPolicy.ts";
import type { AppEvent } from "../../../src-main/contract/events.ts";
import { fromWireJson, toWireJson } from "../../../src-main/contract/wireJson.ts";
import { createCore, type Core } from "../../../src-main/core/createCore.ts";
import { createHttpServer } from "../../../src-main/server/http/createHttpServer.ts";
import { PortInUseError } from "../../../src-main/server/http/listenOnLoopback.ts";
import { RendererNotBuiltError } from "../../../src-main/server/http/RendererNotBuiltError.ts";
import type { HttpServer } from "../../../src-main/server/http/httpServerOptions.ts";
import { writeGeneratedPdfs } from "../../support/generatedPdfs.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";
import { expectNoCorsOrCookies, rawRequest } from "../../support/rawRequest.ts";

let core: Core;
let server: HttpServer;
let rendererDir: string;
let pdfDir: string;

/** A stand-in for out/renderer, with a secret file beside it that must never be served. */
function writeRenderer(root: string): string {
  const dir = path.join(root, "renderer");
  fs.mkdirSync(path.join(dir, "assets"), { recursive: true });
  fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Distillate</title><div id=root></div>");
  fs.writeFileSync(path.join(dir, "assets", "pdf.worker.mjs"), "export {};");
  // Named by its content, as the renderer build names every script and style it writes.
  fs.writeFileSync(path.join(dir, "assets", "index-Dt9BSh-8.js"), "export {};");
  fs.writeFileSync(path.join(dir, "assets", "decoder.wasm"), Buffer.from([0, 97, 115, 109, 1, 0, 0, 0]));
  fs.writeFileSync(path.join(root, "package.json"), '{"secret": true}');
  return dir;
}

const auth = (): Record<string, string> => ({ Authorization: `Bearer ${server.token}` });

async function call(method: string, args: unknown[], headers: Record<string, string> = auth()): Promise<{ status: number; outcome: unknown }> {
  const response = await fetch(`${server.origin}/api/call/${method}`, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: toWireJson(args) });
  expectNoCorsOrCookies(response.headers);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return { status: response.status, outcome: fromWireJson(await response.text()) };
}

beforeAll(async () => {
  const root = tempDirForSuite("distillate-http-");
  rendererDir = writeRenderer(root);
  pdfDir = path.join(root, "pdfs");
  core = createCore({ dataDir: path.join(root, "data") });
  server = await createHttpServer({ app: { services: core.services, events: core.events }, rendererDir, port: 0 });
});

afterAll(async () => {
  await server?.close();
  await core?.closeAsync();
});

describe("distillate serve's HTTP server: who may talk to it", () => {
  it("listens on 127.0.0.1 only and prints an address with a long random token", () => {
    expect(server.origin).toBe(`http://127.0.0.1:${server.port}`);
    expect(server.url).toBe(`${server.origin}/?token=${server.token}`);
    expect(server.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("answers every API request without the right token with 401", async () => {
    for (const headers of [{} as Record<string, string>, { Authorization: "Bearer wrong-token" }, { Authorization: `Basic ${server.token}` }, { Authorization: `Bearer ${server.token}x` }]) {
      const refused = await rawRequest(server.port, { path: "/api/call/library.dbInfo", method: "POST", headers, body: "[]" });
      expect(refused.status).toBe(401);
      expect(JSON.parse(refused.body)).toEqual({ error: { name: "UnauthorizedError", message: expect.stringContaining("access token") } });
      const events = await rawRequest(server.port, { path: "/api/events", headers });
      expect(events.status).toBe(401);
      expect((await rawRequest(server.port, { path: "/api/nothing", headers })).status).toBe(401);
    }
    // The token in the query string (how the page learns it) does not open the API.
    expect((await rawRequest(server.port, { path: `/api/events?token=${server.token}` })).status).toBe(401);
  });

  it("refuses a foreign Host (DNS rebinding) with 403, for the page as well as the API", async () => {
    for (const host of [`evil.example:${server.port}`, "127.0.0.1", `127.0.0.1:${server.port + 1}`, `localhost.evil.example:${server.port}`]) {
      for (const request of [{ path: "/" }, { path: "/api/call/library.dbInfo", method: "POST", body: "[]" }, { path: "/api/events" }]) {
        const response = await rawRequest(server.port, { ...request, headers: { Host: host, ...auth() } });
        expect(response.status, `${host} ${request.path}`).toBe(403);
        expect(JSON.parse(response.body).error.name).toBe("ForbiddenHostError");
      }
    }
  });

  it("refuses a foreign Origin with 403, even with the token", async () => {
    for (const origin of ["http://evil.example", "null", `http://localhost:${server.port}`, `https://127.0.0.1:${server.port}`]) {
      const response = await rawRequest(server.port, { path: "/api/call/library.dbInfo", method: "POST", headers: { Origin: origin, ...auth() }, body: "[]" });
      expect(response.status, origin).toBe(403);
      expect(JSON.parse(response.body).error.name).toBe("ForbiddenOriginError");
    }
    expect((await rawRequest(server.port, { path: "/", headers: { Origin: "http://evil.example" } })).status).toBe(403);
  });

  it("accepts the loopback names with our port, and our own origin", async () => {
    for (const host of [`localhost:${server.port}`, `LOCALHOST:${server.port}`, `[::1]:${server.port}`, `127.0.0.1:${server.port}`]) {
      expect((await rawRequest(server.port, { path: "/", headers: { Host: host } })).status, host).toBe(200);
    }
    const fromPage = await rawRequest(server.port, {
      path: "/api/call/library.dbInfo",
      method: "POST",
      headers: { Host: `localhost:${server.port}`, Origin: `http://localhost:${server.port}`, ...auth() },
      body: "[]",
    });
    expect(fromPage.status).toBe(200);
    expect(JSON.parse(fromPage.body).ok).toBe(true);
  });

  it("sends the hardening headers and never CORS permission or cookies", async () => {
    const api = await rawRequest(server.port, { path: "/api/call/library.dbInfo", method: "POST", headers: auth(), body: "[]" });
    const page = await rawRequest(server.port, { path: "/" });
    for (const response of [api, page]) {
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("no-referrer");
    }
    expect(api.headers["cache-control"]).toBe("no-store");
    // A preflight from another page gets nothing that would let the browser go ahead.
    const preflight = await rawRequest(server.port, {
      path: "/api/call/library.dbInfo",
      method: "OPTIONS",
      headers: { Origin: "http://evil.example", "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "authorization" },
    });
    expect(preflight.status).toBe(403);
  });
});

describe("distillate serve's HTTP server: calls and events", () => {
  it("answers a contract call with the service's result", async () => {
    const { status, outcome } = await call("library.dbInfo", []);
    expect(status).toBe(200);
    expect(outcome).toMatchObject({ ok: true, value: { path: core.databasePath, counts: expect.any(Object) } });
  });

  it("answers an unknown method or bad arguments with an error outcome, and only POST calls", async () => {
    expect((await call("library.dropEverything", [])).outcome).toMatchObject({ ok: false, error: { name: "InvalidCallError", message: expect.stringContaining("library.dropEverything") } });
    expect((await call("library.getPaper", ["one"])).outcome).toMatchObject({ ok: false, error: { name: "InvalidCallError" } });
    expect((await call("desktop.pickPdfs", [])).outcome).toMatchObject({ ok: false, error: { name: "UnavailableHereError" } });
    const notJson = await rawRequest(server.port, { path: "/api/call/library.dbInfo", method: "POST", headers: auth(), body: "{oops" });
    expect(notJson.status).toBe(400);
    expect(JSON.parse(notJson.body).error.name).toBe("InvalidCallError");
    const get = await rawRequest(server.port, { path: "/api/call/library.dbInfo", headers: auth() });
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe("POST");
  });

  it("imports an uploaded PDF and gives back the very same bytes", async () => {
    const pdfs = await writeGeneratedPdfs(pdfDir);
    const bytes = new Uint8Array(fs.readFileSync(pdfs.twoColumn));
    const upload = await call("imports.upload", [[{ name: "article.pdf", data: bytes }]]);
    expect(upload.outcome).toMatchObject({ ok: true, value: [{ status: "imported", paperId: expect.any(Number), pages: pdfs.truth.pageCount }] });
    const paperId = (upload.outcome as { value: { paperId: number }[] }).value[0]!.paperId;
    const file = await call("library.paperFile", [paperId]);
    expect(file.outcome).toMatchObject({ ok: true });
    const returned = (file.outcome as { value: unknown }).value;
    expect(returned).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(returned as Uint8Array).equals(Buffer.from(bytes))).toBe(true);
  });

  it("streams the core's events to a page that holds the token", async () => {
    const controller = new AbortController();
    const response = await fetch(`${server.origin}/api/events`, { headers: auth(), signal: controller.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expectNoCorsOrCookies(response.headers);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = "";
    // The first comment arrives as soon as the stream is open; only then is the listener in place.
    while (!text.includes("\n\n")) text += (await reader.read()).value ?? "";
    const sent: AppEvent[] = [{ type: "library.changed" }, { type: "review.changed", qaIds: [3, 4] }];
    for (const event of sent) core.events.emit(event);
    while ((text.match(/^data: /gm) ?? []).length < sent.length) text += (await reader.read()).value ?? "";
    const received = text.split("\n").filter((line) => line.startsWith("data: ")).map((line) => JSON.parse(line.slice(6)) as AppEvent);
    expect(received).toEqual(sent);
    controller.abort();
    await reader.cancel().catch(() => undefined);
  });
});

describe("distillate serve's HTTP server: the page's files", () => {
  it("serves index.html at / with the app's Content-Security-Policy", async () => {
    const page = await rawRequest(server.port, { path: "/" });
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["content-security-policy"]).toBe(CONTENT_SECURITY_POLICY);
    expect(page.body).toContain('<div id=root>');
    expect((await rawRequest(server.port, { path: "/?token=abc" })).body).toBe(page.body);
  });

  it("serves modules and WebAssembly with the types browsers require", async () => {
    expect((await rawRequest(server.port, { path: "/assets/pdf.worker.mjs" })).headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect((await rawRequest(server.port, { path: "/assets/decoder.wasm" })).headers["content-type"]).toBe("application/wasm");
    expect((await rawRequest(server.port, { path: "/assets/missing.js" })).status).toBe(404);
    expect((await rawRequest(server.port, { path: "/assets" })).status).toBe(404);
    expect((await rawRequest(server.port, { path: "/", method: "POST" })).status).toBe(405);
  });

  it("lets the browser keep a file named by its content, and asks it to check index.html and any other file on every load", async () => {
    // A reload or a second view then reads the scripts from the browser's cache; a rebuilt page
    // still arrives at once, since its new index.html names new files.
    expect((await rawRequest(server.port, { path: "/assets/index-Dt9BSh-8.js" })).headers["cache-control"]).toBe("private, max-age=31536000, immutable");
    for (const unnamed of ["/", "/?token=abc", "/index.html", "/assets/pdf.worker.mjs"]) expect((await rawRequest(server.port, { path: unnamed })).headers["cache-control"], unnamed).toBe("no-cache");
    expect((await rawRequest(server.port, { path: "/assets/index-Dt9BSh-8.js", method: "HEAD" })).headers["cache-control"]).toBe("private, max-age=31536000, immutable");
  });

  it("never serves a file outside the page's folder", async () => {
    for (const attempt of ["/../package.json", "/assets/../../package.json", "/%2e%2e/package.json", "/..%2fpackage.json", "/assets/..%5c..%5cpackage.json", "/%00", "/%zz"]) {
      const response = await rawRequest(server.port, { path: attempt });
      expect([403, 404], attempt).toContain(response.status);
      expect(response.body).not.toContain("secret");
    }
  });
});

describe("distillate serve's HTTP server: limits and lifecycle", () => {
  it("refuses a call body over the limit with 413", async () => {
    const small = await createHttpServer({ app: { services: core.services, events: core.events }, rendererDir, port: 0, token: "t".repeat(43), maxBodyBytes: 1024 });
    try {
      const body = toWireJson([[{ name: "big.pdf", data: new Uint8Array(2048) }]]);
      const response = await rawRequest(small.port, { path: "/api/call/imports.upload", method: "POST", headers: { Authorization: `Bearer ${"t".repeat(43)}` }, body });
      expect(response.status).toBe(413);
      expect(JSON.parse(response.body).error).toEqual({ name: "PayloadTooLargeError", message: expect.stringContaining("larger than the server accepts") });
      // Without a declared length the count decides, and the client still gets the answer.
      const chunked = await rawRequest(small.port, { path: "/api/call/imports.upload", method: "POST", headers: { Authorization: `Bearer ${"t".repeat(43)}`, "Transfer-Encoding": "chunked" }, body });
      expect(chunked.status).toBe(413);
      const fits = await rawRequest(small.port, { path: "/api/call/library.dbInfo", method: "POST", headers: { Authorization: `Bearer ${"t".repeat(43)}` }, body: "[]" });
      expect(fits.status).toBe(200);
    } finally {
      await small.close();
    }
  });

  it("lets a client still sending an over-limit body finish it and read the 413, not a broken pipe", async () => {
    const small = await createHttpServer({ app: { services: core.services, events: core.events }, rendererDir, port: 0, token: "t".repeat(43), maxBodyBytes: 1024 });
    try {
      // 2 MiB declared and sent in pieces with pauses, as a slow upload arrives: answering at once
      // and closing reset the connection under the client (seen as EPIPE by fetch in CI).
      const piece = Buffer.alloc(64 * 1024, 0x41);
      const pieces = 32;
      const outcome = await new Promise<{ status: number | null; writeError: string | null }>((resolve) => {
        let status: number | null = null;
        let writeError: string | null = null;
        let sent = 0;
        // Settled once the whole body is written (or a write failed) and the answer has ended.
        let answered = false;
        const settle = (): void => {
          if ((answered || writeError) && (sent === pieces || writeError)) resolve({ status, writeError });
        };
        const request = http.request(
          { host: "127.0.0.1", port: small.port, path: "/api/call/imports.upload", method: "POST", agent: false, headers: { Authorization: `Bearer ${"t".repeat(43)}`, "Content-Length": String(piece.length * pieces) } },
          (response) => {
            status = response.statusCode!;
            response.resume();
            response.on("end", () => ((answered = true), settle()));
          },
        );
        request.on("error", (error) => ((writeError ??= error.message), settle()));
        const sendNext = (): void => {
          if (writeError) return;
          if (sent === pieces) return void (request.end(), settle());
          request.write(piece, (error) => {
            if (error) return void ((writeError ??= error.message), settle());
            sent += 1;
            setTimeout(sendNext, 5);
          });
        };
        sendNext();
      });
      expect(outcome).toEqual({ status: 413, writeError: null });
    } finally {
      await small.close();
    }
  });

  it("ends open event streams when it closes", async () => {
    const other = await createHttpServer({ app: { services: core.services, events: core.events }, rendererDir, port: 0 });
    const response = await fetch(`${other.origin}/api/events`, { headers: { Authorization: `Bearer ${other.token}` } });
    const reader = response.body!.getReader();
    await reader.read();
    await other.close();
    let done = false;
    while (!done) done = (await reader.read()).done;
    expect(done).toBe(true);
  });

  it("names the fix when the page is not built or the port is taken", async () => {
    const app = { services: core.services, events: core.events };
    await expect(createHttpServer({ app, rendererDir: path.join(rendererDir, "nope"), port: 0 })).rejects.toThrow(RendererNotBuiltError);
    await expect(createHttpServer({ app, rendererDir: path.join(rendererDir, "nope"), port: 0 })).rejects.toThrow(/npm run build/);
    const taken = createHttpServer({ app, rendererDir, port: server.port });
    await expect(taken).rejects.toThrow(PortInUseError);
    await expect(taken).rejects.toThrow(`Port ${server.port} on 127.0.0.1 is already in use`);
  });
});
