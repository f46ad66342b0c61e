// Filters, near-duplicates and dataset metrics measured on the seed methods' published QAs
// (`npm run bench:reference`, `-- --json` for one JSON summary on stdout). ChemLit-QA's files
// are read from ../shared/reference; SciQAG's from the folder DISTILLATE_SCIQAG_DIR names
// (never copied into the project). Each part is skipped with a message when its files are absent.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { metricInfo } from "../src-main/contract/metricCatalog.ts";
import { createCore } from "../src-main/core/createCore.ts";
import { BuiltInEmbedder } from "../src-main/core/llm/embeddings/builtIn/BuiltInEmbedder.ts";
import { calibrateThresholds, WORD_VECTOR_THRESHOLDS } from "../src-main/core/pipeline/filters/duplicateThresholds.ts";
import { chooseThresholds, multiSeparation } from "../test/support/reference/duplicateSeparation.ts";
import { questionLikenessSeparation, type QuestionLikenessFigures } from "../test/support/reference/questionLikenessSeparation.ts";
import { WordVectorEmbedder } from "../src-main/core/llm/embeddings/WordVectorEmbedder.ts";
import { pairedNegatives } from "../test/support/reference/pairedNegatives.ts";
import { chemlitDatasets, measureDataset, sciqagDatasets, share, type DatasetFigures } from "../test/support/reference/referenceImports.ts";
import { chemlitAvailable, sciqagDir } from "../test/support/reference/referencePaths.ts";
import { measureSciqagMetrics } from "../test/support/reference/sciqagMetrics.ts";
import { fmt, printTable as printAlways } from "./support.ts";

const json = process.argv.includes("--json");
const say = (text: string) => {
  if (!json) console.log(text);
};
/** Tables for people; with --json only the summary goes to stdout. */
const printTable: typeof printAlways = (title, rows) => {
  if (!json) printAlways(title, rows);
};
const pct = (value: number | null | undefined) => (value === null || value === undefined ? "—" : `${fmt(value * 100, 1)}%`);

function printDataset(d: DatasetFigures): void {
  const rows = Object.values(d.parts.all.filters).map((t) => ({
    filter: metricInfo(t.metric).label,
    "rejected (all)": `${t.failed}/${t.scored} = ${pct(share(t.failed, t.scored))}`,
    "choose part": pct(share(d.parts.choose.filters[t.metric]?.failed ?? 0, d.parts.choose.filters[t.metric]?.scored ?? 0)),
    "report part": pct(share(d.parts.report.filters[t.metric]?.failed ?? 0, d.parts.report.filters[t.metric]?.scored ?? 0)),
  }));
  rows.push({ filter: "ALL FILTERS TOGETHER", "rejected (all)": `${d.parts.all.rejected}/${d.parts.all.qas} = ${pct(share(d.parts.all.rejected, d.parts.all.qas))}`, "choose part": pct(share(d.parts.choose.rejected, d.parts.choose.qas)), "report part": pct(share(d.parts.report.rejected, d.parts.report.qas)) });
  rows.push({
    filter: "  of these, only pointing into the text",
    "rejected (all)": `${d.parts.all.intoText}/${d.parts.all.qas} = ${pct(share(d.parts.all.intoText, d.parts.all.qas))}`,
    "choose part": pct(share(d.parts.choose.intoText, d.parts.choose.qas)),
    "report part": pct(share(d.parts.report.intoText, d.parts.report.qas)),
  });
  printTable(`${d.title}: imported as run ${d.runId} (${d.import.qas} QAs, ${d.import.sources} sources${d.import.notRun.length ? `; not run: ${d.import.notRun.map((n) => `${n.name} (${n.why})`).join("; ")}` : ""})`, rows);
  for (const t of Object.values(d.parts.all.filters)) for (const e of t.examples) say(`  [${t.metric}] ${e}`);
}

/**
 * Question likeness by word vectors and by the built-in encoder, side by side
 * (questionLikenessSeparation.ts): which ranks rewrites of one question above different
 * questions about the same entity, and the figure each gives on SciQAG.
 */
async function questionLikeness(): Promise<Record<string, QuestionLikenessFigures>> {
  const measured: Record<string, QuestionLikenessFigures> = { "word vectors": await questionLikenessSeparation(new WordVectorEmbedder(), sciqagDir().dir) };
  if (process.env["REFERENCE_BUILT_IN"] !== "0") {
    const encoder = new BuiltInEmbedder();
    try {
      measured["built-in encoder"] = await questionLikenessSeparation(encoder, sciqagDir().dir);
    } finally {
      await encoder.dispose();
    }
  }
  const rows = Object.entries(measured).flatMap(([measure, f]) =>
    (["choose", "report"] as const).map((part) => ({
      measure,
      part: `${part} (rows ${part === "choose" ? "0, 2, 4…" : "1, 3, 5…"})`,
      pairs: `${f.chemlitMulti[part].rewrites} / ${f.chemlitMulti[part].sameEntity} / ${f.chemlitMulti[part].random}`,
      "AUC rewrites vs same entity": fmt(f.chemlitMulti[part].aucSameEntity, 3),
      "AUC rewrites vs random": fmt(f.chemlitMulti[part].aucRandom, 3),
      "mean cosine rewrites / same entity / random": `${fmt(f.chemlitMulti[part].mean.rewrites, 2)} / ${fmt(f.chemlitMulti[part].mean.sameEntity, 2)} / ${fmt(f.chemlitMulti[part].mean.random, 2)}`,
      "SciQAG question likeness": f.sciqag ? `${fmt(f.sciqag[part].likeness, 2)} (${f.sciqag[part].papers} papers)` : "—",
      "own paraphrases AUC": fmt(f.paraphrasesAuc, 3),
      time: `${fmt(f.seconds, 1)} s for ${f.texts} questions (${fmt(f.texts / Math.max(f.seconds, 1e-9), 1)}/s)`,
    })),
  );
  printTable("Question likeness: the question cosine of ChemLit-QA-multi's rewrites against different questions about the same entity and random pairs, SciQAG select_50's figure, by word vectors and by the built-in encoder", rows);
  return measured;
}

export async function run(): Promise<Record<string, unknown>> {
  const summary: Record<string, unknown> = { thresholds: WORD_VECTOR_THRESHOLDS };
  // REFERENCE_ONLY=question-likeness: that comparison alone (minutes of the encoder), without importing the datasets.
  if (process.env["REFERENCE_ONLY"] === "question-likeness") {
    summary.questionLikeness = await questionLikeness();
    if (json) console.log(JSON.stringify(summary));
    return summary;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-reference-"));
  const core = createCore({ dataDir });
  try {
    const datasets = [];
    if (chemlitAvailable()) datasets.push(...chemlitDatasets());
    else say("[skip] ../shared/reference/chemlit-qa is absent: the ChemLit-QA parts are skipped.");
    const sciqag = sciqagDir();
    if (sciqag.dir) datasets.push(...sciqagDatasets(sciqag.dir));
    else say(`[skip] SciQAG parts: ${sciqag.why}.`);
    const figures: Record<string, DatasetFigures> = {};
    for (const dataset of datasets) {
      const d = await measureDataset(core, dataset);
      figures[d.id] = d;
      if (!json) printDataset(d);
    }
    summary.datasets = Object.fromEntries(
      Object.values(figures).map((d) => [
        d.id,
        {
          qas: d.parts.all.qas,
          rejected: { all: share(d.parts.all.rejected, d.parts.all.qas), choose: share(d.parts.choose.rejected, d.parts.choose.qas), report: share(d.parts.report.rejected, d.parts.report.qas) },
          intoText: { all: share(d.parts.all.intoText, d.parts.all.qas), choose: share(d.parts.choose.intoText, d.parts.choose.qas), report: share(d.parts.report.intoText, d.parts.report.qas) },
          perFilter: Object.fromEntries(Object.values(d.parts.all.filters).map((t) => [t.metric, { rejected: share(t.failed, t.scored), failed: t.failed, scored: t.scored, report: share(d.parts.report.filters[t.metric]?.failed ?? 0, d.parts.report.filters[t.metric]?.scored ?? 0), examples: t.examples }])),
          notRun: d.import.notRun,
        },
      ]),
    );
    if (chemlitAvailable()) {
      const paired = await pairedNegatives();
      summary.pairedNegatives = paired;
      printTable("Negatives the ChemLit-QA strategy builds (each test QA's question put to its most similar chunk), filtered as a run filters them", [
        { negatives: paired.negatives, rejected: paired.rejected, share: pct(share(paired.rejected, paired.negatives)), "by filter": Object.entries(paired.byFilter).map(([m, f]) => `${m} ${f.failed}`).join(", ") || "none" },
      ]);
      const separation = await multiSeparation();
      summary.multi = separation;
      const separationRows = (s: Awaited<ReturnType<typeof multiSeparation>>, measure: string) =>
        (["choose", "report"] as const).map((part) => ({
          measure,
          part: `${part} (rows ${part === "choose" ? "0, 2, 4…" : "1, 3, 5…"})`,
          pairs: `${s[part].positives} / ${s[part].random} / ${s[part].hard}`,
          "AUC rule": fmt(s[part].auc.rule, 3),
          "AUC q+a": fmt(s[part].auc.whole, 3),
          "AUC question": fmt(s[part].auc.question, 3),
          "AUC vs same entity": fmt(s[part].aucHard, 3),
          "rewrites flagged": pct(s[part].flagged.positives),
          "random flagged": pct(s[part].flagged.random),
          "same-entity flagged": pct(s[part].flagged.hard),
          "rewrites by question alone": pct(s[part].flagged.positivesByQuestionAlone),
        }));
      const rows = separationRows(separation, `word vectors (question ${WORD_VECTOR_THRESHOLDS.question}, q+a ${WORD_VECTOR_THRESHOLDS.qa})`);
      if (process.env["REFERENCE_BUILT_IN"] !== "0") {
        // The built-in sentence encoder, with thresholds calibrated as for any embedding model (duplicateThresholds.ts).
        const encoder = new BuiltInEmbedder();
        try {
          const thresholds = await calibrateThresholds(encoder);
          const builtIn = await multiSeparation(thresholds, encoder);
          summary.multiBuiltIn = { thresholds, separation: builtIn };
          rows.push(...separationRows(builtIn, `built-in encoder (question ${thresholds.question}, q+a ${thresholds.qa}, calibrated)`));
        } finally {
          await encoder.dispose();
        }
      }
      printTable("Near-duplicates on ChemLit-QA-multi: a question and its rewrite (same answer) against random pairs and pairs about the same entity, by word vectors and by the built-in encoder (REFERENCE_BUILT_IN=0 leaves it out)", rows);
      summary.questionLikeness = await questionLikeness();
    }
    if (sciqag.dir) {
      const choice = await chooseThresholds(sciqag.dir);
      summary.thresholdChoice = choice;
      const flaggedText = (f: { qas: number; flagged: number }) => `${f.flagged}/${f.qas} = ${pct(share(f.flagged, f.qas))}`;
      const choiceRows = [
        {
          measure: "word vectors",
          "chosen on even papers": `question ${choice.chosen.question}, q+a ${choice.chosen.qa}`,
          "in the code": `question ${choice.inCode.question}, q+a ${choice.inCode.qa}`,
          "flagged, even papers": flaggedText(choice.flagged.choose),
          "flagged, odd papers": flaggedText(choice.flagged.report),
          "odd papers at the chosen": flaggedText(choice.flaggedAtChosen.report),
          "embedding-model procedure": `question ${choice.calibrationProcedure.question}, q+a ${choice.calibrationProcedure.qa}`,
        },
      ];
      if (process.env["REFERENCE_BUILT_IN"] !== "0") {
        const encoder = new BuiltInEmbedder();
        try {
          const built = await chooseThresholds(sciqag.dir, encoder);
          summary.thresholdChoiceBuiltIn = built;
          choiceRows.push({
            measure: "built-in encoder",
            "chosen on even papers": `question ${built.chosen.question}, q+a ${built.chosen.qa}`,
            "in the code": "(calibrated per embedder)",
            "flagged, even papers": flaggedText(built.flaggedAtChosen.choose),
            "flagged, odd papers": flaggedText(built.flaggedAtChosen.report),
            "odd papers at the chosen": flaggedText(built.flaggedAtChosen.report),
            "embedding-model procedure": `question ${built.calibrationProcedure.question}, q+a ${built.calibrationProcedure.qa}`,
          });
        } finally {
          await encoder.dispose();
        }
      }
      printTable("Near-duplicate thresholds chosen on SciQAG's even papers (≤1% of their QAs by question alone, ≤3% in all) and reported on the odd ones", choiceRows);
      if (figures["sciqag-select50"]) {
        const metrics = await measureSciqagMetrics(core, figures["sciqag-select50"].runId, sciqag.dir);
        summary.sciqagMetrics = metrics;
        printTable("SciQAG's dataset metrics on select_50: ours beside the published figures (docs/metrics.md says why they differ)", metrics.rows);
      }
    }
  } finally {
    await core.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (json) console.log(JSON.stringify(summary));
  return summary;
}
