import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../../../src-main/server/cli/main.ts";
import { CLI_HINTS } from "../../../src-main/server/cli/errorHints.ts";
import { ModelNotFoundError } from "../../../src-main/core/llm/errors/ModelNotFoundError.ts";
import { PreviousDownloadMismatchError } from "../../../src-main/core/llm/errors/PreviousDownloadMismatchError.ts";
import { describeNetworkError } from "../../../src-main/core/llm/models/describeNetworkError.ts";
import { REPO_ROOT } from "../../support/runCliProcess.ts";
import { tempDir } from "../../support/tempDir.ts";

async function run(argv: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await runCli(argv, { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), env: {} });
  return { code, stdout, stderr };
}

describe("command-line hints after an error", () => {
  it("follow the core's message on the command line, and stay out of the message itself", async () => {
    const result = await run(["--data-dir", tempDir(), "models", "info", "999"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`distillate: There is no model with id 999 in this library (it may have been removed).\n${CLI_HINTS["ModelNotFoundError"]}\n`);
    expect(result.stderr).toContain('"distillate models list"');
  });

  it("are left out of --json output, which keeps its {name, message} shape", async () => {
    const result = await run(["--data-dir", tempDir(), "--json", "models", "info", "999"]);
    expect(JSON.parse(result.stderr)).toEqual({ error: { name: "ModelNotFoundError", message: "There is no model with id 999 in this library (it may have been removed)." } });
  });

  it("are never in the messages of the models' errors, which the desktop app shows too", () => {
    const offline = Object.assign(new TypeError("fetch failed"), { cause: { code: "ENOTFOUND" } });
    for (const message of [
      new ModelNotFoundError(3).message,
      new PreviousDownloadMismatchError("hf:user/repo/m.gguf", 3, "a".repeat(64), "b".repeat(64)).message,
      describeNetworkError("huggingface.co", offline),
    ]) {
      expect(message).not.toMatch(/distillate |--[a-z]/);
    }
  });

  it("are keyed by the name of an error the code really throws", () => {
    const sources = fs.readdirSync(path.join(REPO_ROOT, "src-main"), { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".ts"));
    const text = sources.map((file) => fs.readFileSync(path.join(REPO_ROOT, "src-main", file), "utf8")).join("\n");
    // `name: string = "..."` where a subclass overrides it (TruncatedGgufError extends CorruptGgufError).
    for (const name of Object.keys(CLI_HINTS)) expect(text, name).toMatch(new RegExp(`name(?:: string)? = "${name}"`));
  });
});
