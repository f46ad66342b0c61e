import { GenerateRequestSchema } from "../../../contract/pipeline.ts";
import { RUN_OPTIONS_SCHEMA, type RunOptionKey } from "../../../contract/runOptions.ts";
import { TABLE_QUESTIONS_KEY } from "../../../contract/tableQuestions.ts";
import { strategies } from "../../../core/pipeline/strategies/index.ts";
import { defineCommand, defineOptions, UsageError } from "../CliCommand.ts";
import { commaList, contextSizeText, jsonObject, numberText, positiveIds } from "../optionParsers.ts";
import { parseRequest } from "../requestOptions.ts";
import { RunBlockedError } from "../RunBlockedError.ts";
import { cliNamesForTitles, fixInCliWords } from "../fixInCliWords.ts";
import { describeCheck, describeFinal, exitCodeFor, progressPrinter } from "./runFormat.ts";
import { onStopSignal } from "../stopSignals.ts";

const STRATEGY_NAMES = Object.keys(strategies);
const option = (key: RunOptionKey) => RUN_OPTIONS_SCHEMA.properties[key];

/** Also the names `runs` gives the run form's fields in the reasons it shows (the same flags, on `generate` and `retry`). */
export const generateOptions = defineOptions({
  strategy: { type: "string", value: "<name>", help: `the method that writes the QAs: ${STRATEGY_NAMES.join(", ")}`, default: "required", fills: "strategy" },
  model: { type: "string", value: "<id|file.gguf>", help: "the model that writes them: a registry id or a GGUF file", default: "required", fills: "model" },
  judge: { type: "string", value: "<id|file.gguf>", help: "a judge model stored with the run (it also scores dSePer)", default: "none", fills: "judgeModel" },
  embedder: { type: "string", value: "<id|file.gguf>", help: "an embedding model for similarity", default: "none: word vectors", fills: "embedderModel" },
  papers: { type: "string", value: "<id,id...>", help: "the papers to run on", default: "every paper in the library", fills: "paperIds", parse: positiveIds("paper id") },
  seed: { type: "string", value: "<n>", help: "recorded with every QA; the same seed and settings repeat a run", default: String(option("seed").default), fills: "seed", parse: numberText },
  lanes: { type: "string", value: "<n>", help: "items generated at once, each on its own context sequence", default: String(option("lanes").default), fills: "lanes", parse: numberText },
  "context-size": { type: "string", value: "<tokens|auto>", help: "tokens the model sees at once (prompt and answer)", default: "auto: the model's trained size as far as memory allows", fills: "contextSize", parse: contextSizeText },
  settings: { type: "string", value: "'<json>'", help: "the strategy's settings to change, as a JSON object", default: "the method's own values", fills: "settings", parse: jsonObject },
  // Declared after --settings: it sets the method option on top of the settings given there.
  "table-questions": { type: "boolean", help: "also ask questions answered by the papers' table cells (a value read from a cell, rows compared), table by table", default: "off", fills: `settings.${TABLE_QUESTIONS_KEY}` },
  filters: { type: "string", value: "<a,b...>", help: "the rule filters to run, by name (docs/metrics.md lists them); empty for none", default: "the method's own filters", fills: "filters", parse: commaList },
  "no-perplexity-shift": { type: "boolean", help: "skip scoring each answer by how much its evidence makes it likelier (dSePer)", default: "scored", fills: "perplexityShift", parse: () => false },
  force: { type: "boolean", help: "start even when a paper does not fit the model's context", default: "off: such a run is refused" },
});

export const generateCommand = defineCommand({
  path: ["generate"],
  summary: "Generate scored QAs from papers with a local model or a server, following one published method.",
  details: `Strategies (--strategy):\n${Object.values(strategies)
    .map((s) => `  ${s.name.padEnd(Math.max(...STRATEGY_NAMES.map((n) => n.length)))}  ${s.label}: ${s.description}`)
    .join("\n")}\nThe method's own filters run unless --filters a,b names the rule filters to run (docs/methods.md lists each method's, docs/metrics.md what each checks).`,
  options: generateOptions,
  async run({ io, json, core }, values) {
    if (!values.strategy) throw new UsageError(`Choose a strategy with --strategy ${STRATEGY_NAMES.join("|")}.`);
    if (!values.model) throw new UsageError("Choose a model with --model <registry id or GGUF file>.");
    const request = parseRequest(GenerateRequestSchema, generateOptions, values);
    const { runs } = core().services;
    // The run form's checks, on stderr: a paper the context cannot hold stops the run before
    // anything is stored (unless --force), a paper that would be shortened is a warning.
    const check = await runs.checkRun(request);
    const names = cliNamesForTitles(generateOptions, strategies[request.strategy]?.settingsSchema ?? null);
    const fix = (advice: string) => fixInCliWords(advice, names);
    for (const line of describeCheck(check, fix)) io.stderr(line + "\n");
    if (check.blockers.length > 0 && !values.force) throw new RunBlockedError(check.blockers, fix);
    const abort = new AbortController();
    // Ctrl-C (or SIGTERM) cancels cleanly: items in flight go back to the queue and `resume` finishes the run.
    const onSignal = () => abort.abort(new Error("cancelled by the user"));
    const release = onStopSignal(onSignal);
    try {
      const final = await runs.generate(request, {
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
});
