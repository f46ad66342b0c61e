// Past the index's first 500 earlier QAs, a QA is measured only against the earlier QAs sharing
// enough words with it to repeat it. When none does, its likeness was never measured, only known
// to be below a repeat's: it is stored without a value and with its counts (0 of N compared), and
// every view says "below a repeat", never 0%. The bound it states must hold for every earlier QA.
import { describe, expect, it } from "vitest";
import { metricInfo } from "../../../src-main/contract/metricCatalog.ts";
import { describeScore, hasNothingToCheck, isBelowBound, scoreMark } from "../../../src-main/contract/scoreWords.ts";
import { describeAcceptRate } from "../../../src-main/contract/reportWords.ts";
import { WordVectorEmbedder } from "../../../src-main/core/llm/embeddings/WordVectorEmbedder.ts";
import { WORD_VECTOR_THRESHOLDS } from "../../../src-main/core/pipeline/filters/duplicateThresholds.ts";
import { likeness, likenessValue, likenessVectors } from "../../../src-main/core/pipeline/filters/qaLikeness.ts";
import { duplicateVerdict, likenessBound } from "../../../src-main/core/pipeline/filters/duplicateVerdict.ts";
import { likenessText, nearDuplicates, type DuplicateCandidate } from "../../../src-main/core/pipeline/filters/nearDuplicates.ts";

const words = new WordVectorEmbedder();
const thresholds = WORD_VECTOR_THRESHOLDS;
const ELEMENTS = ["Ni", "Co", "Fe", "Cu", "Zn", "Ti", "Mn", "Ce", "Zr", "Al", "Si", "Mo", "W", "V", "Cr", "Pt", "Pd", "Ru", "Ag", "Au"];
const PROPERTIES = ["band gap", "surface area", "pore volume", "crystallite size", "lattice parameter", "hardness", "density", "porosity", "viscosity", "coercivity"];

/** 600 QAs of one paper about samples and properties, then QAs about something else entirely. */
function library(): DuplicateCandidate[] {
  const qas: DuplicateCandidate[] = [];
  for (let i = 0; i < 600; i++) {
    const sample = `${ELEMENTS[i % ELEMENTS.length]}-${Math.floor(i / ELEMENTS.length)}`;
    const property = PROPERTIES[(i * 7) % PROPERTIES.length]!;
    qas.push({ id: i, question: `What is the ${property} of sample ${sample}?`, answer: `The ${property} of ${sample} was ${i} units after annealing.` });
  }
  qas.push({ id: "apart", question: "Which bird migrates across the Sahara every autumn?", answer: "The swallow crosses it each autumn." });
  qas.push({ id: "near", question: "What is the hardness of sample Ni-0?", answer: "The hardness of Ni-0 was 0 units after annealing." });
  return qas;
}

describe("a likeness only known to be below a repeat", () => {
  it("is stored without a value and with its counts when no earlier QA shares enough words, and the bound holds for every earlier QA", { timeout: 5 * 60_000 }, async () => {
    const qas = library();
    const verdicts = await nearDuplicates(words, qas, { thresholds });
    const apart = verdicts.get("apart")!;
    expect(apart).toMatchObject({ verdict: "pass", value: null, counts: { found: 0, checked: 600 } });
    expect(apart.reason).toBe("below 82%: none of the 600 earlier QAs about this paper shares enough words with it to be that alike");
    // Measured against every earlier QA, as comparing every pair would: each is below the bound stated.
    const vectors = await likenessVectors(words, qas.map(likenessText));
    const measured = vectors.slice(0, 600).map((v) => likenessValue(likeness(vectors[600]!, v)));
    expect(Math.max(...measured)).toBeLessThan(likenessBound(thresholds, true));
    // One that repeats an earlier QA is still measured and failed, its value a figure.
    expect(verdicts.get("near")).toMatchObject({ verdict: "fail" });
    expect(verdicts.get("near")!.value).toBeGreaterThanOrEqual(thresholds.qa);
    // Within the first 500, every earlier QA is compared: a figure, no counts.
    expect(verdicts.get(1)!.value).toEqual(expect.any(Number));
    expect(verdicts.get(1)!.counts).toBeUndefined();
  });

  it("keeps the closest measured figure with what it rests on when some earlier QAs were measured", () => {
    const finding = { best: { position: 4, likeness: { question: 0.5, whole: 0.3 }, repeated: false }, earlier: 612, compared: 3, exhaustive: false };
    const verdict = duplicateVerdict(finding, () => "What is the band gap?", thresholds, false, true);
    expect(verdict).toMatchObject({ value: 0.3, verdict: "pass", counts: { found: 3, checked: 612 } });
    expect(verdict.reason).toMatch(/^the closest of the 3 earlier QAs about this paper sharing enough words with it to repeat it \(the other 609 share too few\)/);
    // A negative has no answer compared: only its question's likeness, bounded by the question threshold.
    const negative = duplicateVerdict({ best: null, earlier: 700, compared: 0, exhaustive: false }, () => "", thresholds, true, false);
    expect(negative.reason).toBe(`below ${Math.round(thresholds.question * 100)}%: none of the 700 earlier QAs about the same context shares enough words with it to be that alike`);
  });

  it("reads as below a repeat with its counts, apart from nothing to compare, in the chip's words and the report's", () => {
    const bounded = { metric: "near-duplicate", value: null, verdict: "pass" as const, counts: { found: 0, checked: 612 } };
    expect(isBelowBound(bounded)).toBe(true);
    expect(hasNothingToCheck(bounded)).toBe(false);
    expect(describeScore(bounded)).toBe("Likeness to an earlier question: below a repeat (0 of 612 earlier questions compared), passes this check.");
    expect(scoreMark(bounded)).toMatchObject({ icon: "✓", tone: "neutral" });
    // The first QA of a paper still had nothing to compare.
    const first = { metric: "near-duplicate", value: null, verdict: "pass" as const, counts: null };
    expect(hasNothingToCheck(first)).toBe(true);
    expect(describeScore(first)).toBe("Likeness to an earlier question: no earlier question to compare.");
    expect(describeScore({ metric: "near-duplicate", value: 0.3, verdict: "pass", counts: { found: 3, checked: 612 } })).toBe(
      "Likeness to an earlier question: 30% (3 of 612 earlier questions compared), passes this check (lower is better).",
    );
    expect(describeAcceptRate({ metric: "near-duplicate", scored: 10, passed: 8, failed: 1, nothingToCheck: 1, belowBound: 5, measured: 0, acceptRate: 8 / 9 })).toBe("8 of 9, 5 of them below a repeat, not measured");
  });

  it("tells on hover the thresholds the word-vector check uses", () => {
    // The reading said 63% while the check repeats at 82% (questions) and 64% (question and answer).
    const reading = metricInfo("near-duplicate").reading;
    expect(reading).toContain(`questions ${Math.round(thresholds.question * 100)}% alike or more`);
    expect(reading).toContain(`question and answer together ${Math.round(thresholds.qa * 100)}% or more`);
  });
});
