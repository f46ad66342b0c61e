import { EvaluateRequestSchema, type JudgeProgress } from "../../../contract/judge.ts";
import { defineCommand, defineOptions, UsageError } from "../CliCommand.ts";
import { numberText, positiveId, positiveIds } from "../optionParsers.ts";
import { parseRequest } from "../requestOptions.ts";
import { onStopSignal } from "../stopSignals.ts";

function describeJudging(p: JudgeProgress): string {
  // Grouped as the run summaries group theirs ("12,964 prompt"): a judge reads thousands of tokens.
  const n = (value: number) => value.toLocaleString("en-US");
  const lines = [
    `judge ${p.judge.name} (sha256 ${p.judge.sha256.slice(0, 12)}): ${p.status}`,
    `  judged ${p.done} of ${p.total} QAs${p.alreadyJudged > 0 ? `; ${p.alreadyJudged} judged earlier by this model were not judged again (only their verdicts follow your thresholds)` : ""}`,
    `  ${p.belowThreshold} fell below your minimum on some criterion and are now rejected`,
    `  tokens: ${n(p.tokens.prompt)} prompt, ${n(p.tokens.evaluated)} evaluated (the rest reused from the paper's prefix), ${n(p.tokens.generated)} written`,
  ];
  if (p.failed > 0) lines.push(`  ${p.failed} could not be judged${p.lastError ? `; last error: ${p.lastError.message}` : ""}`);
  return lines.join("\n") + "\n";
}

const options = defineOptions({
  judge: { type: "string", value: "<id|file.gguf>", help: "the judge model: a registry id or a GGUF file", default: "required", fills: "judgeModel" },
  run: { type: "string", value: "<runId>", help: "judge the QAs of this run", default: "required unless --papers", fills: "runId", parse: positiveId("run id") },
  papers: { type: "string", value: "<id,id...>", help: "judge the QAs of these papers instead", default: "required unless --run", fills: "paperIds", parse: positiveIds("paper id") },
  lanes: { type: "string", value: "<n>", help: "QAs judged at once, each on its own context sequence", default: "2", fills: "lanes", parse: numberText },
});

export const evaluateCommand = defineCommand({
  path: ["evaluate"],
  summary: "Judge existing QAs with a judge model on the RACAR criteria (--run N or --papers 1,2 with --judge MODEL); resumable.",
  options,
  async run({ io, json, core }, values) {
    if (!values.judge) throw new UsageError("Choose the judge with --judge <registry id or GGUF file>.");
    if ((values.run === undefined) === (values.papers === undefined)) throw new UsageError("Say which QAs to judge with either --run N or --papers 1,2.");
    // The QAs of Review's selection (qaIds) have no option here: the CLI selects by run or papers.
    const request = parseRequest(EvaluateRequestSchema, options, values, { fieldWords: { qaIds: "the QA ids" } });
    const abort = new AbortController();
    // Ctrl-C stops after the QAs being judged; every stored judgement stays and a new `evaluate` goes on.
    const onSignal = () => abort.abort(new Error("stopped by the user"));
    const release = onStopSignal(onSignal);
    try {
      let last = 0;
      const final = await core().services.judge.evaluate(request, {
        signal: abort.signal,
        onProgress: (p) => {
          if (json || p.status !== "running" || p.done + p.failed === last) return;
          last = p.done + p.failed;
          io.stderr(`judged ${p.done} of ${p.total}${p.failed ? ` (${p.failed} failed)` : ""}\n`);
        },
      });
      io.stdout(json ? JSON.stringify(final) + "\n" : describeJudging(final));
      return final.status === "completed" ? 0 : 1;
    } finally {
      release();
    }
  },
});
