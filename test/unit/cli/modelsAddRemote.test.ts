import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ModelInfoSchema } from "../../../src-main/contract/models.ts";
import { runCli } from "../../../src-main/server/cli/main.ts";
import { DATABASE_FILE_NAME } from "../../../src-main/core/system/dataDir.ts";
import { tempDir } from "../../support/tempDir.ts";

async function cli(dataDir: string, ...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const code = await runCli([...argv, "--data-dir", dataDir], { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), env: { DISTILLATE_LAB_VLLM_KEY: "sk-never-stored-42" } });
  return { code, stdout, stderr };
}

describe("distillate models add-remote", () => {
  it("registers a model on two servers without its key, and lists it beside local files", async () => {
    const dataDir = tempDir();
    const added = await cli(dataDir, "models", "add-remote", "--url", "http://gpu-1.lab:8000/v1", "--url", "http://gpu-2.lab:8000/v1", "--model", "Qwen/Qwen2.5-7B-Instruct", "--concurrency", "4", "--key-env", "DISTILLATE_LAB_VLLM_KEY");
    expect(added.code).toBe(0);
    expect(added.stdout).toMatch(/^added #1 {2}Qwen\/Qwen2\.5-7B-Instruct {2}\(remote\)$/m);
    expect(added.stdout).toMatch(/servers +http:\/\/gpu-1\.lab:8000\/v1, http:\/\/gpu-2\.lab:8000\/v1/);
    expect(added.stdout).toMatch(/API key +read from \$DISTILLATE_LAB_VLLM_KEY when a run starts \(not stored\), sent only to the servers listed in \$DISTILLATE_LAB_VLLM_KEY_ORIGINS/);
    expect((await cli(dataDir, "models", "add-remote", "--url", "http://gpu-2.lab:8000/v1", "--url", "http://gpu-1.lab:8000/v1", "--model", "Qwen/Qwen2.5-7B-Instruct")).stdout).toMatch(/^already registered as #1/);

    const listed = await cli(dataDir, "models", "list");
    expect(listed.stdout).toMatch(/Qwen\/Qwen2\.5-7B-Instruct at http:\/\/gpu-1\.lab:8000\/v1, http:\/\/gpu-2\.lab:8000\/v1/);
    const [model] = ModelInfoSchema.array().parse(JSON.parse((await cli(dataDir, "models", "list", "--json")).stdout));
    expect(model).toMatchObject({ fileStatus: "present", remote: { model: "Qwen/Qwen2.5-7B-Instruct", endpoints: ["http://gpu-1.lab:8000/v1", "http://gpu-2.lab:8000/v1"] } });
    expect(fs.readFileSync(path.join(dataDir, DATABASE_FILE_NAME)).includes("sk-never-stored-42")).toBe(false);

    const info = await cli(dataDir, "models", "info", "1");
    expect(info.code).toBe(0);
    expect(info.stdout).toMatch(/^servers +http:\/\/gpu-1\.lab:8000\/v1, http:\/\/gpu-2\.lab:8000\/v1$/m);
    expect(info.stdout).toMatch(/^origin +remote OpenAI-compatible servers$/m);
  });

  it("refuses a URL holding credentials, since the URL is stored", async () => {
    const refused = await cli(tempDir(), "models", "add-remote", "--url", "http://me:secret@gpu-1.lab:8000/v1", "--model", "m");
    expect(refused.code).toBe(64);
    expect(refused.stderr).toMatch(/--url: the address must not hold a user name or password/);
    expect(refused.stderr).not.toContain("secret");
  });
});
