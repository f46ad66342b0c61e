// Honest run outcomes on the suite's tiny model (real inference): a run that made nothing says
// so and why for each item, a failure that cannot pass on a retry fails at once, a paper-level
// item shows its output growing, and "retry failed" with changes makes a run of its own.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RunSummarySchema } from "../../src-main/contract/pipeline.ts";
import { EmptyItemSchema } from "../../src-main/contract/runChecks.ts";
import { RunProgressSchema } from "../../src-main/contract/runProgress.ts";
import { createCore, type Core } from "../../src-main/core/createCore.ts";
import { runCli } from "../../src-main/server/cli/main.ts";
import { writeGeneratedPdfs } from "../support/generatedPdfs.ts";
import { TEST_THREADS, writeTinyModel } from "../support/llmFixtures.ts";
import { tempDirForSuite } from "../support/tempDir.ts";
import { collectEvents, runEnded, runProgress, type CollectedEvents } from "./support/collectEvents.ts";
import { withSuiteInstallSecret } from "../support/suiteInstallSecret.ts";

let dir: string;
let dataDir: string;
let core: Core;
let model: string;
let events: CollectedEvents;
let paperId: number;

/** The CLI in this process, as a user types it (threads come from the stored settings: 1). */
async function cli(...argv: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await runCli([...argv, "--data-dir", dataDir], { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), env: {} });
  return { code, stdout, stderr };
}

beforeAll(async () => {
  dir = tempDirForSuite();
  dataDir = path.join(dir, "data");
  const pdfs = await writeGeneratedPdfs(path.join(dir, "pdfs"));
  model = writeTinyModel(dir, "tiny.gguf", { contextLength: 8192 });
  core = createCore(withSuiteInstallSecret({ dataDir, llm: { backend: "cpu", threads: TEST_THREADS } }));
  await core.services.settings.update({ runtime: { threads: TEST_THREADS, backend: "cpu" } });
  const [imported] = await core.services.imports.importPapers([pdfs.twoColumn]);
  paperId = imported!.paperId!;
  events = collectEvents(core.events);
}, 300_000);

afterAll(async () => {
  events?.stop();
  await core?.closeAsync();
});

describe("a run that yields nothing", () => {
  it("ends as 'completed, no accepted QAs', and `runs N --json` gives each item's reason", async () => {
    // No synthesis record: that item stores conditions, not QAs, and this run is about QAs.
    const settings = JSON.stringify({ hop: "multi", factual: 1, reasoning: 1, trueFalse: 1, synthesis: false });
    const generated = await cli("generate", "--strategy", "retchem", "--model", model, "--lanes", "1", "--no-perplexity-shift", "--settings", settings, "--json");
    expect(generated.stderr).not.toMatch(/cannot run/);
    const [planned, final] = generated.stdout.trim().split("\n").map((line) => JSON.parse(line));
    expect(RunProgressSchema.parse(final)).toMatchObject({ status: "completed", outcome: "completed-no-qas", qas: 0, done: 3, percent: 100 });
    expect(generated.code).toBe(2); // completed, but nothing made

    const shown = await cli("runs", String(planned.runId), "--json");
    const run = JSON.parse(shown.stdout);
    expect(RunSummarySchema.passthrough().parse(run)).toMatchObject({ outcome: "completed-no-qas", qas: { total: 0 } });
    const empty = run.emptyItems.map((item: unknown) => EmptyItemSchema.parse(item));
    expect(empty.map((item: { label: string }) => item.label).sort()).toEqual(["Factual questions (multi-hop)", "Reasoning questions (multi-hop)", "True-or-false questions (multi-hop)"]);
    for (const item of empty) {
      expect(item.status).toBe("done");
      expect(item.reason).not.toBeNull();
      expect(["multi-hop-check", "placeholders"]).toContain(item.reason.code);
      expect(item.paperName.length).toBeGreaterThan(0);
    }
    // The multi-hop check gives its numbers: how many cited paragraphs added to the answer, and how many are required.
    const hop = empty.find((item: { reason: { code: string } }) => item.reason.code === "multi-hop-check");
    if (hop) expect(hop.reason.message).toMatch(/rejected by the multi-hop check \((at most )?\d+ cited paragraphs? adding something of (its|their) own, 2 required\)/);

    const text = await cli("runs", String(planned.runId));
    expect(text.stdout).toMatch(/Completed, no accepted QAs — No accepted QAs: all 3 items ran but none yielded a QA/);
    expect(text.stdout).toMatch(/^ {5}0 accepted · 0 rejected · 0 to review$/m);
    expect(text.stdout).toMatch(/— Factual questions \(multi-hop\): no QAs: /);
  });
});

describe("checks before a run", () => {
  it("says a 512-token context cannot hold a paper-level prompt, with the numbers and a context that would", async () => {
    const { runs } = core.services;
    const small = await runs.checkRun({ strategy: "sciqag", model, paperIds: [paperId], contextSize: 512 });
    expect(small.tokenCounts).toBe("model"); // the model's own tokenizer, loaded without its weights
    expect(small.contextSize).toBe(512);
    const blocker = small.blockers.find((b) => b.code === "paper-does-not-fit");
    expect(blocker).toMatchObject({ paperId });
    expect(blocker!.message).toMatch(/context \(512 tokens\) is too small for a paper-level prompt: 256 tokens are kept for the answer and [\d,]+ for the instructions, leaving 0 for the paper \(at least 256 needed\)/);
    const needed = Number(/Set "Context size" to at least ([\d,]+) tokens/.exec(blocker!.fix)![1]!.replace(/,/g, ""));
    expect(needed).toBeGreaterThan(512);
    // Following the advice removes the blocker (the paper may still be shortened: a warning).
    const fixed = await runs.checkRun({ strategy: "sciqag", model, paperIds: [paperId], contextSize: needed });
    expect(fixed.blockers).toEqual([]);
    expect(fixed.warnings.find((w) => w.code === "paper-shortened")?.message).toMatch(/would be shortened to fit the [\d,]+-token context: [\d,]+ of its [\d,]+ tokens fit \(\d+%\)/);
    // The model's facts: no chat template, and (a guess) not instruction-tuned.
    expect(fixed.warnings.map((w) => w.code)).toEqual(expect.arrayContaining(["no-chat-template", "not-instruction-tuned"]));
    expect(fixed.warnings.find((w) => w.code === "not-instruction-tuned")!.message).toMatch(/a guess/);
  });

  it("advises lowering Output tokens only when that helps, with a value that removes the blocker", async () => {
    const { runs } = core.services;
    // A model trained for 3,072 tokens: SciQAG's default answer room (half of it) leaves too little.
    const short = writeTinyModel(dir, "short.gguf", { contextLength: 3072 });
    const blocked = await runs.checkRun({ strategy: "sciqag", model: short, paperIds: [paperId] });
    const fix = blocked.blockers.find((b) => b.code === "paper-does-not-fit")!.fix;
    expect(fix).toMatch(/lower "Output tokens" to [\d,]+ or fewer \(with the context at 3,072 tokens\)/);
    const room = Number(/lower "Output tokens" to ([\d,]+)/.exec(fix)![1]!.replace(/,/g, ""));
    const fixed = await runs.checkRun({ strategy: "sciqag", model: short, paperIds: [paperId], settings: { maxTokens: room } });
    expect(fixed.blockers).toEqual([]);
    // At 2,048 tokens the instructions and the paper's title and abstract leave no room for an
    // answer: lowering it cannot help, and the advice no longer offers it (round 36 found it
    // offered with the setting at its minimum).
    const tiny = writeTinyModel(dir, "tiny-2k.gguf", { contextLength: 2048 });
    const hopeless = await runs.checkRun({ strategy: "sciqag", model: tiny, paperIds: [paperId], settings: { maxTokens: 256 } });
    const advice = hopeless.blockers.find((b) => b.code === "paper-does-not-fit")!.fix;
    expect(advice).toBe(`This model's context (at most 2,048 tokens) cannot hold the instructions and a useful part of this paper, even with "Output tokens" at its least (256): pick a model with a longer context.`);
  });

  it("says which ChemLit-QA chunk prompt does not fit, and refuses unknown settings by name", async () => {
    const { runs } = core.services;
    const check = await runs.checkRun({ strategy: "chemlit", model, paperIds: [paperId], contextSize: 512 });
    expect(check.blockers.find((b) => b.code === "chunk-does-not-fit")?.message).toMatch(/the prompt for (?:chunk \d+ of \d+|the multi-hop item on chunks \d+ and \d+ of \d+) takes [\d,]+ tokens and [\d,]+ are kept for the answer, more than the 512-token context holds/);
    await expect(runs.checkRun({ strategy: "retchem", model, settings: { hops: "multi" } })).rejects.toMatchObject({
      name: "InvalidStrategySettingsError",
      message: expect.stringMatching(/there is no setting "hops" \(did you mean hop\?\); its settings are hop, factual, reasoning/),
    });
  });
});

describe("failures and retries", () => {
  it("fails an item that cannot fit the context after one attempt, and a retry with a larger context and another model makes a linked run", async () => {
    const { runs } = core.services;
    const settings = { qaPerPaper: 3, temperature: 0 };
    const failed = await runs.generate({ strategy: "sciqag", model, paperIds: [paperId], lanes: 1, perplexityShift: false, contextSize: 2048, maxAttempts: 3, settings });
    expect(failed).toMatchObject({ status: "failed", outcome: "failed", failed: 1, lastError: { name: "ContextTooSmallError" } });
    const [item] = await runs.emptyItems(failed.runId);
    expect(item).toMatchObject({ status: "failed", attempts: 1, label: "Whole paper", error: { name: "ContextTooSmallError" } });
    // The error names the fields as the run form shows them.
    expect(item!.error!.message).toMatch(/Raise "Context size", or lower "Output tokens"/);
    const before = await runs.getRun(failed.runId);
    expect(before.contextSizeUsed).toBe(2048);

    // Without changes the items run again in place (and fail the same way at once).
    const inPlace = await runs.retryRun(failed.runId);
    expect(inPlace).toMatchObject({ runId: failed.runId, items: 1, inPlace: true });
    await events.next((e) => runEnded(failed.runId)(e) && runProgress(events.all, failed.runId).filter((p) => p.status !== "running").length >= 1);

    // Another model file (other weights, so another sha256) and a larger context: a new run over the failed item.
    const other = await core.services.models.add(writeTinyModel(dir, "tiny-other.gguf", { contextLength: 8192, seed: 7 }), { waitForHash: true });
    const retried = await runs.retryRun(failed.runId, { model: String(other.model.id), contextSize: 8192 });
    expect(retried).toMatchObject({ inPlace: false, items: 1 });
    expect(retried.runId).not.toBe(failed.runId);
    const end = await events.next(runEnded(retried.runId));
    expect(end).toMatchObject({ progress: { status: "completed" } });
    const linked = await runs.getRun(retried.runId);
    expect(linked).toMatchObject({ retryOf: failed.runId, model: { name: "tiny-other" }, contextSizeUsed: 8192, items: { done: 1 } });
    expect(linked.model.sha256).not.toBe(before.model.sha256);
    expect((await runs.getRun(failed.runId)).retriedBy).toEqual([retried.runId]);

    // The paper-level item showed its output growing while it ran: tokens, a percentage and a moving bar before it finished.
    const writing = runProgress(events.all, retried.runId).filter((p) => p.status === "running" && p.done === 0 && p.inFlight.length === 1 && p.inFlight[0]!.tokens > 0);
    expect(writing.length).toBeGreaterThan(1);
    expect(writing[0]!.inFlight[0]).toMatchObject({ label: "Whole paper", paperId });
    expect(writing.at(-1)!.inFlight[0]!.tokens).toBeGreaterThan(writing[0]!.inFlight[0]!.tokens);
    expect(writing.at(-1)!.percent).toBeGreaterThan(0);
    expect(writing.some((p) => p.etaSeconds !== null)).toBe(true);
  });
});
