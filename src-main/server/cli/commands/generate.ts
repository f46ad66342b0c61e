import { GenerateRequestSchema } from "../../../contract/pipeline.ts";
import { UsageError, type CliCommand } from "../CliCommand.ts";
import { describeProgress, parseId } from "./runFormat.ts";

export const generateCommand: CliCommand = {
  path: ["generate"],
  summary: "Generate scored QAs from papers with a local model (strategies: sciqag, chemlit, retchem).",
  options: {
    strategy: { type: "string" },
    model: { type: "string" },
    papers: { type: "string" },
    seed: { type: "string" },
    lanes: { type: "string" },
    "context-size": { type: "string" },
    settings: { type: "string" },
    "no-perplexity-shift": { type: "boolean" },
  },
  async run({ io, json, core }, values) {
    if (!values.strategy) throw new UsageError("Choose a strategy with --strategy sciqag|chemlit|retchem.");
    if (!values.model) throw new UsageError("Choose a model with --model <registry id or GGUF file>.");
    let settings: Record<string, unknown> | undefined;
    if (values.settings) {
      try {
        settings = JSON.parse(values.settings as string) as Record<string, unknown>;
      } catch {
        throw new UsageError(`--settings must be a JSON object, e.g. '{"qaPerPaper": 5}'.`);
      }
    }
    const parsed = GenerateRequestSchema.safeParse({
      strategy: values.strategy,
      model: values.model,
      paperIds: values.papers ? String(values.papers).split(",").map((id) => parseId(id.trim(), "paper id")) : undefined,
      seed: values.seed === undefined ? undefined : Number(values.seed),
      lanes: values.lanes === undefined ? undefined : Number(values.lanes),
      contextSize: values["context-size"] === undefined ? undefined : values["context-size"] === "auto" ? "auto" : Number(values["context-size"]),
      settings,
      perplexityShift: values["no-perplexity-shift"] ? false : undefined,
    });
    if (!parsed.success) throw new UsageError(parsed.error.issues.map((i) => `--${String(i.path[0] ?? "")}: ${i.message}`).join("; "));
    const abort = new AbortController();
    // Ctrl-C cancels cleanly: items in flight go back to the queue and `resume` finishes the run.
    const onSignal = () => abort.abort(new Error("cancelled by the user"));
    process.once("SIGINT", onSignal);
    try {
      const final = await core().services.pipeline.generate(parsed.data, {
        signal: abort.signal,
        onPlanned: ({ runId, items }) => (json ? io.stdout(JSON.stringify({ runId, items }) + "\n") : io.stdout(`run ${runId}: ${items} work items planned\n`)),
        onProgress: (p) => io.stderr(describeProgress(p) + "\n"),
      });
      if (json) io.stdout(JSON.stringify(final) + "\n");
      else io.stdout(`run ${final.runId} ${final.status}: ${final.qas} QAs, ${final.done} items done, ${final.failed} failed\n`);
      return final.status === "completed" ? 0 : 1;
    } finally {
      process.off("SIGINT", onSignal);
    }
  },
};
