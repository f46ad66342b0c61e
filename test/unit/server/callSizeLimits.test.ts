import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invokeService } from "../../../src-main/contract/invokeService.ts";
import { createCore, type Core } from "../../../src-main/core/createCore.ts";
import { createHttpServer } from "../../../src-main/server/http/createHttpServer.ts";
import type { HttpServer } from "../../../src-main/server/http/httpServerOptions.ts";
import { seedReviewLibrary } from "../../support/reviewData.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";
import { rawRequest } from "../../support/rawRequest.ts";

// Calls whose arguments hold millions of items, over the real HTTP server and the dispatcher:
// refused by their method's limits before the body is parsed (413) or before the schema looks
// at each item, while a call of the largest size the app itself sends still goes through.

let core: Core;
let server: HttpServer;

beforeAll(async () => {
  const root = tempDirForSuite("distillate-limits-");
  fs.mkdirSync(path.join(root, "renderer"));
  fs.writeFileSync(path.join(root, "renderer", "index.html"), "<!doctype html><title>Distillate</title>");
  core = createCore({ dataDir: path.join(root, "data") });
  seedReviewLibrary(core.db(), 2, 3);
  server = await createHttpServer({ app: { services: core.services, events: core.events }, rendererDir: path.join(root, "renderer"), port: 0 });
});
afterAll(async () => {
  await server.close();
  await core.closeAsync();
});

const post = (method: string, body: string) => rawRequest(server.port, { path: `/api/call/${method}`, method: "POST", headers: { Authorization: `Bearer ${server.token}`, "Content-Type": "application/json" }, body });
const errorOf = (body: string) => (JSON.parse(body) as { error: { name: string; message: string } }).error;
const items = (count: number, item: string) => `[${Array(count).fill(item).join(",")}]`;

describe("a call's size, over HTTP", () => {
  it("a 24 MB bulk decision of 6 million items is refused with 413 naming the method's 4 MiB, and the server answers the next call", async () => {
    const response = await post("review.bulkDecide", `[${items(6_000_000, '"x"')},"keep"]`);
    expect(response.status).toBe(413);
    expect(errorOf(response.body)).toEqual({ name: "PayloadTooLargeError", message: "The request is larger than the server accepts for this call (4 MiB)." });
    expect((await post("library.dbInfo", "[]")).status).toBe(200);
  });

  it("a 24 MB undo of 8 million empty states (it took the server down) is refused with 413 before it is parsed", async () => {
    const response = await post("review.restore", `[${items(8_000_000, "{}")}]`);
    expect(response.status).toBe(413);
    expect(errorOf(response.body).message).toBe("This call takes lists of at most 100,000 items; this body holds a longer one.");
    // Spread over many short lists, the same items pass the method's count of values.
    const spread = await post("review.restore", `[${items(80_000, items(100, "{}"))}]`);
    expect(spread.status).toBe(413);
    expect(errorOf(spread.body).message).toBe("This call takes at most 1,500,000 values in its arguments; this body holds more.");
    expect((await post("library.dbInfo", "[]")).status).toBe(200);
  });

  it("a list longer than its method takes, within the body size, is refused with 413 naming the limit", async () => {
    const response = await post("review.ids", `[{"paperIds":${items(200_000, "1")}}]`);
    expect(response.status).toBe(413);
    expect(errorOf(response.body).message).toBe("This call takes lists of at most 100,000 items; this body holds a longer one.");
    const settings = await post("settings.update", `[{"reviewer":"me","junk":${items(20_000, "0")}}]`);
    expect(settings.status).toBe(413);
    expect(errorOf(settings.body).message).toContain("lists of at most 10,000 items");
  });

  it("arguments nested 100 deep are refused with 413", async () => {
    const response = await post("review.total", `[${"[".repeat(100)}${"]".repeat(100)}]`);
    expect(response.status).toBe(413);
    expect(errorOf(response.body).message).toContain("nest at most 64 levels");
  });

  it("the largest bulk decision the app sends (100,000 ids) is not refused for its size", async () => {
    const ids = Array.from({ length: 100_000 }, (_, i) => 2_000_000_000 + i);
    const response = await post("review.bulkDecide", JSON.stringify([ids, "keep"]));
    expect(response.status).toBe(200);
    const outcome = JSON.parse(response.body) as { ok: boolean; error?: { name: string } };
    expect(outcome.error?.name).not.toBe("CallTooLargeError");
    expect(outcome.error?.name).not.toBe("InvalidCallError");
  });
});

describe("a call's size, through the dispatcher every transport uses", () => {
  it("an undo of 2 million states is refused by its size before the schema looks at any", async () => {
    const outcome = await invokeService(core.services, "review.restore", [Array.from({ length: 2_000_000 }, () => ({}))]);
    expect(outcome).toEqual({ ok: false, error: { name: "CallTooLargeError", message: "review.restore takes lists of at most 100,000 items; args.0 has 2,000,000." } });
  });

  it("a refused call lists its first ten problems and counts the others", async () => {
    const outcome = await invokeService(core.services, "review.bulkDecide", [Array(5_000).fill("x"), "keep"]);
    expect(outcome.ok).toBe(false);
    const message = (outcome as { error: { message: string } }).error.message;
    expect(message.split("; ")).toHaveLength(11);
    expect(message).toMatch(/; and 4990 more$/);
  });
});
