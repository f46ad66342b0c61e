import { describe, expect, it } from "vitest";
import { answerLength } from "../../../../src-main/core/pipeline/filters/answerLength.ts";
import { answerSentences } from "../../../../src-main/core/pipeline/qaMeasures/answerSentences.ts";
import { selfConsistency, sentenceAgreement } from "../../../../src-main/core/pipeline/filters/selfConsistency.ts";
import type { TextEmbedder } from "../../../../src-main/core/llm/embeddings/TextEmbedder.ts";
import { WordVectorEmbedder } from "../../../../src-main/core/llm/embeddings/WordVectorEmbedder.ts";
import { pickQuestions, rankQuestions, type RankedQuestion } from "../../../../src-main/core/pipeline/strategies/ccqg/rankQuestions.ts";
import { candidateParagraphs, proxyText, scoreParagraphs, selectSalient } from "../../../../src-main/core/pipeline/strategies/ccqg/salience.ts";
import { topSections } from "../../../../src-main/core/pipeline/strategies/ccqg/sections.ts";
import { noQuestionsReason } from "../../../../src-main/core/pipeline/strategies/shared/itemReasons.ts";
import type { PaperForGeneration } from "../../../../src-main/core/pipeline/strategies/paperForGeneration.ts";

const words = (n: number, word = "film") => Array.from({ length: n }, () => word).join(" ");

function paper(passages: { id: number; text: string; sectionId: number | null }[]): PaperForGeneration {
  return {
    id: 1,
    title: "Stable perovskite films",
    abstract: "Perovskite films resist humidity.",
    keywords: ["perovskite", "humidity"],
    language: "en",
    sections: [
      { id: 1, heading: "Results", level: 1, parentId: null },
      { id: 2, heading: "Film growth", level: 2, parentId: 1 },
      { id: 3, heading: "Discussion", level: 1, parentId: null },
      { id: 4, heading: "Acknowledgements", level: 1, parentId: null },
    ],
    passages: passages.map((p) => ({ ...p, page: 1, sentences: [] })),
  };
}

describe("CCQG's salient paragraphs", () => {
  it("compares paragraphs with the title, abstract and keywords together", () => {
    expect(proxyText(paper([]))).toBe("Stable perovskite films\nPerovskite films resist humidity.\nperovskite; humidity");
  });

  it("never takes back matter or a stray line as a candidate", () => {
    const p = paper([
      { id: 1, text: words(40), sectionId: 1 },
      { id: 2, text: words(5), sectionId: 1 },
      { id: 3, text: words(40), sectionId: 4 },
      { id: 4, text: words(40), sectionId: null },
    ]);
    expect(candidateParagraphs(p, 30).map((c) => c.id)).toEqual([1, 4]);
  });

  it("keeps paragraphs at or above the threshold, most similar first and at most the cap, the rest in reading order", () => {
    const scored = [0.5, 0.92, 0.7, 0.95, 0.9, 0.1].map((salience, i) => ({ passageId: i + 1, salience }));
    const selection = selectSalient(scored, 0.9, 2, 3);
    expect(selection.salient.map((s) => s.passageId)).toEqual([4, 2]);
    // Paragraph 5 reached the threshold but the cap left it out: it is ranked against as the rest.
    expect(selection.rest.map((s) => s.passageId)).toEqual([1, 3, 5, 6]);
    expect(selection.belowThreshold).toBe(false);
  });

  it("falls back to the most similar paragraphs when none reaches the threshold, and says so", () => {
    const scored = [0.2, 0.6, 0.4].map((salience, i) => ({ passageId: i + 1, salience }));
    const selection = selectSalient(scored, 0.7, 10, 2);
    expect(selection.salient.map((s) => s.passageId)).toEqual([2, 3]);
    expect(selection.belowThreshold).toBe(true);
  });

  it("finds the on-topic paragraph more salient than an off-topic one with word vectors", async () => {
    const p = paper([
      { id: 1, text: "Perovskite films kept their efficiency after weeks in humid air, because the layered structure keeps water away from the crystal grains.", sectionId: 1 },
      { id: 2, text: "The funding agency and the university library supported travel to the conference in the spring of that year.", sectionId: 3 },
    ]);
    const [onTopic, offTopic] = await scoreParagraphs(new WordVectorEmbedder(), p, p.passages);
    expect(onTopic!.salience).toBeGreaterThan(offTopic!.salience);
  });
});

/** Similarities as a table: rows are questions, columns passage ids 1..n. */
const table = (rows: number[][]) => (q: number, passageId: number) => rows[q]![passageId - 1]!;

describe("CCQG's two-step question ranking (Algorithm 1)", () => {
  const questions = ["q0", "q1", "q2", "q3"].map((question, i) => ({ question, origin: i + 1 }));

  it("pairs questions greedily in order of summed similarity to the salient paragraphs, each taking up to K free ones above th", () => {
    // Salient: passages 1-4; rest: 5-6.
    const similarity = table([
      [0.9, 0.85, 0.2, 0.1, 0.3, 0.1], // sum over salient 2.05
      [0.95, 0.9, 0.9, 0.3, 0.2, 0.2], // sum 3.05: ranked first
      [0.1, 0.1, 0.1, 0.95, 0.1, 0.9], // sum 1.25
      [0.2, 0.2, 0.2, 0.2, 0.8, 0.1], // sum 0.8, never above th: supplementary
    ]);
    const ranked = rankQuestions({ questions, salient: [1, 2, 3, 4], rest: [5, 6], similarity, threshold: 0.8, k: 2 });
    expect(ranked.map((r) => [r.question, r.phase, r.paragraphs])).toEqual([
      ["q1", "greedy", [1, 2]], // the two most similar free paragraphs; 3 also passes th but K=2
      ["q2", "greedy", [4]], // q0 (sum 2.05) comes before q2 but paragraphs 1 and 2 are taken and 3, 4 are below th for it
      // Left over, ordered by similarity to the rest (5, 6): q3 0.9 before q0 0.4; each with its
      // own paragraph first, then the K most similar others of the whole paper.
      ["q3", "supplementary", [4, 5, 1]],
      ["q0", "supplementary", [1, 2, 5]],
    ]);
    expect(ranked.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
  });

  it("ranks the questions left over by their summed similarity to the rest of the paper, after every greedy one", () => {
    const similarity = table([
      [0.1, 0.2, 0.9],
      [0.1, 0.9, 0.1],
      [0.1, 0.3, 0.95],
    ]);
    const three = questions.slice(0, 3);
    // One salient paragraph, below th for everyone: all go to the supplementary step.
    const ranked = rankQuestions({ questions: three, salient: [1], rest: [2, 3], similarity, threshold: 0.5, k: 1 });
    expect(ranked.map((r) => r.question)).toEqual(["q2", "q0", "q1"]);
    expect(ranked.every((r) => r.phase === "supplementary")).toBe(true);
    // Its own paragraph first, then the K most similar others of the whole paper.
    expect(ranked[0]!.paragraphs).toEqual([3, 2]);
  });

  it("stops pairing when no salient paragraph is free", () => {
    const similarity = table([
      [0.9, 0.9],
      [0.95, 0.95],
    ]);
    const ranked = rankQuestions({ questions: questions.slice(0, 2), salient: [1], rest: [2], similarity, threshold: 0.5, k: 3 });
    expect(ranked.map((r) => [r.question, r.phase])).toEqual([
      ["q1", "greedy"],
      ["q0", "supplementary"],
    ]);
  });
});

describe("choosing the questions to answer", () => {
  const ranked = (origins: number[]): RankedQuestion[] => origins.map((origin, i) => ({ question: `q${i}`, origin, rank: i + 1, phase: "greedy", paragraphs: [origin], score: 1 }));

  it("takes at most two questions from one section, counting its subsections with it, and stops at the top N", () => {
    const p = paper([
      { id: 1, text: "a", sectionId: 1 },
      { id: 2, text: "b", sectionId: 2 }, // subsection of Results
      { id: 3, text: "c", sectionId: 3 },
      { id: 4, text: "d", sectionId: null },
    ]);
    const { picked, overSectionCap } = pickQuestions(ranked([1, 2, 2, 3, 3, 3, 4, 4]), { count: 5, perSection: 2, sectionOf: topSections(p) });
    expect(picked.map((q) => q.question)).toEqual(["q0", "q1", "q3", "q4", "q6"]);
    expect(overSectionCap).toBe(2);
  });

  it("says in the run view why a paper got no QA", () => {
    expect(noQuestionsReason({ salient: 1, written: 0, references: 0, sectionCap: 0 }).message).toBe("the model wrote no usable question for any of the 1 salient paragraph");
    expect(noQuestionsReason({ salient: 4, written: 3, references: 2, sectionCap: 1 })).toEqual({
      code: "no-questions",
      message: "all 3 questions were left out: 2 referred to figures, sections or authors, 1 was over the per-section cap",
    });
  });

  it("leaves out questions the pattern filter catches before they use a place", () => {
    const { picked, excluded } = pickQuestions(ranked([1, 3, 3]), { count: 2, perSection: 2, sectionOf: () => "", excluded: (q) => q.question === "q0" });
    expect(picked.map((q) => q.question)).toEqual(["q1", "q2"]);
    expect(excluded).toBe(1);
  });
});

/** An embedder over a fixed table of texts, for checking the arithmetic. */
const fixed = (vectors: Record<string, number[]>): TextEmbedder => ({
  kind: "embedding-model",
  embed: async (texts) => texts.map((t) => vectors[t] ?? [0, 0]),
  dispose: async () => {},
});

describe("the self-consistency check", () => {
  it("cuts an answer into sentences", () => {
    expect(answerSentences("Films last. They resist 85% humidity! Why? (Because of layers.)")).toEqual(["Films last.", "They resist 85% humidity!", "Why?", "(Because of layers.)"]);
  });

  it("scores each sentence by its best match in each sample, averaged over samples", () => {
    const scores = sentenceAgreement(
      [
        [1, 0],
        [0, 1],
      ],
      [[[1, 0]], [[0.6, 0.8]], []],
    );
    expect(scores[0]).toBeCloseTo((1 + 0.6 + 0) / 3);
    expect(scores[1]).toBeCloseTo((0 + 0.8 + 0) / 3);
  });

  it("fails an answer whose one sentence no sample repeats, and names that sentence", async () => {
    const embedder = fixed({ "A is stable.": [1, 0], "B melts at 300 K.": [0, 1], "A stays stable.": [1, 0] });
    const verdict = await selfConsistency(embedder, "A is stable. B melts at 300 K.", { samples: ["A stays stable.", "A stays stable."], threshold: 0.75 });
    expect(verdict).toMatchObject({ metric: "self-consistency", value: 0, verdict: "fail" });
    expect(verdict.reason).toContain("B melts at 300 K.");
    const agreed = await selfConsistency(embedder, "A is stable.", { samples: ["A stays stable.", ""], threshold: 0.4 });
    expect(agreed).toMatchObject({ value: 0.5, verdict: "pass" });
    expect(agreed.reason).toContain("1 of which refused");
  });

  it("takes the model's judgement of each sentence when the strategy asked the model, at half the samples by default", async () => {
    const embedder = fixed({});
    const samples = ["A stays stable.", "A is not stable.", ""];
    const backed = await selfConsistency(embedder, "A is stable. B melts.", { samples, threshold: null, support: [2 / 3, 1 / 3] });
    expect(backed).toMatchObject({ verdict: "fail", reason: expect.stringContaining('"B melts."') });
    expect(backed.value).toBeCloseTo(1 / 3);
    expect(backed.reason).toContain("as the model judged them");
    expect((await selfConsistency(embedder, "A is stable.", { samples, threshold: null, support: [2 / 3] })).verdict).toBe("pass");
  });

  it("with word vectors, passes an answer the samples restate and fails one they contradict in substance", async () => {
    const embedder = new WordVectorEmbedder();
    const answer = "The layered perovskite films kept most of their efficiency after long exposure to humid air. Their large organic cations keep water away from the crystal grains.";
    const consistent = ["The layered perovskite films retained most of their efficiency after extended exposure to humid air. Bulky organic cations shield the grains from water."];
    const different = ["The solar cells were measured under standard illumination in a nitrogen glovebox by a calibrated simulator."];
    expect((await selfConsistency(embedder, answer, { samples: consistent, threshold: null })).verdict).toBe("pass");
    expect((await selfConsistency(embedder, answer, { samples: different, threshold: null })).verdict).toBe("fail");
  });
});

describe("the answer-length check", () => {
  it("passes 40 to 100 words and says how far off an answer is", () => {
    expect(answerLength(words(40), { min: 40, max: 100 })).toMatchObject({ verdict: "pass", value: 0 });
    expect(answerLength(words(12), { min: 40, max: 100 })).toMatchObject({ verdict: "fail", value: 1, reason: "12 words, too short (40 to 100 words asked for)" });
    expect(answerLength(words(101), { min: 40, max: 100 }).verdict).toBe("fail");
  });
});
