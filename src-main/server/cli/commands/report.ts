import { metricInfo } from "../../../contract/metricCatalog.ts";
import { nothingToCheckWords } from "../../../contract/scoreWords.ts";
import { describeAcceptRate } from "../../../contract/reportWords.ts";
import { FUNNEL_WORDS, type DatasetReport } from "../../../contract/report.ts";
import { type ValueCount } from "../../../contract/reportParts.ts";
import { QaQuerySchema } from "../../../contract/qaQueries.ts";
import { defineCommand, defineOptions, UsageError } from "../CliCommand.ts";
import { oneIdList, oneText, positiveIds } from "../optionParsers.ts";
import { parseRequest } from "../requestOptions.ts";
import { describeAgreement } from "./reviewAgreement.ts";
import { datasetFigures, notComparedNote, publishedLine } from "../../../contract/reportFigures.ts";
import { strategies } from "../../../core/pipeline/strategies/index.ts";
import { saveReportAs } from "../../../core/report/saveReportAs.ts";

const n = (value: number) => value.toLocaleString("en-US");
const percent = (value: number | null) => (value === null ? "-" : `${Math.round(value * 100)}%`);
const similarity = (value: number | null) => (value === null ? "-" : value.toFixed(2));
const valueCounts = (list: ValueCount[]) => (list.length === 0 ? "none" : list.map((v) => `${v.value ?? "not set"} ${n(v.count)}`).join(", "));

/** The report as lines a researcher reads top to bottom. */
export function describeReport(r: DatasetReport): string[] {
  const c = r.counts;
  const lines = [
    `${r.title}: ${n(c.qas)} QA(s) from ${n(c.papers)} paper(s), report of ${r.generatedAt}`,
    "",
    "From items to kept QAs:",
    ...r.funnel.map((f) => `  ${FUNNEL_WORDS[f.stage].label.padEnd(26)} ${n(f.count)}`),
    `  filters' verdicts: ${n(c.accepted)} accepted, ${n(c.rejected)} rejected, ${n(c.pendingVerdict)} not yet decided`,
    `  reviews: ${n(c.kept)} kept, ${n(c.dropped)} dropped, ${n(c.disputed)} disputed, ${n(c.unreviewed)} not reviewed`,
  ];
  if (c.unfinishedItems > 0) lines.push(`  ${n(c.unfinishedItems)} item(s) have not run yet`);
  lines.push("", `Items that yielded nothing: ${n(r.emptyItemsTotal)}`);
  for (const item of r.emptyItems) {
    lines.push(`  run ${item.runId}, ${item.paperName}, ${item.label}: ${item.status === "failed" ? "failed" : "no QA"}${item.why ? ` (${item.why})` : ""}`);
  }
  if (r.emptyItemsTotal > r.emptyItems.length) lines.push(`  ... and ${n(r.emptyItemsTotal - r.emptyItems.length)} more`);
  lines.push("", "Accept rate per filter:");
  if (r.filters.length === 0) lines.push("  no filter scores");
  for (const f of r.filters) {
    const apart = f.nothingToCheck > 0 && f.passed + f.failed > 0 ? `; ${n(f.nothingToCheck)} with ${nothingToCheckWords(f.metric)}` : "";
    lines.push(`  ${metricInfo(f.metric).label.padEnd(34)} ${describeAcceptRate(f)}${apart}`);
  }
  lines.push("", "Judge scores (1 / 2 / 3):");
  if (r.judge.length === 0) lines.push("  no judge scores yet");
  for (const j of r.judge) lines.push(`  ${metricInfo(j.criterion).label.padEnd(20)} ${j.counts.map(n).join(" / ")}  mean ${j.mean === null ? "-" : j.mean.toFixed(2)}`);
  lines.push("", `Dataset figures (${r.embedder === "word-vectors" ? "word vectors" : "the embedding model"}; docs/metrics.md defines each):`);
  // A published figure only beside QAs of the method it was measured on; otherwise why not (contract/reportFigures.ts).
  const label = (name: string) => (Object.hasOwn(strategies, name) ? strategies[name]!.label : undefined);
  for (const f of datasetFigures(r, label)) {
    lines.push(`  ${f.info.label.padEnd(40)} ${f.shown.padEnd(8)} ${f.basis}${f.published ? `; published: ${publishedLine(f)}` : ""}`);
  }
  const notCompared = notComparedNote(r, label);
  if (notCompared) lines.push(`  ${notCompared}`);
  if (r.papersNotMeasured > 0) lines.push(`  (${n(r.papersNotMeasured)} paper(s) beyond the first ${n(r.papers.length - r.papersNotMeasured)} were not measured)`);
  for (const p of r.papers.slice(0, 20)) lines.push(`  ${p.paperName}: ${n(p.qas)} QA(s), question likeness ${similarity(p.questionSimilarity)}, coverage ${percent(p.coverage)} (per answer ${percent(p.coveragePerAnswer)})`);
  if (r.papers.length > 20) lines.push(`  ... and ${n(r.papers.length - 20)} more papers (see --json)`);
  for (const o of r.origins) lines.push(`  ${n(o.qas)} QA(s) imported from ${o.file} (sha256 ${o.sha256.slice(0, 12)})`);
  lines.push(
    "",
    `Types: ${valueCounts(r.types)}`,
    `Difficulty: ${valueCounts(r.difficulties)}`,
    `Hops: ${valueCounts(r.hops)}`,
    "",
    ...describeAgreement(r.agreement),
  );
  return lines;
}

const options = defineOptions({
  run: { type: "string", value: "<runId>", help: "report on this run (its stored report, built on first use)", default: "one of --run, --strategy, --papers is required", fills: "runIds", parse: oneIdList("run id") },
  strategy: { type: "string", value: "<name>", help: "report on every run of this strategy", default: "none", fills: "strategies", parse: oneText },
  papers: { type: "string", value: "<id,id...>", help: "report on the QAs of these papers", default: "none", fills: "paperIds", parse: positiveIds("paper id") },
  out: { type: "string", value: "<file.json>", help: "also save the report as JSON to this file", default: "not saved" },
  regenerate: { type: "boolean", help: "measure a run's report again instead of showing the stored one", default: "off" },
});

export const reportCommand = defineCommand({
  path: ["report"],
  summary: "The dataset report of a run, a strategy or papers: counts, funnel, filters, judge, diversity, coverage, numbers, agreement.",
  usage: "--run N | --strategy S | --papers 1,2 [--regenerate] [--out FILE]",
  options,
  async run({ io, json, core }, values) {
    const query = parseRequest(QaQuerySchema, options, values);
    if (Object.keys(query).length === 0) throw new UsageError("Say which QAs to report on: --run N, --strategy NAME or --papers 1,2.");
    const services = core().services;
    // A run alone has a stored report; any other selection is built now.
    const onlyRun = query.runIds && Object.keys(query).length === 1;
    const report = onlyRun ? await services.report.forRun(query.runIds![0]!, { regenerate: values.regenerate === true }) : await services.report.build(query);
    if (values.out) await saveReportAs(values.out, report, core());
    io.stdout(json ? JSON.stringify(report, null, 2) + "\n" : describeReport(report).join("\n") + (values.out ? `\n\nSaved to ${values.out}` : "") + "\n");
    return 0;
  },
});
