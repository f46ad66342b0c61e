import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { metricInfo } from "../../src-main/contract/metricCatalog.ts";
import { createCore, type Core } from "../../src-main/core/createCore.ts";
import { WORD_VECTOR_THRESHOLDS } from "../../src-main/core/pipeline/filters/duplicateThresholds.ts";
import { chooseThresholds, multiSeparation } from "../support/reference/duplicateSeparation.ts";
import { pairedNegatives } from "../support/reference/pairedNegatives.ts";
import { chemlitDatasets, measureDataset, sciqagDatasets, share, type DatasetFigures } from "../support/reference/referenceImports.ts";
import { chemlitAvailable, REFERENCE_DIR, sciqagDir } from "../support/reference/referencePaths.ts";
import { tempDirForSuite } from "../support/tempDir.ts";

// The filters on QAs other people generated and checked: the seed methods' published datasets,
// imported through `import-qas` as a researcher would. Goals (issue 26): every rule filter
// together rejects at most 3% of ChemLit-QA's expert-validated QAs and 5% of SciQAG's accepted
// ones; none of ChemLit-QA-neg's negatives (beyond questions pointing into their chunk, issue 37); near-duplicates flag at most 3% of SciQAG's QAs
// within their papers and tell ChemLit-QA-multi's rewrites from random pairs. Thresholds were
// chosen on the even rows and papers; these assertions read the odd ones where a part matters.

const chemlit = chemlitAvailable();
if (!chemlit) console.warn(`[skip] ${REFERENCE_DIR} is absent (a fresh clone has no ../shared): the ChemLit-QA calibration tests are skipped.`);
const sciqag = sciqagDir();
if (!sciqag.dir) console.warn(`[skip] SciQAG calibration tests: ${sciqag.why}.`);

/** The per-filter table the issue asks for, printed with examples of each filter's rejections. */
function print(d: DatasetFigures): void {
  const lines = Object.values(d.parts.all.filters).map((t) => `  ${metricInfo(t.metric).label.padEnd(34)} ${String(t.failed).padStart(4)} / ${t.scored} rejected${t.examples.length ? `, e.g. ${t.examples[0]}` : ""}`);
  console.log(`${d.title}: ${d.parts.all.rejected} of ${d.parts.all.qas} rejected by all filters together\n${lines.join("\n")}`);
}

let core: Core;
beforeAll(() => {
  core = createCore({ dataDir: tempDirForSuite("distillate-reference-") });
});
afterAll(() => core.closeAsync());

describe.skipIf(!chemlit)("ChemLit-QA's published QAs through the filters", () => {
  // ChemLit-QA's QAs are QAC triples, checked by experts with their chunk beside them: a question
  // that points into that chunk ("in the given text", "at the temperatures mentioned") was fine
  // there and cannot be answered read alone (issue 37). Those are counted apart, each must name the
  // text, and there may be at most 1% of them; every other rejection keeps the 3% goal.
  it("rejects at most 3% of the expert-validated test split, each filter less, with its reasons in words; at most 1% more that point into their chunk", async () => {
    const [test] = chemlitDatasets();
    const d = await measureDataset(core, test!);
    print(d);
    expect(d.import.qas).toBe(211);
    const all = d.parts.all;
    expect(share(all.rejected - all.intoText, all.qas)).toBeLessThanOrEqual(0.03);
    expect(share(all.intoText, all.qas)).toBeLessThanOrEqual(0.01);
    for (const t of Object.values(all.filters)) expect((t.failed - (t.metric === "context-dependence" ? all.intoText : 0)) / t.scored, t.metric).toBeLessThanOrEqual(0.025);
    // The citations rule no longer reads crystallography or chemical names, and no paper-level
    // check fails a QA that quotes its chunk's sentences: what is left names an equation, a
    // figure, "this work", or the text the question was written from.
    for (const e of all.filters["context-dependence"]?.examples ?? []) expect(e).toMatch(/equation|"eq |figure|this work|section|table|refers to (?:the text it was written from|a part of the text|something the text mentions)/i);
  });

  it("rejects none of ChemLit-QA-neg's negatives, but for a question that points into its chunk", async () => {
    const neg = chemlitDatasets()[1]!;
    const d = await measureDataset(core, neg);
    print(d);
    expect(d.import.qas).toBe(139);
    expect(d.parts.all.rejected).toBe(d.parts.all.intoText);
    expect(share(d.parts.all.intoText, d.parts.all.qas)).toBeLessThanOrEqual(0.01);
  });

  it("lets the negatives the ChemLit-QA strategy builds through unless their question itself needs the paper", async () => {
    const figures = await pairedNegatives();
    console.log(`paired negatives: ${figures.rejected} of ${figures.negatives} rejected`, figures.byFilter);
    expect(figures.negatives).toBe(211);
    // Never as a repeat of the question they were built from (all 211 were, before).
    expect(figures.byFilter["near-duplicate"]).toBeUndefined();
    expect(Object.keys(figures.byFilter)).toEqual(figures.rejected === 0 ? [] : ["context-dependence"]);
    // Those whose question points into its chunk ("in the given text") are the split's own, counted apart above.
    expect(figures.rejected - figures.intoText).toBeLessThanOrEqual(0.03 * figures.negatives);
    expect(figures.intoText).toBeLessThanOrEqual(0.01 * figures.negatives);
  });

  it("tells ChemLit-QA-multi's rewritten questions from random pairs on the rows the thresholds never saw", async () => {
    const separation = await multiSeparation();
    console.log("ChemLit-QA-multi, report part:", separation.report);
    expect(separation.report.auc.rule).toBeGreaterThanOrEqual(0.95);
    expect(separation.report.flagged.positives).toBeGreaterThan(0.5);
    expect(separation.report.flagged.random).toBeLessThanOrEqual(0.01);
    // Different QAs about the same entity: the hardest negatives, still rarely flagged.
    expect(separation.report.flagged.hard).toBeLessThanOrEqual(0.03);
  });
});

describe.skipIf(!sciqag.dir)("SciQAG's published QAs through the filters", () => {
  it("rejects at most 5% of its 8,531 accepted test QAs", async () => {
    const test = sciqagDatasets(sciqag.dir!)[1]!;
    const d = await measureDataset(core, test);
    print(d);
    expect(share(d.parts.all.rejected, d.parts.all.qas)).toBeLessThanOrEqual(0.05);
    for (const t of Object.values(d.parts.all.filters)) expect(t.failed / t.scored, t.metric).toBeLessThanOrEqual(0.03);
  });

  it("flags at most 3% of select_50's QAs as near-duplicates within their papers, with the thresholds its even papers choose", async () => {
    const d = await measureDataset(core, sciqagDatasets(sciqag.dir!)[0]!);
    print(d);
    const dup = d.parts.report.filters["near-duplicate"]!;
    expect(dup.failed / dup.scored).toBeLessThanOrEqual(0.03);
    const choice = await chooseThresholds(sciqag.dir!);
    expect(choice.chosen).toEqual({ question: WORD_VECTOR_THRESHOLDS.question, qa: WORD_VECTOR_THRESHOLDS.qa });
    expect(choice.flagged.report.flagged / choice.flagged.report.qas).toBeLessThanOrEqual(0.03);
  });
});
