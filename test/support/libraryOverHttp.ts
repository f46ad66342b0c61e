import fs from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { fromWireJson, toWireJson } from "../../src-main/contract/wireJson.ts";
import { createCore, type Core } from "../../src-main/core/createCore.ts";
import { createHttpServer } from "../../src-main/server/http/createHttpServer.ts";
import type { HttpServer } from "../../src-main/server/http/httpServerOptions.ts";
import { rawRequest } from "./rawRequest.ts";

/** A call's answer as the wire carries it: the raw text (its size is what a paging test bounds) and what it says. */
export type CallOutcome = { ok: boolean; value?: unknown; error?: { name: string; message: string } };

export interface LibraryOverHttp {
  core: Core;
  server: HttpServer;
  /**
   * One procedure over real loopback HTTP, as the renderer and the CLI's server mode call it, on a
   * connection of its own: a test that blocks its event loop for seconds parsing megabytes between
   * calls cannot meet a pooled connection the server's keep-alive closed unseen.
   */
  call(method: string, args: unknown[]): Promise<{ text: string; outcome: CallOutcome }>;
  close(): Promise<void>;
}

/**
 * A library already written to `dataDir`, opened by the real core and served on a loopback port,
 * for the tests that ask a large library's lists and tables over HTTP: every answer's declared length is
 * checked against what arrived, so a truncated page cannot pass as a short one.
 */
export async function serveLibrary(work: string, dataDir: string): Promise<LibraryOverHttp> {
  const core = createCore({ dataDir });
  const rendererDir = path.join(work, "renderer");
  fs.mkdirSync(rendererDir, { recursive: true });
  fs.writeFileSync(path.join(rendererDir, "index.html"), "<!doctype html><title>Distillate</title>");
  const server = await createHttpServer({ app: { services: core.services, events: core.events }, rendererDir, port: 0 });
  return {
    core,
    server,
    async call(method, args) {
      const response = await rawRequest(server.port, { path: `/api/call/${method}`, method: "POST", headers: { "Content-Type": "application/json", Authorization: `Bearer ${server.token}` }, body: toWireJson(args) });
      expect(response.status).toBe(200);
      expect(Number(response.headers["content-length"])).toBe(Buffer.byteLength(response.body));
      return { text: response.body, outcome: fromWireJson(response.body) as CallOutcome };
    },
    async close() {
      await server.close();
      await core.closeAsync();
    },
  };
}
