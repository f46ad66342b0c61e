import { describe, expect, it } from "vitest";
import { strategies } from "../../../src-main/core/pipeline/strategies/index.ts";
import { commands } from "../../../src-main/server/cli/commands/index.ts";
import { runCli } from "../../../src-main/server/cli/main.ts";

async function help(words: string[]): Promise<string> {
  let stdout = "";
  let stderr = "";
  const code = await runCli([...words, "--help"], { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), env: {} });
  expect(stderr).toBe("");
  expect(code).toBe(0);
  return stdout;
}

describe("every command's --help", () => {
  it("generate --help names every strategy of the registry, each with what it writes", async () => {
    const text = await help(["generate"]);
    for (const strategy of Object.values(strategies)) {
      // Listed by name beside its label, on a line of its own.
      expect(text).toMatch(new RegExp(`^\\s+${strategy.name}\\s+${strategy.label.replace(/[()]/g, "\\$&")}: \\S`, "m"));
    }
  });

  for (const command of commands) {
    const name = command.path.join(" ");
    it(`${name}: one line per option saying what it does and its default`, async () => {
      const text = await help(command.path);
      for (const option of [...Object.keys(command.options ?? {}), "data-dir", "json", "help"]) {
        const line = text.split("\n").find((l) => new RegExp(`^\\s+(-\\w, )?--${option}\\b`).test(l));
        expect(line, `--${option} has no line of its own in "distillate ${name} --help"`).toBeDefined();
        // The flag, then words on what it does, then "(default: ...)" or "(required...)".
        const [, said, after] = /^\s+\S.*?\s{2,}(.+?) \((default: .+|required.*)\)$/.exec(line!) ?? [];
        expect(said, `--${option} says nothing about what it does: "${line}"`).toMatch(/\w{3,}/);
        expect(after, `--${option} gives no default: "${line}"`).toBeTruthy();
      }
    });
  }
});
