import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { runCliProcess } from "../../support/runCliProcess.ts";
import { SHARED_PAPERS_MORE, sharedAvailable } from "../../support/sharedFixtures.ts";
import { writeTinyModel } from "../../support/llmFixtures.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";

// `distillate evaluate` with a judge whose context cannot hold the shared meta-analysis's title
// and abstract beside the judge's instructions and its answer. The judge's answer room is no
// setting of any form or command, so the failure must not send the user to lower a "Judge output
// tokens" that does not exist: it names the context a judge model needs, and a model trained for
// that context judges the same QA.

const PAPER = path.join(SHARED_PAPERS_MORE, "66-ctla4-ms-metaanalysis-openmed2016.pdf");
const available = sharedAvailable(SHARED_PAPERS_MORE);

describe.skipIf(!available)("distillate evaluate with a judge whose context is too small (child process)", () => {
  let dir: string;
  let dataDir: string;
  const cli = (...args: string[]) => runCliProcess([...args, "--data-dir", dataDir]);

  beforeAll(() => {
    dir = tempDirForSuite();
    dataDir = path.join(dir, "data");
    const imported = cli("import", PAPER);
    expect(imported.code, imported.stderr).toBe(0);
    const qas = path.join(dir, "qas.jsonl");
    fs.writeFileSync(qas, `${JSON.stringify({ question: "How many MS patients did Masterman et al. genotype in Sweden?", answer: "374" })}\n`);
    const stored = cli("import-qas", qas, "--paper", "1");
    expect(stored.code, stored.stderr).toBe(0);
  });

  it("names the context a judge model needs, never a setting the user cannot find, and a judge that long gets past it", () => {
    const small = writeTinyModel(dir, "judge-1024.gguf", { contextLength: 1024 });
    const failed = cli("evaluate", "--papers", "1", "--judge", small);
    const said = failed.stdout + failed.stderr;
    expect(said).toMatch(/1 could not be judged; last error: The model's context \(1,024 tokens\) is too small for a paper-level prompt/);
    expect(said).not.toMatch(/Judge output tokens|Raise "Context size"/);
    const advice = /The answer's 512 tokens cannot be lowered, so only a longer context helps: pick a model that takes at least ([\d,]+) tokens\./.exec(said);
    expect(advice, said).not.toBeNull();
    const needed = Number(advice![1]!.replace(/,/g, ""));
    expect(needed).toBeGreaterThan(1024);

    // Following the advice: a judge trained for that many tokens fits the paper.
    const enough = writeTinyModel(dir, "judge-enough.gguf", { contextLength: needed });
    const judged = cli("evaluate", "--papers", "1", "--judge", enough);
    expect(judged.code, judged.stderr).toBe(0);
    expect(judged.stdout + judged.stderr).not.toMatch(/too small for a paper-level prompt/);
    expect(judged.stdout).toMatch(/judged 1 of 1 QAs/);
    // A paper-level prompt takes thousands of tokens, grouped as the run summaries group them.
    expect(judged.stdout).toMatch(/ {2}tokens: \d{1,3}(?:,\d{3})+ prompt, [\d,]+ evaluated/);
  });
});
