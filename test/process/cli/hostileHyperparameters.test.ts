import { describe, expect, it } from "vitest";
import { runCliProcess } from "../../support/runCliProcess.ts";
import { HOSTILE_HYPERPARAMETERS, writeHostileModels } from "../../support/hostileHyperparameters.ts";
import { tempDir } from "../../support/tempDir.ts";

// On the main of issue 24 each of these ended in llama.cpp's GGML_ASSERT (exit 134) after
// `models add` had accepted the file.
const COMMANDS = (file: string) => [
  ["models", "add", file],
  ["models", "info", file],
  ["generate", "--strategy", "sciqag", "--model", file],
  ["generate-test", "--model", file, "--prompt", "Hello"],
];

/** A clean failure: exit 1, a JSON error, nothing from llama.cpp's abort. */
function failedCleanly(result: ReturnType<typeof runCliProcess>, what: string): { name: string; message: string } {
  expect(result.code, `${what}\n${result.stderr}`).toBe(1);
  expect(result.stderr, what).not.toMatch(/GGML_ASSERT|Assertion|Aborted|core dumped/);
  // generate prints the check's findings first; the error is the last line.
  return JSON.parse(result.stderr.trim().split("\n").at(-1)!).error;
}

describe("model files whose hyperparameters llama.cpp asserts on never take the CLI down (issue 24)", () => {
  it("models add, models info, generate (no papers) and generate-test refuse the four files by name", () => {
    const { hyperparameters } = writeHostileModels(tempDir());
    const dataDir = tempDir();
    for (const { name, key, value } of HOSTILE_HYPERPARAMETERS) {
      const problem = new RegExp(`its ${key.replaceAll(".", "\\.")} is ${value.toLocaleString("en-US")};`);
      for (const args of COMMANDS(hyperparameters[name])) {
        const what = `${name}: ${args.slice(0, 2).join(" ")}`;
        const error = failedCleanly(runCliProcess([...args, "--json", "--data-dir", dataDir]), what);
        // The run form's check reports it as the run's blocker; every other command as the error itself.
        expect(error.name, what).toBe(args[0] === "generate" ? "RunBlockedError" : "InvalidHyperparameterError");
        expect(error.message, what).toMatch(problem);
      }
    }
    const plain = runCliProcess(["models", "info", hyperparameters["head-count-0"], "--data-dir", dataDir]);
    expect(plain.code).toBe(1);
    expect(plain.stderr).toMatch(/^distillate: .*head-count-0\.gguf cannot be loaded: its llama\.attention\.head_count is 0; a layer with attention needs at least 1\./);
    expect(plain.stderr).not.toMatch(/^\s+at /m);
    expect(JSON.parse(runCliProcess(["models", "list", "--json", "--data-dir", dataDir]).stdout)).toEqual([]);
  });

  it("a file whose header passes but which still stops llama.cpp is tried apart: LlamaAbortError with llama.cpp's line, exit 1", () => {
    const { vocabularyLlamaStopsOn: file } = writeHostileModels(tempDir());
    const dataDir = tempDir();
    // A cache of its own, so the trial really runs (and stops) here rather than being remembered.
    const env = { XDG_CACHE_HOME: tempDir() };
    const added = runCliProcess(["models", "add", file, "--json", "--data-dir", dataDir], env);
    expect(added.code, added.stderr).toBe(0);
    for (const args of [["models", "info", "1"], ["generate-test", "--model", "1", "--prompt", "Hello"], ["generate", "--strategy", "sciqag", "--model", "1"]]) {
      const what = args.slice(0, 2).join(" ");
      const error = failedCleanly(runCliProcess([...args, "--json", "--data-dir", dataDir], env), what);
      expect(error.name, what).toBe(args[0] === "generate" ? "RunBlockedError" : "LlamaAbortError");
      expect(error.message, what).toMatch(/bert-vocabulary\.gguf stopped llama\.cpp while (sizing it for memory|reading its tokenizer) \(llama-vocab\.cpp:\d+: fatal error\)/);
    }
  });
});
