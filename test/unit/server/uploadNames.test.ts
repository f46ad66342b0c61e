// Uploads through the loopback server: a name too long for the file system in UTF-8 bytes is
// shortened (extension kept, no character split) instead of failing the batch, a file that cannot
// be stored fails alone, and nothing is left behind in the uploads folder.
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fromWireJson, toWireJson } from "../../../src-main/contract/wireJson.ts";
import type { ImportResult } from "../../../src-main/contract/importResults.ts";
import { createCore, type Core } from "../../../src-main/core/createCore.ts";
import { UPLOADS_FOLDER } from "../../../src-main/core/imports/storeUploads.ts";
import { createHttpServer } from "../../../src-main/server/http/createHttpServer.ts";
import type { HttpServer } from "../../../src-main/server/http/httpServerOptions.ts";
import { writeGeneratedPdfs } from "../../support/generatedPdfs.ts";
import { tempDir } from "../../support/tempDir.ts";

const open: { core: Core; server: HttpServer }[] = [];

afterEach(async () => {
  for (const { core, server } of open.splice(0)) {
    await server.close();
    await core.closeAsync();
  }
});

async function startServer(dataDir: string): Promise<HttpServer> {
  const rendererDir = path.join(tempDir(), "renderer");
  fs.mkdirSync(rendererDir, { recursive: true });
  fs.writeFileSync(path.join(rendererDir, "index.html"), "<!doctype html><title>Distillate</title>");
  const core = createCore({ dataDir });
  const server = await createHttpServer({ app: { services: core.services, events: core.events }, rendererDir, port: 0 });
  open.push({ core, server });
  return server;
}

async function upload(server: HttpServer, files: { name: string; data: Uint8Array }[]) {
  const response = await fetch(`${server.origin}/api/call/imports.upload`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${server.token}` },
    body: toWireJson([files]),
  });
  return fromWireJson(await response.text()) as { ok: true; value: ImportResult[] } | { ok: false; error: { name: string; message: string } };
}

const bytesOf = (file: string) => new Uint8Array(fs.readFileSync(file));
const utf8Length = (name: string) => Buffer.byteLength(name, "utf8");

describe("uploads whose names or storage go wrong", () => {
  it("shortens names over 255 UTF-8 bytes at a whole character, keeps .pdf, and imports the whole batch", async () => {
    const pdfs = await writeGeneratedPdfs(tempDir());
    const dataDir = tempDir();
    const server = await startServer(dataDir);
    const cjk = `${"固体電解質の界面抵抗".repeat(12)}.pdf`; // 120 characters of 3 bytes each
    const emoji = `${"🧪👩‍🔬".repeat(30)}.pdf`; // a 4-byte emoji, then a ZWJ sequence of 11 bytes
    expect(utf8Length(cjk)).toBeGreaterThan(255);
    expect(utf8Length(emoji)).toBeGreaterThan(255);

    const outcome = await upload(server, [
      { name: "article.pdf", data: bytesOf(pdfs.twoColumn) },
      { name: cjk, data: bytesOf(pdfs.lineNumbered) },
      { name: emoji, data: bytesOf(pdfs.ownerOnly) },
    ]);
    expect(outcome.ok).toBe(true);
    const results = (outcome as { value: ImportResult[] }).value;
    expect(results.map((r) => r.status)).toEqual(["imported", "imported", "imported"]);

    const stored = fs.readdirSync(path.join(dataDir, UPLOADS_FOLDER));
    expect(stored).toHaveLength(3);
    for (const name of stored) {
      expect(utf8Length(name)).toBeLessThanOrEqual(255);
      expect(name).toMatch(/\.pdf$/);
      expect(name).not.toContain("\uFFFD");
    }
    const cjkStored = stored.find((n) => n.startsWith("固体"))!;
    expect(cjk.startsWith(cjkStored.slice(0, -4))).toBe(true);
    // The emoji name ends on a whole "👩‍🔬" or "🧪", never inside the sequence.
    const emojiStem = stored.find((n) => n.startsWith("🧪"))!.slice(0, -4);
    expect(emojiStem).toMatch(/^(?:🧪👩‍🔬)+(?:🧪)?$/u);
  });

  it("a file that cannot be stored fails alone, with a named error, and leaves no file behind", async () => {
    const pdfs = await writeGeneratedPdfs(tempDir());
    const dataDir = tempDir();
    const server = await startServer(dataDir);
    // The uploads folder's name is taken by a file, so no upload can be stored.
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, UPLOADS_FOLDER), "in the way");

    const outcome = await upload(server, [
      { name: "one.pdf", data: bytesOf(pdfs.twoColumn) },
      { name: "two.pdf", data: bytesOf(pdfs.lineNumbered) },
    ]);
    expect(outcome.ok).toBe(true);
    const results = (outcome as { value: ImportResult[] }).value;
    expect(results).toEqual([
      { file: "one.pdf", status: "failed", paperId: null, pages: null, error: { name: "UploadNotStoredError", message: expect.stringMatching(/^one\.pdf could not be saved/) } },
      { file: "two.pdf", status: "failed", paperId: null, pages: null, error: { name: "UploadNotStoredError", message: expect.stringMatching(/^two\.pdf could not be saved/) } },
    ]);
    expect(fs.readdirSync(dataDir).filter((n) => !n.startsWith("library.sqlite"))).toEqual([UPLOADS_FOLDER]);
  });
});
