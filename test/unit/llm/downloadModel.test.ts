// Downloads cannot reach a hub here (no network), so these tests serve a model from a loopback
// server: resume after an interruption, the hash check, a stalled connection and an unreachable
// server all run offline. Real hub downloads are untested here (see "Models" in docs/models.md).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, openDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { CATALOG } from "../../../src-main/core/llm/models/catalog.ts";
import { createModelsService } from "../../../src-main/core/llm/models/createModelsService.ts";
import { describeNetworkError } from "../../../src-main/core/llm/models/describeNetworkError.ts";
import { downloadModel } from "../../../src-main/core/llm/models/downloadModel.ts";
import { serverOrigin } from "../../../src-main/core/llm/models/downloadServer.ts";
import { writeTinyModel } from "../../support/llmFixtures.ts";
import { closedPort, startModelServer, type ModelServer } from "../../support/modelServer.ts";
import { tempDir, tempDirForSuite } from "../../support/tempDir.ts";

const sha256sum = (file: string) => execFileSync("sha256sum", [file], { encoding: "utf8" }).split(" ")[0]!;
const QUICK = { connectTimeoutMs: 2000, stallTimeoutMs: 10_000 };

let server: ModelServer;
let model: Buffer;
let modelSha256: string;

beforeAll(async () => {
  // Larger than the downloader's 5 MiB chunks, so an interrupted download leaves finished chunks.
  const tiny = writeTinyModel(tempDirForSuite());
  fs.appendFileSync(tiny, Buffer.alloc(12_000_000, 7));
  model = fs.readFileSync(tiny);
  modelSha256 = sha256sum(tiny);
  server = await startModelServer(model);
});

afterAll(async () => {
  await server.close();
});

describe("downloadModel (from a loopback server)", () => {
  it("resumes an interrupted download from the partial file, then registers it", async () => {
    const dataDir = tempDir();
    const url = `${server.origin}/models/tiny-padded.gguf`;
    server.mode = "slow";
    const stop = new AbortController();
    const first = downloadModel(url, {
      ...QUICK,
      dataDir,
      signal: stop.signal,
      onProgress: (p) => p.bytesDone > 6_000_000 && stop.abort(new Error("paused by the test")),
    });
    await expect(first).rejects.toThrow("paused by the test");
    // The partial file and the downloader's record of finished chunks stay for the next attempt.
    expect(fs.readdirSync(path.join(dataDir, "models"))).toEqual(["tiny-padded.gguf.ipull"]);

    server.mode = "fast";
    const db = openDatabase(path.join(dataDir, "library.sqlite"));
    const models = createModelsService({ db: () => db, dataDir, download: QUICK });
    try {
      const result = await models.download(url, { name: "tiny (downloaded)" });
      expect(result.resumedFromBytes).toBeGreaterThanOrEqual(5 * 1024 * 1024);
      expect(result).toMatchObject({ status: "added", sha256Verified: false, model: { name: "tiny (downloaded)", managed: true, source: url } });
      expect(sha256sum(result.model.filePath)).toBe(modelSha256);
      expect(fs.readdirSync(path.join(dataDir, "models"))).toEqual(["tiny-padded.gguf"]);

      // Already there: answered from the registry, without the network.
      expect(await models.download(url)).toMatchObject({ status: "already-registered", model: { id: result.model.id } });
      expect(await models.download(url, { expectedSha256: modelSha256 })).toMatchObject({ status: "already-registered", sha256Verified: true });
      await expect(models.download(url, { expectedSha256: "f".repeat(64) })).rejects.toMatchObject({ name: "PreviousDownloadMismatchError", message: expect.stringContaining("Remove that model together with its file") });
      expect(fs.existsSync(result.model.filePath)).toBe(true);
    } finally {
      models.dispose();
      closeDatabase(db);
    }
  });

  it("checks the sha256: a mismatch deletes the file, a match is reported", async () => {
    const dataDir = tempDir();
    server.mode = "fast";
    const wrong = "0".repeat(64);
    await expect(downloadModel(`${server.origin}/a/tiny.gguf`, { ...QUICK, dataDir, expectedSha256: wrong })).rejects.toMatchObject({
      name: "ModelHashMismatchError",
      expected: wrong,
      actual: modelSha256,
      message: expect.stringContaining("It was deleted"),
    });
    expect(fs.readdirSync(path.join(dataDir, "models"))).toEqual([]);
    const good = await downloadModel(`${server.origin}/a/tiny.gguf`, { ...QUICK, dataDir, expectedSha256: modelSha256.toUpperCase() });
    expect(good).toMatchObject({ sha256: modelSha256, resumedFromBytes: 0 });
  });

  it("resolves hf: URIs against the configured endpoint; a catalog model keeps its catalog name and fit comes from its header", async () => {
    const dataDir = tempDir();
    server.mode = "fast";
    const plain = await downloadModel("hf:someone/tiny-GGUF/tiny-Q8_0.gguf", { ...QUICK, dataDir, huggingFaceEndpoint: `${server.origin}/` });
    // node-llama-cpp prefixes files from hf: URIs with the user: hf_<user>_<file>.
    expect(path.basename(plain.file)).toBe("hf_someone_tiny-Q8_0.gguf");
    expect(sha256sum(plain.file)).toBe(modelSha256);

    const db = openDatabase(path.join(dataDir, "library.sqlite"));
    const models = createModelsService({ db: () => db, dataDir, download: { ...QUICK, huggingFaceEndpoint: `${server.origin}/` } });
    try {
      expect((await models.download("hf:someone/tiny-GGUF/tiny-Q8_0.gguf")).model.name).toBe("tiny-Q8_0");
      const listed = CATALOG[0]!;
      const { model } = await models.download(listed.uri);
      expect(model.name).toBe(listed.name);
      const entry = (await models.catalog()).find((e) => e.key === listed.key)!;
      expect(entry).toMatchObject({ installedModelId: model.id, fit: { method: "gguf-insights" } });
    } finally {
      models.dispose();
      closeDatabase(db);
    }
  });

  it("gives up on a stalled connection with a ModelDownloadError and keeps the partial file", async () => {
    const dataDir = tempDir();
    server.mode = "stall";
    const stalled = downloadModel(`${server.origin}/b/stalls.gguf`, { dataDir, connectTimeoutMs: 2000, stallTimeoutMs: 1000 });
    await expect(stalled).rejects.toMatchObject({ name: "ModelDownloadError", message: expect.stringMatching(/no data arrived for 1 s.*run the same download again to resume/) });
    expect(fs.readdirSync(path.join(dataDir, "models"))).toEqual(["stalls.gguf.ipull"]);
  });

  it("names a missing file and an unreachable server", async () => {
    const dataDir = tempDir();
    server.mode = "fast";
    await expect(downloadModel(`${server.origin}/missing.gguf`, { ...QUICK, dataDir })).rejects.toMatchObject({
      name: "ModelDownloadError",
      message: expect.stringContaining("the server has no such file (HTTP 404)"),
    });
    const port = await closedPort();
    await expect(downloadModel(`http://127.0.0.1:${port}/m.gguf`, { ...QUICK, dataDir })).rejects.toMatchObject({
      name: "ModelDownloadError",
      message: expect.stringMatching(new RegExp(`cannot reach 127\\.0\\.0\\.1:${port}: the connection was refused\\. .*add it as a local file`)),
    });
    await expect(downloadModel("ftp://example.org/m.gguf", { ...QUICK, dataDir })).rejects.toMatchObject({ name: "ModelDownloadError", message: expect.stringContaining("neither a URL") });
  });
});

describe("download errors in plain words", () => {
  it("says 'no network' when the hub's name cannot be looked up", () => {
    const offline = Object.assign(new TypeError("fetch failed"), { cause: { code: "ENOTFOUND", message: "getaddrinfo ENOTFOUND huggingface.co" } });
    expect(describeNetworkError("huggingface.co", offline)).toMatch(/^cannot reach huggingface\.co: no network \(the name huggingface\.co could not be looked up\)\. Check the internet connection/);
    const timeout = Object.assign(new Error("The operation was aborted due to timeout"), { name: "TimeoutError" });
    expect(describeNetworkError("huggingface.co", timeout, 15)).toMatch(/no answer within 15 s/);
  });

  it("knows which server an hf: URI talks to", () => {
    expect(serverOrigin("hf:bartowski/Qwen2.5-3B-Instruct-GGUF:Q4_K_M", "https://huggingface.co/")).toBe("https://huggingface.co");
    expect(serverOrigin("hf:user/repo/file.gguf", "https://hf-mirror.example/")).toBe("https://hf-mirror.example");
    expect(serverOrigin("https://example.org/models/m.gguf", "https://huggingface.co/")).toBe("https://example.org");
  });
});
