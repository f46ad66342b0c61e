import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CorruptGgufError } from "../../src-main/core/llm/errors/CorruptGgufError.ts";
import { checkGgufFile } from "../../src-main/core/llm/gguf/checkGgufFile.ts";
import type { TrialRequest } from "../../src-main/core/llm/trials/trialProtocol.ts";
import { hyperparameterMutants } from "../support/hyperparameterMutants.ts";
import { STORIES_260K, TINY_RANDOM_BERT, writeTinyModel } from "../support/llmFixtures.ts";
import { rehearseInChildren } from "../support/rehearseInChildren.ts";
import { seededRandom } from "../support/seededRandom.ts";
import { tempDir } from "../support/tempDir.ts";

/**
 * Mutants that pass the check and are loaded (in child processes) per model in the suite; all of
 * them with DISTILLATE_FUZZ_FULL=1. The check itself sees every mutant either way.
 */
const LOADED_PER_MODEL = process.env.DISTILLATE_FUZZ_FULL === "1" ? Number.POSITIVE_INFINITY : 12;

const BASES = [
  { name: "demo tiny llama", file: () => writeTinyModel(tempDir()), use: "generation" },
  { name: "stories260K", file: () => STORIES_260K, use: "generation" },
  { name: "tiny-random-bert", file: () => TINY_RANDOM_BERT, use: "embedding" },
] as const;

describe("hyperparameter fuzz: mutants of real headers are refused by name or load, never abort", () => {
  for (const base of BASES) {
    it.runIf(base.name.startsWith("demo") || fs.existsSync(base.file()))(`${base.name}: every mutant passes the check or is refused with a named error; the passing ones load and run in a child without an abort`, async () => {
      const dir = tempDir();
      const mutants = hyperparameterMutants(fs.readFileSync(base.file()));
      const passed: { label: string; file: string }[] = [];
      let refused = 0;
      for (const [index, mutant] of mutants.entries()) {
        const file = path.join(dir, `mutant-${index}.gguf`);
        fs.writeFileSync(file, mutant.bytes());
        try {
          await checkGgufFile(file);
          passed.push({ label: mutant.label, file });
        } catch (error) {
          // InvalidHyperparameterError is a CorruptGgufError; anything else is a failure of the check.
          expect(error, mutant.label).toBeInstanceOf(CorruptGgufError);
          refused++;
          fs.rmSync(file);
        }
      }
      expect(refused).toBeGreaterThan(0);
      const random = seededRandom(24);
      const sample = passed.map((p) => ({ p, key: random() })).sort((a, b) => a.key - b.key).slice(0, LOADED_PER_MODEL).map(({ p }) => p);
      const requests: TrialRequest[] = sample.map(({ file }) => ({ file, use: base.use, backend: "cpu", gpuLayers: "auto" }));
      const results = await rehearseInChildren(requests);
      const aborted = results.map((result, i) => `${sample[i]!.label}: ${result}`).filter((line) => /: (aborted|lost)/.test(line));
      expect(aborted, "mutants that passed the check and still stopped llama.cpp").toEqual([]);
      // Most of what passes loads and runs; the rest fail cleanly (llama.cpp's own shape checks).
      expect(results.filter((r) => r === "loaded").length, results.join("\n")).toBeGreaterThan(0);
      console.log(`${base.name}: ${mutants.length} mutants, ${refused} refused by the check, ${passed.length} passed it, ${sample.length} loaded in children: ${results.filter((r) => r === "loaded").length} ran, ${results.filter((r) => r.startsWith("threw")).length} failed cleanly`);
    });
  }
});
