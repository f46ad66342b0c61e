import { describe, expect, it } from "vitest";
import { describeStrategies } from "../../../src-main/core/pipeline/describeStrategies.ts";
import { runSettingRows } from "../../../src-renderer/src/features/runs/runSettings.ts";

const sciqag = describeStrategies().find((s) => s.name === "sciqag")!;

describe("a run's settings as the run view lists them", () => {
  const settings = {
    qaPerPaper: 10,
    keyphrases: 20,
    maxEvidence: 3,
    maxTokens: 3072,
    temperature: null,
  };
  const engine = { lanes: 2, contextSize: 8192, temperature: 0, perplexityShift: true, perplexityShiftThreshold: 0, maxAttempts: 3, contextSizeUsed: 2048 };

  it("uses the form's labels, shows one temperature, and the context the model really got", () => {
    const rows = runSettingRows({ settings, engine, seed: 4, contextSizeUsed: 2048 }, sciqag.settings);
    expect(rows).toEqual([
      { label: "QAs per paper", value: "10" },
      { label: "Keyphrases", value: "20" },
      { label: "Evidence sentences", value: "3" },
      { label: "Output tokens", value: "3,072" },
      { label: "Temperature", value: "0 (the run default)" },
      { label: "Context size", value: "2,048 tokens (asked: 8,192 tokens)" },
      { label: "Lanes", value: "2" },
      { label: "Seed", value: "4" },
      { label: "Perplexity-shift scoring", value: "on" },
      { label: "Perplexity-shift pass mark", value: "0" },
      { label: "Attempts per item", value: "3" },
    ]);
    // No internal key reaches the screen.
    const keys = [...Object.keys(settings), ...Object.keys(engine)];
    for (const row of rows) expect(keys).not.toContain(row.label);
  });

  it("names the model that scored the perplexity shift, and why the generator did when a judge was named", () => {
    const scored = runSettingRows({ settings, engine: { ...engine, dsePerScorer: "judge-7b" }, seed: 4, contextSizeUsed: 2048 }, sciqag.settings);
    expect(scored.find((r) => r.label === "Perplexity shift scored by")).toEqual({ label: "Perplexity shift scored by", value: "judge-7b" });
    const note = "the judge model judge-7b did not fit in memory beside the generator, so the generator scored the answers";
    const fallback = runSettingRows({ settings, engine: { ...engine, dsePerScorer: "writer", dsePerScorerNote: note }, seed: 4, contextSizeUsed: 2048 }, sciqag.settings);
    expect(fallback.find((r) => r.label === "Perplexity shift scored by")!.value).toBe(`writer (${note})`);
    const off = runSettingRows({ settings, engine: { ...engine, perplexityShift: false, dsePerScorer: "writer" }, seed: 4, contextSizeUsed: 2048 }, sciqag.settings);
    expect(off.some((r) => r.label === "Perplexity shift scored by")).toBe(false);
  });

  it("says what the run-level filters did, or that they did not run without a judge", () => {
    const note = "Faithfulness and relevancy (below the run's mean − 0.5 sd fails): not run, because the run has no judge model (set one to score them)";
    const rows = runSettingRows({ settings, engine: { ...engine, runFilters: note }, seed: 4, contextSizeUsed: 2048 }, sciqag.settings);
    expect(rows.at(-1)).toEqual({ label: "Run-level filters", value: note });
    expect(runSettingRows({ settings, engine, seed: 4, contextSizeUsed: 2048 }, sciqag.settings).some((r) => r.label === "Run-level filters")).toBe(false);
  });

  it("says where a remote model was served and that the perplexity shift could not run on a server without log-probabilities", () => {
    const note = "tiny gives no log-probabilities on its backend (its server returns no prompt log-probabilities), so the perplexity-shift filter did not run";
    const remoteModel = { model: "Qwen/Qwen2.5-7B-Instruct", endpoints: ["http://gpu-1:8000/v1"], tokenCounting: "estimate", scoring: false, reported: [] };
    const rows = runSettingRows({ settings, engine: { ...engine, dsePerScorerNote: note, remoteModel }, seed: 4, contextSizeUsed: 2048 }, sciqag.settings);
    expect(rows.find((r) => r.label === "Perplexity shift")).toEqual({ label: "Perplexity shift", value: `did not run: ${note}` });
    expect(rows.find((r) => r.label === "Served by")).toEqual({ label: "Served by", value: "Qwen/Qwen2.5-7B-Instruct at http://gpu-1:8000/v1 (token counts estimated from characters)" });
  });

  it("shows the strategy's own temperature when it set one", () => {
    const rows = runSettingRows({ settings: { ...settings, temperature: 0.6 }, engine, seed: 1, contextSizeUsed: null }, sciqag.settings);
    expect(rows.filter((r) => /temperature/i.test(r.label))).toEqual([{ label: "Temperature", value: "0.6" }]);
    expect(rows.find((r) => r.label === "Context size")).toEqual({ label: "Context size", value: "8,192 tokens" });
  });
});
