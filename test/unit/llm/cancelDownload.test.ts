// Cancelling a download through the models service, against a loopback server (no network here).
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEvent } from "../../../src-main/contract/events.ts";
import { closeDatabase, openDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { EventHub } from "../../../src-main/core/events/EventHub.ts";
import { createModelsService } from "../../../src-main/core/llm/models/createModelsService.ts";
import { writeTinyModel } from "../../support/llmFixtures.ts";
import { startModelServer, type ModelServer } from "../../support/modelServer.ts";
import { tempDir, tempDirForSuite } from "../../support/tempDir.ts";

let server: ModelServer;
let model: Buffer;

beforeAll(async () => {
  // Larger than the downloader's 5 MiB chunks, so a cancelled download keeps finished chunks.
  const tiny = writeTinyModel(tempDirForSuite());
  fs.appendFileSync(tiny, Buffer.alloc(12_000_000, 3));
  model = fs.readFileSync(tiny);
  server = await startModelServer(model);
});

afterAll(async () => {
  await server.close();
});

describe("cancelling a model download", () => {
  it("stops the download, keeps the partial file, publishes the end, and a second download resumes and registers it", async () => {
    const dataDir = tempDir();
    const db = openDatabase(path.join(dataDir, "library.sqlite"));
    const hub = new EventHub();
    const events: AppEvent[] = [];
    hub.subscribe((event) => events.push(event));
    const models = createModelsService({ db: () => db, dataDir, emit: hub.emit.bind(hub), download: { connectTimeoutMs: 2000, stallTimeoutMs: 10_000 } });
    const url = `${server.origin}/models/cancel-me.gguf`;
    try {
      expect(await models.cancelDownload(url)).toBe(false);
      server.mode = "slow";
      let cancelled: Promise<boolean> | undefined;
      const first = models.download(url, {
        onProgress: (p) => {
          if (p.bytesDone > 6_000_000 && !cancelled) cancelled = models.cancelDownload(url);
        },
      });
      await expect(first).rejects.toMatchObject({ name: "DownloadCancelledError", message: expect.stringContaining("download it again to resume") });
      expect(await cancelled).toBe(true);
      expect(await models.cancelDownload(url)).toBe(false);
      expect(fs.readdirSync(path.join(dataDir, "models"))).toEqual(["cancel-me.gguf.ipull"]);
      expect(await models.list()).toEqual([]);

      const progress = events.filter((e) => e.type === "model.download").map((e) => e.progress);
      expect(progress.length).toBeGreaterThan(0);
      // The last progress published is the last the download reported: past the point it was cancelled.
      expect(progress.at(-1)!.bytesDone).toBeGreaterThan(6_000_000);
      expect(events.at(-1)).toEqual({ type: "model.downloadEnded", uri: url, error: { name: "DownloadCancelledError", message: expect.any(String) } });
      expect(events.some((e) => e.type === "models.changed")).toBe(false);

      events.length = 0;
      server.mode = "fast";
      const second = await models.download(url);
      expect(second.status).toBe("added");
      expect(second.resumedFromBytes).toBeGreaterThanOrEqual(5 * 1024 * 1024);
      expect(fs.readFileSync(second.model.filePath).equals(model)).toBe(true);
      const ended = events.findIndex((e) => e.type === "model.downloadEnded");
      expect(events[ended]).toEqual({ type: "model.downloadEnded", uri: url, error: null });
      expect(events.findIndex((e) => e.type === "model.download" && e.progress.phase === "registering")).toBeLessThan(ended);
      // Registered, then hashed in the background: each announced.
      await models.hasher.whenIdle();
      expect((await models.list())[0]!.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(events.slice(ended).filter((e) => e.type === "models.changed")).toHaveLength(2);
    } finally {
      models.dispose();
      closeDatabase(db);
    }
  });
});
