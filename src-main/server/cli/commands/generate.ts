import { GenerateRequestSchema } from "../../../contract/pipeline.ts";
import { RUN_OPTIONS_SCHEMA, type RunOptionKey } from "../../../contract/runOptions.ts";
import { TABLE_QUESTIONS_KEY } from "../../../contract/tableQuestions.ts";
import { strategies } from "../../../core/pipeline/strategies/index.ts";
import { UsageError, type CliCommand } from "../CliCommand.ts";
import { RunBlockedError } from "../RunBlockedError.ts";
import { describeCheck, describeFinal, exitCodeFor, parseId, progressPrinter } from "./runFormat.ts";
import { onStopSignal } from "../stopSignals.ts";

/** `--settings '{...}'` as an object, or a usage error. */
export function parseSettingsOption(value: unknown): Record<string, unknown> | undefined {
  if (value === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value as string);
  } catch {
    throw new UsageError(`--settings must be a JSON object, e.g. '{"qaPerPaper": 5}'.`);
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) throw new UsageError(`--settings must be a JSON object, e.g. '{"qaPerPaper": 5}'.`);
  return parsed as Record<string, unknown>;
}

/** The settings with the "Questions from tables" option turned on when `--table-questions` is given. */
function withTableQuestions(settings: Record<string, unknown> | undefined, on: boolean): Record<string, unknown> | undefined {
  return on ? { ...settings, [TABLE_QUESTIONS_KEY]: true } : settings;
}

/** `--context-size 4096` or `auto`. */
export function parseContextSize(value: unknown): "auto" | number | undefined {
  return value === undefined ? undefined : value === "auto" ? "auto" : Number(value);
}

const STRATEGY_NAMES = Object.keys(strategies);
const option = (key: RunOptionKey) => RUN_OPTIONS_SCHEMA.properties[key];

export const generateCommand: CliCommand = {
  path: ["generate"],
  summary: "Generate scored QAs from papers with a local model or a server, following one published method.",
  details: `Strategies (--strategy):\n${Object.values(strategies)
    .map((s) => `  ${s.name.padEnd(Math.max(...STRATEGY_NAMES.map((n) => n.length)))}  ${s.label}: ${s.description}`)
    .join("\n")}\nThe method's own filters run unless --filters a,b names the rule filters to run (docs/methods.md lists each method's, docs/metrics.md what each checks).`,
  options: {
    strategy: { type: "string", value: "<name>", help: `the method that writes the QAs: ${STRATEGY_NAMES.join(", ")}`, default: "required" },
    model: { type: "string", value: "<id|file.gguf>", help: "the model that writes them: a registry id or a GGUF file", default: "required" },
    judge: { type: "string", value: "<id|file.gguf>", help: "a judge model stored with the run (it also scores dSePer)", default: "none" },
    embedder: { type: "string", value: "<id|file.gguf>", help: "an embedding model for similarity", default: "none: word vectors" },
    papers: { type: "string", value: "<id,id...>", help: "the papers to run on", default: "every paper in the library" },
    seed: { type: "string", value: "<n>", help: "recorded with every QA; the same seed and settings repeat a run", default: String(option("seed").default) },
    lanes: { type: "string", value: "<n>", help: "items generated at once, each on its own context sequence", default: String(option("lanes").default) },
    "context-size": { type: "string", value: "<tokens|auto>", help: "tokens the model sees at once (prompt and answer)", default: "auto: the model's trained size as far as memory allows" },
    settings: { type: "string", value: "'<json>'", help: "the strategy's settings to change, as a JSON object", default: "the method's own values" },
    "table-questions": { type: "boolean", help: "also ask questions answered by the papers' table cells (a value read from a cell, rows compared), table by table", default: "off" },
    filters: { type: "string", value: "<a,b...>", help: "the rule filters to run, by name (docs/metrics.md lists them); empty for none", default: "the method's own filters" },
    "no-perplexity-shift": { type: "boolean", help: "skip scoring each answer by how much its evidence makes it likelier (dSePer)", default: "scored" },
    force: { type: "boolean", help: "start even when a paper does not fit the model's context", default: "off: such a run is refused" },
  },
  async run({ io, json, core }, values) {
    if (!values.strategy) throw new UsageError(`Choose a strategy with --strategy ${STRATEGY_NAMES.join("|")}.`);
    if (!values.model) throw new UsageError("Choose a model with --model <registry id or GGUF file>.");
    const parsed = GenerateRequestSchema.safeParse({
      strategy: values.strategy,
      model: values.model,
      judgeModel: values.judge,
      embedderModel: values.embedder,
      paperIds: values.papers ? String(values.papers).split(",").map((id) => parseId(id.trim(), "paper id")) : undefined,
      seed: values.seed === undefined ? undefined : Number(values.seed),
      lanes: values.lanes === undefined ? undefined : Number(values.lanes),
      contextSize: parseContextSize(values["context-size"]),
      settings: withTableQuestions(parseSettingsOption(values.settings), values["table-questions"] === true),
      filters: values.filters === undefined ? undefined : String(values.filters).split(",").map((f) => f.trim()).filter(Boolean),
      perplexityShift: values["no-perplexity-shift"] ? false : undefined,
    });
    if (!parsed.success) throw new UsageError(parsed.error.issues.map((i) => `--${String(i.path[0] ?? "")}: ${i.message}`).join("; "));
    const pipeline = core().services.pipeline;
    // The run form's checks, on stderr: a paper the context cannot hold stops the run before
    // anything is stored (unless --force), a paper that would be shortened is a warning.
    const check = await pipeline.checkRun(parsed.data);
    for (const line of describeCheck(check)) io.stderr(line + "\n");
    if (check.blockers.length > 0 && !values.force) throw new RunBlockedError(check.blockers);
    const abort = new AbortController();
    // Ctrl-C (or SIGTERM) cancels cleanly: items in flight go back to the queue and `resume` finishes the run.
    const onSignal = () => abort.abort(new Error("cancelled by the user"));
    const release = onStopSignal(onSignal);
    try {
      const final = await pipeline.generate(parsed.data, {
        signal: abort.signal,
        onPlanned: ({ runId, items }) => (json ? io.stdout(JSON.stringify({ runId, items }) + "\n") : io.stdout(`run ${runId}: ${items} work items planned\n`)),
        onProgress: progressPrinter(io),
      });
      io.stdout(json ? JSON.stringify(final) + "\n" : describeFinal(final));
      return exitCodeFor(final.outcome);
    } finally {
      release();
    }
  },
};
