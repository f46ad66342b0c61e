import { ExportFilterSchema, ExportFormatSchema } from "../../../contract/exportRecord.ts";
import { UsageError, type CliCommand } from "../CliCommand.ts";
import { throttled } from "./modelFormat.ts";
import { parseId } from "./runFormat.ts";
import { onStopSignal } from "../stopSignals.ts";

const ids = (value: unknown, what: string) => (value ? String(value).split(",").map((v) => parseId(v.trim(), what)) : undefined);

export const exportCommand: CliCommand = {
  path: ["export"],
  summary: "Write QAs with evidence, scores, review status and provenance as JSON or JSONL.",
  options: {
    format: { type: "string" },
    out: { type: "string" },
    runs: { type: "string" },
    papers: { type: "string" },
    strategies: { type: "string" },
    "accepted-only": { type: "boolean" },
    "include-dropped": { type: "boolean" },
    "min-score": { type: "string", multiple: true },
  },
  async run({ io, json, core }, values) {
    const format = ExportFormatSchema.safeParse(values.format ?? "jsonl");
    if (!format.success) throw new UsageError(`--format must be json or jsonl, not "${values.format}".`);
    if (!values.out) throw new UsageError("Give the output file with --out <file>.");
    const minScores: Record<string, number> = {};
    for (const spec of (values["min-score"] as string[] | undefined) ?? []) {
      const match = spec.match(/^([\w-]+)=(-?\d+(?:\.\d+)?)$/);
      if (!match) throw new UsageError(`--min-score takes metric=value, e.g. numeric-source=1, not "${spec}".`);
      minScores[match[1]!] = Number(match[2]);
    }
    const filter = ExportFilterSchema.parse({
      runIds: ids(values.runs, "run id"),
      paperIds: ids(values.papers, "paper id"),
      strategies: values.strategies ? String(values.strategies).split(",").map((s) => s.trim()) : undefined,
      acceptedOnly: values["accepted-only"] === true,
      excludeDropped: values["include-dropped"] !== true,
      minScores,
    });
    // Ctrl-C or a SIGTERM stops the worker and removes the partial file: the target keeps what
    // it held. The exit code is the shell's for the signal (128 + its number).
    const stop = new AbortController();
    let exitCode = 0;
    const onSignal = (signal: NodeJS.Signals) => {
      if (stop.signal.aborted) return;
      exitCode = signal === "SIGINT" ? 130 : 143;
      stop.abort(new Error(signal === "SIGINT" ? "interrupted with Ctrl-C" : "asked to stop"));
    };
    const release = onStopSignal(onSignal);
    const progress = throttled(io.stderr);
    let result;
    try {
      result = await core().services.pipeline.exportDataset(
        { format: format.data, out: values.out as string, filter },
        { signal: stop.signal, onProgress: json ? undefined : (p) => progress(`exporting: ${p.records} of ${p.total} QA record(s)\n`, p.records === p.total) },
      );
    } catch (error) {
      if (!stop.signal.aborted) throw error;
      io.stderr(`Export stopped; ${values.out as string} was not written (a file already there is unchanged).\n`);
      return exitCode;
    } finally {
      release();
    }
    io.stdout(json ? JSON.stringify(result) + "\n" : `wrote ${result.records} QA record(s) to ${result.path} (${(result.bytes / 1024).toFixed(1)} KiB)\n`);
    return 0;
  },
};
