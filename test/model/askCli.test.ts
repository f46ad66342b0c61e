// `distillate ask` in child processes, as a shell runs it, on the suite's tiny model (one thread):
// --json gives the answer, its citations and the passages in rank order with their scores;
// --retrieve-only needs no model; bad input gets a clear message and a failing exit code.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AskAnswerSchema } from "../../src-main/contract/ask.ts";
import { RetrievalSchema } from "../../src-main/contract/askRetrieval.ts";
import { createCore } from "../../src-main/core/createCore.ts";
import { writeGeneratedPdfs } from "../support/generatedPdfs.ts";
import { TEST_THREADS, writeTinyModel } from "../support/llmFixtures.ts";
import { runCliProcess } from "../support/runCliProcess.ts";
import { tempDir } from "../support/tempDir.ts";
import { withSuiteInstallSecret } from "../support/suiteInstallSecret.ts";

const QUESTION = "How does the activation energy of the zirconia films change with their thickness?";

describe("distillate ask", () => {
  it("answers with --json: the answer, its citations and the passages in rank order with their scores", async () => {
    const dir = tempDir();
    const pdfs = await writeGeneratedPdfs(path.join(dir, "pdfs"));
    const model = writeTinyModel(dir, "tiny.gguf", { contextLength: 8192 });
    const dataDir = path.join(dir, "data");
    const setup = createCore(withSuiteInstallSecret({ dataDir }));
    await setup.services.settings.update({ runtime: { threads: TEST_THREADS, backend: "cpu" } });
    setup.close();
    const env = { DISTILLATE_DATA_DIR: dataDir };

    // Nothing to ask yet: said plainly, with what to do.
    const empty = runCliProcess(["ask", QUESTION, "--model", model], env);
    expect(empty.code).not.toBe(0);
    expect(empty.stderr).toMatch(/no papers in the library to answer from yet/);
    expect(empty.stderr).toMatch(/distillate import/);

    expect(runCliProcess(["import", pdfs.twoColumn, pdfs.lineNumbered, "--json"], env).code).toBe(0);
    const asked = runCliProcess(["ask", QUESTION, "--model", model, "--passages", "3", "--json"], env);
    expect(asked.code, asked.stderr).toBe(0);
    const answer = AskAnswerSchema.parse(JSON.parse(asked.stdout));
    expect(answer.question).toBe(QUESTION);
    expect(["answered", "refused"]).toContain(answer.outcome);
    const passages = answer.retrieval.passages;
    expect(passages.length).toBeGreaterThan(0);
    expect(passages.map((p) => p.rank)).toEqual(passages.map((_, i) => i + 1));
    for (let i = 1; i < passages.length; i++) expect(passages[i]!.score).toBeLessThanOrEqual(passages[i - 1]!.score);
    expect(passages[0]!.scores.library).toBeGreaterThan(0);
    for (const c of answer.citations) expect(passages.find((p) => p.passageId === c.passageId)!.text.slice(c.start, c.end)).toBe(c.quote);

    // Text mode: the cited answer (or the refusal) on stdout, the search and the live text on stderr.
    const text = runCliProcess(["ask", QUESTION, "--model", model, "--temperature", "1", "--seed", "5", "--passages", "2"], env);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stderr).toMatch(/Searched 2 papers in \d+ ms: \d+ passages found, the best \d+ given to the model\./);
    expect(text.stdout).toMatch(/\[1\] .+, p\.\d+: ".+"|do not answer this question/);

    const retrieved = runCliProcess(["ask", QUESTION, "--retrieve-only", "--json"], env);
    expect(retrieved.code).toBe(0);
    expect(RetrievalSchema.parse(JSON.parse(retrieved.stdout)).passages[0]!.passageId).toBe(passages[0]!.passageId);

    const blank = runCliProcess(["ask", "   ", "--model", model], env);
    expect(blank.code).not.toBe(0);
    expect(blank.stderr).toMatch(/Type a question to ask your papers/);
    const noModel = runCliProcess(["ask", QUESTION, "--json"], env);
    expect(noModel.code).not.toBe(0);
    expect(JSON.parse(noModel.stderr.trim().split("\n").at(-1)!)).toMatchObject({ error: { name: "AskModelMissingError" } });
    const tooSmall = runCliProcess(["ask", QUESTION, "--model", writeTinyModel(dir, "small.gguf", { contextLength: 256 })], env);
    expect(tooSmall.code).not.toBe(0);
    expect(tooSmall.stderr).toMatch(/cannot read even the best passage/);
    expect(runCliProcess(["ask"], env).code).toBe(64);
  });
});
