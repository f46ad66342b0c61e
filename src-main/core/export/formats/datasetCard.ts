import { DEFAULT_SPLIT_RATIOS, DEFAULT_SPLIT_SEED, EXPORT_FORMAT_VERSIONS, SPLIT_NAMES, type ExportOptions, type SplitCounts, type SplitName } from "../../../contract/exportFormat.ts";
import type { QaRecord } from "../../../contract/exportRecord.ts";
import { JUDGE_CRITERION_NAMES } from "../../../contract/judge.ts";
import { markdownCell, markdownUrl } from "../../../contract/markdownText.ts";
import { metricInfo } from "../../../contract/metricCatalog.ts";
import { FUNNEL_WORDS, type DatasetReport } from "../../../contract/report.ts";
import { describeAcceptRate } from "../../../contract/reportWords.ts";
import { datasetFigures, notComparedNote, publishedLine } from "../../../contract/reportFigures.ts";
import { strategies } from "../../pipeline/strategies/index.ts";
import { cardFigures } from "./cardFigures.ts";
import { HF_COLUMNS } from "./hfRows.ts";
import { methodCitations } from "./methodCitations.ts";
import { yamlText, type YamlValue } from "./yamlText.ts";

/** What the card describes beyond the records: the split files' sizes and what the export left out. */
export interface CardFacts {
  splits: SplitCounts;
  splitOf: Map<number, SplitName>;
  /** Bytes of each split's Parquet file (the Hub's num_bytes). */
  parquetBytes: Record<SplitName, number>;
  duplicatesRemoved: number;
  options: ExportOptions;
  report?: DatasetReport;
}

/** The Hub's size buckets, by number of rows. */
export function sizeCategory(rows: number): string {
  if (rows < 1_000) return "n<1K";
  if (rows < 10_000) return "1K<n<10K";
  if (rows < 100_000) return "10K<n<100K";
  if (rows < 1_000_000) return "100K<n<1M";
  return "1M<n<10M";
}

function feature(column: (typeof HF_COLUMNS)[number]): YamlValue {
  if (typeof column.type === "string") return { name: column.name, dtype: column.type };
  return { name: column.name, list: column.type.list.map((f) => ({ name: f.name, dtype: f.type })) };
}

/** A table cell of the card: a paper's title, a file name or a model's name is someone else's text (contract/markdownText.ts). */
const cell = (text: string | number | null) => markdownCell(String(text ?? "")).replace(/\s+/g, " ");
const tally = <T>(items: readonly T[], key: (item: T) => string) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
};

/** The YAML header the Hub reads: license, language, tasks, size, the split files and their columns. */
function header(records: readonly QaRecord[], facts: CardFacts): string {
  const present = SPLIT_NAMES.filter((s) => facts.splits[s]!.qas > 0);
  const meta: { [key: string]: YamlValue } = {
    license: facts.options.license ?? "other",
    language: ["en"],
    pretty_name: "Distillate scientific QA",
    task_categories: ["question-answering", "text-generation"],
    tags: ["science", "synthetic", "distillate"],
    size_categories: [sizeCategory(records.length)],
    configs: [{ config_name: "default", data_files: present.map((s) => ({ split: s, path: `data/${s}.parquet` })) }],
    dataset_info: {
      features: HF_COLUMNS.map(feature),
      splits: present.map((s) => ({ name: s, num_bytes: facts.parquetBytes[s], num_examples: facts.splits[s]!.qas })),
      download_size: present.reduce((sum, s) => sum + facts.parquetBytes[s], 0),
      dataset_size: present.reduce((sum, s) => sum + facts.parquetBytes[s], 0),
    },
  };
  return `---\n${yamlText(meta)}---\n`;
}

function sources(records: readonly QaRecord[], facts: CardFacts): string {
  const papers = new Map<number, { title: string | null; doi: string | null; qas: number }>();
  for (const r of records) {
    const paper = papers.get(r.paper.id) ?? { title: r.paper.title, doi: r.paper.doi, qas: 0 };
    paper.qas++;
    papers.set(r.paper.id, paper);
  }
  const rows = [...papers].map(([id, p]) => `| ${cell(p.title ?? "(untitled)")} | ${p.doi ? `[${cell(p.doi)}](https://doi.org/${markdownUrl(p.doi)})` : "none"} | ${p.qas} | ${facts.splitOf.get(id) ?? ""} |`);
  return `## Sources\n\nThe questions were written from ${papers.size} paper(s). Their text is not in this dataset beyond the quoted evidence; the papers' own licenses govern it.\n\n| paper | DOI | QAs | split |\n|---|---|---|---|\n${rows.join("\n")}\n`;
}

function generation(records: readonly QaRecord[]): string {
  const runs = new Map<string, { strategy: string; prompt: string; model: string; sha: string | null; quantization: string | null; qas: number }>();
  for (const r of records) {
    const p = r.provenance;
    const key = `${p.strategy}\u0000${p.promptVersion}\u0000${p.model.name}\u0000${p.model.sha256 ?? ""}`;
    const run = runs.get(key) ?? { strategy: p.strategy, prompt: p.promptVersion, model: p.model.name, sha: p.model.sha256, quantization: p.model.quantization, qas: 0 };
    run.qas++;
    runs.set(key, run);
  }
  const rows = [...runs.values()].map((r) => `| ${cell(r.strategy)} | ${cell(r.prompt)} | ${cell(r.model)} | ${r.quantization ?? ""} | ${r.sha ? `\`${r.sha}\`` : "not recorded"} | ${r.qas} |`);
  return `## Generation method and model\n\nGenerated with Distillate on the reader's own machine with local language models; each strategy follows a published method (see Citation). Every row keeps its run, strategy, prompt version and model, and the evidence it quotes with its place in the paper.\n\n| strategy | prompt version | model | quantization | model SHA-256 | QAs |\n|---|---|---|---|---|---|\n${rows.join("\n")}\n`;
}

function filters(records: readonly QaRecord[], facts: CardFacts): string {
  const verdicts = tally(records, (r) => r.verdict).map(([v, n]) => `${v} ${n}`).join(", ");
  const reviews = tally(records, (r) => r.review.status).map(([v, n]) => `${v} ${n}`).join(", ");
  let text = `## Filters\n\nEach QA went through Distillate's automatic filters (the verdict column) and, where a person looked at it, review (the review_status column). In this dataset: verdicts ${verdicts}; review ${reviews}.\n\n`;
  text += facts.duplicatesRemoved > 0 ? `${facts.duplicatesRemoved} QA(s) were left out because a QA of another run on the same paper asks the same thing (compared by meaning).\n` : "No QA repeated one of another run on the same paper.\n";
  if (facts.report && facts.report.filters.length > 0) {
    text += `\n| filter | scored | passed | failed | nothing to check | accept rate |\n|---|---|---|---|---|---|\n`;
    text += facts.report.filters.map((f) => `| ${cell(metricInfo(f.metric).label)} | ${f.scored} | ${f.passed} | ${f.failed} | ${f.nothingToCheck} | ${cell(describeAcceptRate(f))} |`).join("\n") + "\n";
  }
  return text;
}

function evaluation(facts: CardFacts): string {
  const report = facts.report;
  if (!report) return "## Evaluation\n\nNo evaluation report was built for this export.\n";
  const funnel = report.funnel.map((s) => `| ${FUNNEL_WORDS[s.stage].label} | ${s.count} |`).join("\n");
  const judge = report.judge.filter((j) => j.scored > 0);
  let text = `## Evaluation\n\nFigures from Distillate's dataset report of the selection exported (\`report.json\` holds it whole; built before duplicates were removed). Measured with ${report.embedder === "embedding-model" ? "an embedding model" : "word vectors"}.\n\n`;
  // Named as the metric catalog names them: SciQAG's figures under SciQAG's name with its published value; ours under our own.
  text += `| figure | value | measured on | published by the method's paper |\n|---|---|---|---|\n`;
  const strategyLabel = (name: string) => (Object.hasOwn(strategies, name) ? strategies[name]!.label : undefined);
  text += datasetFigures(report, strategyLabel).map((f) => `| ${cell(f.info.label)} | ${cell(f.shown)} | ${cell(f.basis)} | ${cell(publishedLine(f))} |`).join("\n") + "\n";
  const notCompared = notComparedNote(report, strategyLabel);
  if (notCompared) text += `\n${notCompared}\n`;
  if (report.origins.length > 0) text += `\nImported QAs (with their origin in each record's provenance): ${report.origins.map((o) => `${o.qas} from ${cell(o.file)}`).join(", ")}.\n`;
  text += `\n| stage | count |\n|---|---|\n${funnel}\n`;
  const figures = cardFigures(report);
  if (figures.length > 0) text += `\n${figures.map((f) => `![${f.title}](${f.file})`).join("\n")}\n`;
  if (judge.length > 0) {
    text += `\n| judge criterion (1 worst to 3 best) | scored | 1 | 2 | 3 | mean |\n|---|---|---|---|---|---|\n`;
    text += judge.map((j) => `| ${cell(JUDGE_CRITERION_NAMES[j.criterion])} | ${j.scored} | ${j.counts[0]} | ${j.counts[1]} | ${j.counts[2]} | ${j.mean === null ? "n/a" : j.mean.toFixed(2)} |`).join("\n") + "\n";
  }
  return text;
}

function splits(facts: CardFacts): string {
  const split = facts.options.split ?? {};
  const ratios = split.ratios ?? DEFAULT_SPLIT_RATIOS;
  const rows = SPLIT_NAMES.map((s) => `| ${s} | ${facts.splits[s]!.papers} | ${facts.splits[s]!.qas} |`).join("\n");
  return `## Splits\n\nWhole papers were dealt into the splits (no paper is in two), in an order fixed by seed ${split.seed ?? DEFAULT_SPLIT_SEED}, aiming at ${ratios.join("/")} of the QAs${split.stratifyByStrategy ? ", each strategy's papers dealt separately" : ""}. With few papers the shares can be far from the ratios.\n\n| split | papers | QAs |\n|---|---|---|\n${rows}\n`;
}

const LIMITS = `## Known limits

- The questions and answers were written by language models. The filters, the judge and any review reduce errors but do not remove them; check the verdict and review_status columns before training on everything.
- Answers come from one paper each: they state what that paper reports, which may be outdated or disputed elsewhere.
- Near-duplicates are found by meaning with a threshold; some paraphrases pass and a few distinct questions may be merged.
- English only, and only as broad as the papers chosen.
`;

function citation(records: readonly QaRecord[]): string {
  const used = new Set(records.map((r) => r.provenance.strategy));
  const papers = [...new Map(records.filter((r) => r.paper.doi).map((r) => [r.paper.doi!, r.paper.title])).entries()];
  let text = `## Citation\n\nCite the source papers (their DOIs are listed under Sources${papers.length > 0 ? `: ${papers.map(([doi]) => doi).join(", ")}` : ""}) and the methods the strategies follow:\n\n`;
  text += "```bibtex\n" + methodCitations(used).map((c) => c.bibtex).join("\n\n") + "\n```\n";
  return text;
}

/** The dataset card: README.md with the Hub's YAML header and the sections a reader needs to trust the data. */
export function datasetCard(records: readonly QaRecord[], facts: CardFacts): string {
  const papers = new Set(records.map((r) => r.paper.id)).size;
  const intro = `# Distillate scientific QA\n\n${records.length} question-answer pairs about ${papers} scientific paper(s), each with the evidence it quotes, its scores, its review and its provenance. Layout: Distillate "huggingface" format, version ${EXPORT_FORMAT_VERSIONS.huggingface}; the same rows are in \`data/<split>.parquet\` and \`data/<split>.jsonl\`.\n`;
  return [header(records, facts), intro, sources(records, facts), generation(records), filters(records, facts), evaluation(facts), splits(facts), LIMITS, citation(records)].join("\n");
}
