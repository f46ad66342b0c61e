// The variables naming the Hugging Face server (HF_ENDPOINT, MODEL_ENDPOINT), set to nothing or to
// something that is not an address, through the real CLI and a real loopback server: `export
// HF_ENDPOINT=` is how a shell clears one, and it used to fail every hf: download with "Invalid URL".
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeTinyModel } from "../../support/llmFixtures.ts";
import { startModelServer, type ModelServer } from "../../support/modelServer.ts";
import { runCliAsync } from "../../support/runCliProcess.ts";
import { tempDir, tempDirForSuite } from "../../support/tempDir.ts";

let server: ModelServer;

beforeAll(async () => {
  server = await startModelServer(fs.readFileSync(writeTinyModel(tempDirForSuite())));
  server.mode = "fast";
});

afterAll(async () => {
  await server.close();
});

describe("models download with the hub's variables empty or wrong", () => {
  it("takes an HF_ENDPOINT set to nothing as not set, and downloads from MODEL_ENDPOINT", async () => {
    const dataDir = tempDir();
    const run = await runCliAsync(["--data-dir", dataDir, "models", "download", "hf:someone/tiny-GGUF/tiny-Q8_0.gguf"], { HF_ENDPOINT: "  ", MODEL_ENDPOINT: `${server.origin}/` });
    expect(run.stderr).not.toMatch(/Invalid URL/);
    expect(run.code).toBe(0);
    expect(fs.readdirSync(path.join(dataDir, "models"))).toEqual(["hf_someone_tiny-Q8_0.gguf"]);
  });

  it("names a variable that is not a web address, without printing its value", async () => {
    const dataDir = tempDir();
    const run = await runCliAsync(["--data-dir", dataDir, "models", "download", "hf:someone/tiny-GGUF/tiny-Q8_0.gguf"], { HF_ENDPOINT: "mirror:hunter2@hub.example" });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/the variable HF_ENDPOINT, which names the Hugging Face server to download from, is not a web address/);
    expect(run.stderr).not.toMatch(/hunter2/);
  });

  it("downloads a URL whatever HF_ENDPOINT holds, since a URL does not use it", async () => {
    const dataDir = tempDir();
    const run = await runCliAsync(["--data-dir", dataDir, "models", "download", `${server.origin}/a/tiny.gguf`], { HF_ENDPOINT: "huggingface.co" });
    expect(run.stderr).not.toMatch(/Invalid URL|HF_ENDPOINT/);
    expect(run.code).toBe(0);
    expect(fs.readdirSync(path.join(dataDir, "models"))).toEqual(["tiny.gguf"]);
  });
});
