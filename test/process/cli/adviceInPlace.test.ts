import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { writeGeneratedPdfs } from "../../support/generatedPdfs.ts";
import { writeTinyModel } from "../../support/llmFixtures.ts";
import { runCliProcess } from "../../support/runCliProcess.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";

// Advice a CLI user can act on, where they are. A run's item that fails for lack of context at
// the model's largest context must not say "Raise Context size" (it cannot go higher): it says
// whether lowering the answer's room helps, and by how much, or that only a longer-context model
// will; and `runs` names the settings as the CLI takes them. `ask` without a model names the
// CLI's way to pass one, not the desktop's Models view.

describe("advice in the CLI's place (child process)", () => {
  let dir: string;
  let dataDir: string;
  const cli = (...args: string[]) => runCliProcess([...args, "--data-dir", dataDir]);
  /** The failed item's line of `runs <id>`. */
  const failedItem = (runId: string) => {
    const shown = cli("runs", runId);
    expect(shown.code, shown.stderr).toBe(0);
    return shown.stdout.split("\n").find((line) => line.includes("FAILED")) ?? shown.stdout;
  };
  const runIdOf = (stdout: string) => /run (\d+): \d+ work items planned/.exec(stdout)![1]!;

  beforeAll(async () => {
    dir = tempDirForSuite();
    dataDir = path.join(dir, "data");
    const pdfs = await writeGeneratedPdfs(path.join(dir, "pdfs"));
    const imported = cli("import", pdfs.twoColumn);
    expect(imported.code, imported.stderr).toBe(0);
  });

  it("ask without a model names the CLI's option and commands, not the desktop's Models view", () => {
    const plain = cli("ask", "What was measured?");
    expect(plain.code).not.toBe(0);
    expect(plain.stderr).toMatch(/no default model is set\. Pass --model <registry id or GGUF file>: "distillate models list" shows the registered models, "distillate models add <file>" registers one\./);
    expect(plain.stderr).not.toMatch(/under Models/);
    const json = cli("ask", "What was measured?", "--json");
    const error = JSON.parse(json.stderr.trim().split("\n").at(-1)!).error;
    expect(error.name).toBe("AskModelMissingError");
    expect(error.message).toMatch(/Pass --model/);
    expect(error.message).not.toMatch(/under Models/);
  });

  it("an item failing at the model's largest context says how far to lower the answer's room, and that value runs", () => {
    // Trained for 3,072 tokens: SciQAG's answer room as set (half the context) leaves too little of the paper.
    const short = writeTinyModel(dir, "short-3072.gguf", { contextLength: 3072 });
    const failed = cli("generate", "--strategy", "sciqag", "--model", short, "--no-perplexity-shift", "--force");
    const line = failedItem(runIdOf(failed.stdout));
    expect(line).toMatch(/FAILED after 1 attempt: The model's context \(3,072 tokens\) is too small for a paper-level prompt/);
    expect(line).not.toMatch(/Raise|"Context size"|"Output tokens"/);
    const advice = /lower "maxTokens" in --settings to ([\d,]+) or fewer \(with the context at 3,072 tokens\), or pick a model with a longer context\./.exec(line);
    expect(advice, line).not.toBeNull();
    const room = Number(advice![1]!.replace(/,/g, ""));

    // Following it: the same model and paper, the answer's room lowered to the value named, fits.
    const lowered = cli("generate", "--strategy", "sciqag", "--model", short, "--no-perplexity-shift", "--settings", JSON.stringify({ maxTokens: room, qaPerPaper: 1 }));
    expect(lowered.stdout + lowered.stderr).not.toMatch(/cannot run|too small for a paper-level prompt/);
    expect(cli("runs", runIdOf(lowered.stdout)).stdout).not.toMatch(/FAILED/);
  });

  it("when no answer room the method takes would fit, it says only a longer-context model helps", () => {
    const tiny = writeTinyModel(dir, "tiny-2048.gguf", { contextLength: 2048 });
    const failed = cli("generate", "--strategy", "sciqag", "--model", tiny, "--no-perplexity-shift", "--force", "--settings", JSON.stringify({ maxTokens: 256 }));
    const line = failedItem(runIdOf(failed.stdout));
    expect(line).toMatch(
      /The model's context \(2,048 tokens\) is too small for a paper-level prompt: .* This model's context \(at most 2,048 tokens\) cannot hold the instructions and a useful part of this paper, even with "maxTokens" in --settings at its least \(256\): pick a model with a longer context\./,
    );
    expect(line).not.toMatch(/Raise|lower/);
  });

  it("below the model's largest context, raising it is still the advice, in the CLI's flag", () => {
    const roomy = writeTinyModel(dir, "roomy-8192.gguf", { contextLength: 8192 });
    const failed = cli("generate", "--strategy", "sciqag", "--model", roomy, "--no-perplexity-shift", "--force", "--context-size", "2048");
    const line = failedItem(runIdOf(failed.stdout));
    expect(line).toMatch(/Raise --context-size, or lower "maxTokens" in --settings \(the answer is kept at most half the context\)\./);
  });
});
