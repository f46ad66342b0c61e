import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { invokeService } from "../../../src-main/contract/invokeService.ts";
import { methods, type MethodName, type MethodResult } from "../../../src-main/contract/methods.ts";
import { ModelDetailsSchema, ModelInfoSchema } from "../../../src-main/contract/models.ts";
import { createCore } from "../../../src-main/core/createCore.ts";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { insertModel, listModels } from "../../../src-main/core/db/repositories/models.ts";
import { createModelsService } from "../../../src-main/core/llm/models/createModelsService.ts";
import type { ModelsServiceHandle } from "../../../src-main/core/llm/models/ModelsServiceHandle.ts";
import { writeTinyModel } from "../../support/llmFixtures.ts";
import { tempDir } from "../../support/tempDir.ts";
import { callService } from "../../support/callService.ts";

const sha256sum = (file: string) => execFileSync("sha256sum", [file], { encoding: "utf8" }).split(" ")[0];

let open: { db: LibraryDatabase; service: ModelsServiceHandle }[] = [];

/** A registry over a real SQLite library in `dataDir`, like one session of the app. */
function session(dataDir: string) {
  const db = openDatabase(path.join(dataDir, "library.sqlite"));
  const service = createModelsService({ db: () => db, dataDir });
  open.push({ db, service });
  return service;
}

afterEach(() => {
  for (const { db, service } of open.splice(0)) {
    service.dispose();
    closeDatabase(db);
  }
});

describe("the model registry", () => {
  it("adds a file in place, hashes it in the background, lists, describes and removes it (never deleting the user's file)", async () => {
    const models = session(tempDir());
    const file = writeTinyModel(tempDir(), "tiny-q.gguf");

    const added = await models.add(file);
    expect(added.status).toBe("added");
    expect(ModelInfoSchema.parse(added.model)).toMatchObject({ name: "tiny-q", filePath: file, architecture: "llama", quantization: "F32", role: "generator", managed: false, source: null, fileStatus: "present" });
    // Usable at once: listed before its hash exists.
    expect(added.model.sha256).toBeNull();
    expect((await models.list()).map((m) => m.id)).toEqual([added.model.id]);

    await models.hasher.whenIdle();
    const [listed] = await models.list();
    expect(listed!.sha256).toBe(sha256sum(file));
    expect(listed!.hashProgress).toBeNull();

    const again = await models.add(path.join(path.dirname(file), "sub", "..", "tiny-q.gguf"));
    expect(again).toMatchObject({ status: "already-registered", model: { id: added.model.id } });
    expect(await models.list()).toHaveLength(1);

    const byId = ModelDetailsSchema.parse(await models.info(added.model.id));
    expect(byId.metadata).toMatchObject({ file, architecture: "llama", tensorCount: expect.any(Number) });
    expect(byId.fit).toMatchObject({ method: "gguf-insights", verdict: "fits", score: expect.any(Number) });
    expect((await models.info(file)).model?.id).toBe(added.model.id);
    expect(models.lookupFile(String(added.model.id))).toBe(file);

    const removed = await models.remove(added.model.id, { deleteFile: true });
    expect(removed).toEqual({ id: added.model.id, filePath: file, fileDeleted: false });
    expect(fs.existsSync(file)).toBe(true);
    expect(await models.list()).toEqual([]);
    await expect(models.info(added.model.id)).rejects.toMatchObject({ name: "ModelNotFoundError" });
    await expect(models.remove(added.model.id)).rejects.toMatchObject({ name: "ModelNotFoundError" });
  });

  it("with copy, keeps the copy in <dataDir>/models, hashed as it is written, and may delete only that copy", async () => {
    const dataDir = tempDir();
    const models = session(dataDir);
    const source = writeTinyModel(tempDir(), "tiny.gguf");
    const { model } = await models.add(source, { copy: true, name: "Tiny copy", role: "judge" });
    expect(path.dirname(model.filePath)).toBe(path.join(dataDir, "models"));
    expect(model).toMatchObject({ name: "Tiny copy", role: "judge", managed: true, sha256: sha256sum(source) });
    expect(sha256sum(model.filePath)).toBe(sha256sum(source));
    expect(await models.add(source, { copy: true })).toMatchObject({ status: "already-registered", model: { id: model.id } });

    expect(await models.remove(model.id, { deleteFile: true })).toMatchObject({ fileDeleted: true });
    expect(fs.existsSync(model.filePath)).toBe(false);
    expect(fs.existsSync(source)).toBe(true);
  });

  it("finishes at the next start a hash an earlier session left unfinished", async () => {
    const dataDir = tempDir();
    const file = writeTinyModel(tempDir());
    // As an interrupted session leaves it: registered, no hash yet.
    const db = openDatabase(path.join(dataDir, "library.sqlite"));
    insertModel(db, { name: "tiny", filePath: file, fileSize: fs.statSync(file).size, architecture: "llama" });
    closeDatabase(db);

    const models = session(dataDir);
    expect((await models.list())[0]!.sha256).toBeNull();
    await models.hasher.whenIdle();
    expect((await models.list())[0]!.sha256).toBe(sha256sum(file));
  });

  it("reports a file moved or replaced since it was added, and refuses bad files without registering them", async () => {
    const models = session(tempDir());
    const dir = tempDir();
    const moved = (await models.add(writeTinyModel(dir, "a.gguf"), { waitForHash: true })).model;
    const replaced = (await models.add(writeTinyModel(dir, "b.gguf"), { waitForHash: true })).model;
    fs.rmSync(moved.filePath);
    fs.appendFileSync(replaced.filePath, "more bytes");
    const status = Object.fromEntries((await models.list()).map((m) => [m.name, m.fileStatus]));
    expect(status).toEqual({ a: "missing", b: "changed" });
    expect(await models.info(moved.id)).toMatchObject({ model: { id: moved.id, fileStatus: "missing" }, metadata: null, fit: null });

    const pdf = path.join(dir, "paper.gguf");
    fs.writeFileSync(pdf, "%PDF-1.7\n1 0 obj\n<<>>\nendobj\n");
    await expect(models.add(pdf)).rejects.toMatchObject({ name: "NotGgufError", file: pdf });
    expect(await models.list()).toHaveLength(2);
  });
});

describe("the models methods through the dispatcher every transport uses", () => {
  it("add, list, info and remove return schema-valid data; bad calls and unknown ids are named errors", async () => {
    const core = createCore({ dataDir: tempDir() });
    try {
      const file = writeTinyModel(tempDir());
      const call = async <M extends MethodName>(method: M, args: unknown[]): Promise<MethodResult<M>> =>
        methods[method].result.parse(await callService(core.services, method, args)) as MethodResult<M>;
      const added = await call("models.add", [file, { waitForHash: true }]);
      expect(added.model.sha256).toBe(sha256sum(file));
      expect(await call("models.list", [])).toHaveLength(1);
      expect((await call("models.info", [added.model.id])).metadata?.architecture).toBe("llama");
      expect((await call("models.catalog", [])).length).toBeGreaterThanOrEqual(5);
      expect(await call("models.remove", [added.model.id, {}])).toMatchObject({ fileDeleted: false });
      expect(listModels(core.db())).toEqual([]);
      expect(await invokeService(core.services, "models.remove", [added.model.id])).toMatchObject({ ok: false, error: { name: "ModelNotFoundError" } });
      expect(await invokeService(core.services, "models.add", [file, { copy: "yes" }])).toMatchObject({ ok: false, error: { name: "InvalidCallError" } });
    } finally {
      await core.closeAsync();
    }
  });
});
