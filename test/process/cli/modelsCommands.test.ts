import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AddModelResultSchema, ModelDetailsSchema, ModelInfoSchema, RemoveModelResultSchema } from "../../../src-main/contract/models.ts";
import { writeTinyModel } from "../../support/llmFixtures.ts";
import { runCliProcess } from "../../support/runCliProcess.ts";
import { tempDir } from "../../support/tempDir.ts";

describe("distillate models (child process)", () => {
  it("add, list, info and remove with --json print the contract's shapes", () => {
    const dataDir = tempDir();
    const file = writeTinyModel(tempDir(), "tiny.gguf", { contextLength: 768 });
    const cli = (...args: string[]) => runCliProcess([...args, "--json", "--data-dir", dataDir]);

    const add = cli("models", "add", file);
    expect(add.stderr).toBe("");
    expect(add.code).toBe(0);
    const added = AddModelResultSchema.parse(JSON.parse(add.stdout));
    // The CLI waits for the hash: a background task would die with the process.
    expect(added).toMatchObject({ status: "added", model: { filePath: file, contextLength: 768, sha256: execFileSync("sha256sum", [file], { encoding: "utf8" }).split(" ")[0] } });

    const listed = ModelInfoSchema.array().parse(JSON.parse(cli("models", "list").stdout));
    expect(listed.map((m) => m.id)).toEqual([added.model.id]);

    const info = ModelDetailsSchema.parse(JSON.parse(cli("models", "info", String(added.model.id)).stdout));
    expect(info).toMatchObject({ model: { id: added.model.id }, metadata: { architecture: "llama", contextLength: 768 }, fit: { method: "gguf-insights" } });
    expect(ModelDetailsSchema.parse(JSON.parse(cli("models", "info", file).stdout)).model?.id).toBe(added.model.id);

    expect(AddModelResultSchema.parse(JSON.parse(cli("models", "add", file).stdout)).status).toBe("already-registered");
    expect(RemoveModelResultSchema.parse(JSON.parse(cli("models", "remove", String(added.model.id), "--delete-file").stdout))).toEqual({
      id: added.model.id,
      filePath: file,
      fileDeleted: false,
    });
    expect(fs.existsSync(file)).toBe(true);
    expect(JSON.parse(cli("models", "list").stdout)).toEqual([]);
  });

  it("puts named errors on stderr with a non-zero exit code", () => {
    const dataDir = tempDir();
    const pdf = path.join(tempDir(), "paper.gguf");
    fs.writeFileSync(pdf, "%PDF-1.7\n1 0 obj\n<<>>\nendobj\n");
    const notGguf = runCliProcess(["models", "add", pdf, "--json", "--data-dir", dataDir]);
    expect(notGguf.code).toBe(1);
    expect(notGguf.stdout).toBe("");
    expect(JSON.parse(notGguf.stderr)).toMatchObject({ error: { name: "NotGgufError", message: expect.stringContaining("looks like a PDF document") } });

    const unknown = runCliProcess(["models", "remove", "7", "--data-dir", dataDir]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^distillate: There is no model with id 7 in this library/);
    expect(runCliProcess(["models", "remove", "seven", "--data-dir", dataDir]).code).toBe(64);
    expect(runCliProcess(["models", "add", "--data-dir", dataDir]).code).toBe(64);
  });

  it("prints readable tables without --json", () => {
    const dataDir = tempDir();
    const empty = runCliProcess(["models", "list", "--data-dir", dataDir]).stdout;
    expect(empty).toMatch(/No models registered/);
    // The encoder that ships with the app is listed even with nothing added, with where it serves and why.
    expect(empty).toMatch(/^Built in: Universal Sentence Encoder Lite \(built in\), embedding, 512 dimensions, 30\.5 MiB, Apache-2\.0$/m);
    expect(empty).toMatch(/^ {2}Ask: finding and ranking passages: (default|on request)/m);
    expect(empty).toMatch(/^ {2}Check for QAs that repeat an earlier one: not used\. .*1\.5 %/m);
    const file = writeTinyModel(tempDir(), "tiny.gguf");
    const add = runCliProcess(["models", "add", file, "--name", "Tiny", "--data-dir", dataDir]);
    expect(add.stdout).toMatch(/^added #1 {2}Tiny {2}\(llama, [\d.]+K, F32, 512 tokens, no chat template/);
    expect(add.stderr).toMatch(/hashing/);
    const list = runCliProcess(["models", "list", "--data-dir", dataDir]).stdout.split("\n");
    expect(list[0]).toMatch(/^id +name +arch +params +quant +context +size +role +sha256 +file$/);
    expect(list[1]).toMatch(/^1 +Tiny +llama .* generator +[0-9a-f]{12} +\//);
    expect(list[3]).toMatch(/^Built in: Universal Sentence Encoder Lite/);
    const catalog = runCliProcess(["models", "catalog", "--data-dir", dataDir]);
    expect(catalog.code).toBe(0);
    expect(catalog.stdout).toMatch(/qwen2\.5-3b-instruct .* Q4_K_M .* 1\.8 GiB/);
    expect(catalog.stdout).toMatch(/distillate models download hf:/);
  });
});
