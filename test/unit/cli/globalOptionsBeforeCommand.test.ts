import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../../../src-main/server/cli/main.ts";
import { tempDir } from "../../support/tempDir.ts";

async function run(argv: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await runCli(argv, { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), env: {} });
  return { code, stdout, stderr };
}

describe("global options before the command words", () => {
  it("skips the value of --data-dir when looking for the command", async () => {
    const dataDir = tempDir();
    const result = await run(["--data-dir", dataDir, "db", "info", "--json"]);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).path).toBe(path.join(dataDir, "library.sqlite"));
    // The `=` form, and a two-word command after it.
    expect((await run([`--data-dir=${dataDir}`, "--json", "models", "list"])).stdout.trim()).toBe("[]");
  });

  it("names the real unknown command, not the option's value", async () => {
    const result = await run(["--data-dir", tempDir(), "frobnicate"]);
    expect(result.code).toBe(64);
    expect(result.stderr).toMatch(/Unknown command "frobnicate"/);
  });

  it("names a group's commands when its first word comes alone or with a word it does not take", async () => {
    const alone = await run(["--data-dir", tempDir(), "models"]);
    expect(alone.code).toBe(64);
    expect(alone.stderr).toMatch(/^distillate: "models" needs a command after it: list, add, add-demo, .* or catalog \(e\.g\. "distillate models list"\)\.$/m);
    expect(alone.stderr).not.toMatch(/Unknown command/);
    const wrong = await run(["--data-dir", tempDir(), "db", "infos"]);
    expect(wrong.code).toBe(64);
    expect(wrong.stderr).toMatch(/Unknown command "db infos": "db" takes info\./);
  });
});
