// plan() on the generated article as the PDF parser reads it, and the prompt text each strategy
// builds. No model involved.
import { beforeAll, describe, expect, it } from "vitest";
import { strategyTools } from "../../../../src-main/core/pipeline/jobs/storeRunPlan.ts";
import { chemlitStrategy } from "../../../../src-main/core/pipeline/strategies/chemlit/chemlitStrategy.ts";
import { chunkText, readBridgeScope, readChunkScope, segmentRefs } from "../../../../src-main/core/pipeline/strategies/chemlit/chunkScope.ts";
import { questionMessages, usefulnessMessages } from "../../../../src-main/core/pipeline/strategies/chemlit/prompt.ts";
import { REASONING_TYPES } from "../../../../src-main/core/pipeline/strategies/chemlit/reasoningTypes.ts";
import { ChemlitSettingsSchema } from "../../../../src-main/core/pipeline/strategies/chemlit/settings.ts";
import { retchemMessages, synthesisMessages } from "../../../../src-main/core/pipeline/strategies/retchem/prompt.ts";
import { retchemStrategy } from "../../../../src-main/core/pipeline/strategies/retchem/retchemStrategy.ts";
import { QUESTION_TYPES, RetchemSettingsSchema } from "../../../../src-main/core/pipeline/strategies/retchem/settings.ts";
import { sciqagMessages } from "../../../../src-main/core/pipeline/strategies/sciqag/prompt.ts";
import { sciqagStrategy } from "../../../../src-main/core/pipeline/strategies/sciqag/sciqagStrategy.ts";
import { SciqagSettingsSchema } from "../../../../src-main/core/pipeline/strategies/sciqag/settings.ts";
import { bm25Index } from "../../../../src-main/core/text/bm25Index.ts";
import { bm25Terms } from "../../../../src-main/core/text/bm25Terms.ts";
import type { PaperForGeneration } from "../../../../src-main/core/pipeline/strategies/paperForGeneration.ts";
import type { PassageChunk } from "../../../../src-main/core/pipeline/text/PaperText.ts";
import { tempDirForSuite } from "../../../support/tempDir.ts";
import { generatedPaper } from "./generatedPaper.ts";

let paper: PaperForGeneration;
let chunks: PassageChunk[];

beforeAll(async () => {
  ({ paper } = await generatedPaper(tempDirForSuite()));
  chunks = strategyTools.chunks(paper);
});

const headingOf = (sectionId: number | null) => paper.sections.find((s) => s.id === sectionId)?.heading;

describe("SciQAG plan", () => {
  it("plans one paper-level item holding 20 TopicRank keyphrases of the paper", () => {
    const items = sciqagStrategy.plan(paper, SciqagSettingsSchema.parse({}), strategyTools);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ itemKey: "paper", kind: "paper" });
    const keyphrases = items[0]!.scope.keyphrases as string[];
    expect(keyphrases).toHaveLength(20);
    expect(new Set(keyphrases.map((k) => k.toLowerCase())).size).toBe(20);
    const joined = keyphrases.join(" | ").toLowerCase();
    // The tagger reads "grain" as a verb in "to grain boundaries", so the topic may be named "boundaries".
    expect(joined).toMatch(/boundar/);
    expect(joined).toMatch(/activation energ/);
    expect(joined).toMatch(/zirconia|ysz/);
    // The scope is stored in the ledger as JSON.
    expect(JSON.parse(JSON.stringify(items[0]!.scope))).toEqual(items[0]!.scope);
  });

  it("honours the keyphrase count and never draws keyphrases from the acknowledgements", () => {
    const acknowledgements = paper.passages.filter((p) => headingOf(p.sectionId) === "Acknowledgements").map((p) => p.text).join(" ");
    expect(acknowledgements).toMatch(/Northbridge/);
    const keyphrases = sciqagStrategy.plan(paper, SciqagSettingsSchema.parse({ keyphrases: 50 }), strategyTools)[0]!.scope.keyphrases as string[];
    expect(keyphrases.length).toBeGreaterThan(20);
    expect(keyphrases.join(" ")).not.toMatch(/Northbridge|staff/i);
    expect(sciqagStrategy.plan(paper, SciqagSettingsSchema.parse({ keyphrases: 5 }), strategyTools)[0]!.scope.keyphrases).toHaveLength(5);
  });
});

describe("ChemLit-QA plan", () => {
  it("plans one item per useful-looking chunk, keyed by chunk index, leaving out back matter", () => {
    const items = chemlitStrategy.plan(paper, ChemlitSettingsSchema.parse({}), strategyTools).filter((i) => i.kind === "chunk");
    const body = chunks.filter((c) => headingOf(c.sectionId) !== "Acknowledgements");
    expect(chunks.length - body.length).toBe(1);
    expect(items.map((i) => i.itemKey)).toEqual(body.map((c) => `chunk:${c.index}`));
    for (const item of items) {
      const scope = readChunkScope(item.scope);
      const chunk = chunks.find((c) => c.index === scope.chunk)!;
      expect(scope.segments).toEqual(segmentRefs(chunk));
      // Execution rebuilds exactly the planned text from the stored passage ranges.
      expect(chunkText(paper, scope.segments)).toBe(chunk.text);
      expect(JSON.parse(JSON.stringify(item.scope))).toEqual(item.scope);
    }
  });

  it("does not spend a model call on a chunk of one or two sentences or on garbled symbols", () => {
    const sentences = (text: string) => [...text.matchAll(/[^.]+\./g)].map((m) => [m.index, m.index + m[0].length] as [number, number]);
    const texts = [
      "Two sentences only. Nothing more to see.",
      "The ionic conductivity rose with temperature. The activation energy fell with thickness. Strain explains the trend.",
      "= 0.5 × 10^3 ± 2 (3) [4] {5} 6.7 = 8.9. 1 2 3 4 5 6 7 8 9 0. ∑ ∫ ∂ √ ≈ ≠ ≤ ≥ ± × ÷ 12.34 56.78 90.12.",
    ];
    const tiny: PaperForGeneration = {
      id: 1, title: null, abstract: null, keywords: [], language: "en",
      sections: [{ id: 1, heading: "A", level: 1, parentId: null }, { id: 2, heading: "B", level: 1, parentId: null }, { id: 3, heading: "C", level: 1, parentId: null }],
      passages: texts.map((text, i) => ({ id: i + 1, text, page: 1, sectionId: i + 1, sentences: sentences(text) })),
    };
    const items = chemlitStrategy.plan(tiny, ChemlitSettingsSchema.parse({}), strategyTools);
    expect(items.map((i) => i.itemKey)).toEqual(["chunk:1"]);
    expect(chemlitStrategy.plan(tiny, ChemlitSettingsSchema.parse({ minSentences: 2, minLetterShare: 0, multiHopPerPaper: 0 }), strategyTools)).toHaveLength(3);
  });

  it("plans multi-hop items joining two useful chunks through a name both mention, as many as set", () => {
    const items = chemlitStrategy.plan(paper, ChemlitSettingsSchema.parse({}), strategyTools);
    const planned = new Set(items.filter((i) => i.kind === "chunk").map((i) => Number(i.scope.chunk)));
    const bridges = items.filter((i) => i.kind === "bridge");
    expect(bridges.length).toBeGreaterThan(0);
    expect(bridges.length).toBeLessThanOrEqual(2);
    for (const item of bridges) {
      const scope = readBridgeScope(item.scope);
      const [a, b] = scope.pair;
      expect(a.chunk).toBeLessThan(b.chunk);
      expect(item.itemKey).toBe(`bridge:${a.chunk}-${b.chunk}`);
      // Both chunks are ones worth asking about, both mention the entity, and their text is rebuilt exactly.
      for (const c of [a, b]) {
        expect(planned.has(c.chunk)).toBe(true);
        expect(chunkText(paper, c.segments)).toBe(chunks[c.chunk]!.text);
        expect(chunks[c.chunk]!.text).toContain(scope.entity);
      }
      expect(chemlitStrategy.itemLabel(item)).toBe(`Multi-hop through "${scope.entity}" (chunks ${a.chunk + 1} and ${b.chunk + 1})`);
    }
    expect(chemlitStrategy.plan(paper, ChemlitSettingsSchema.parse({ multiHopPerPaper: 0 }), strategyTools).some((i) => i.kind === "bridge")).toBe(false);
  });

  it("stores with each chunk the 4 most similar other chunks of the paper, best BM25 score first", () => {
    const items = chemlitStrategy.plan(paper, ChemlitSettingsSchema.parse({}), strategyTools).filter((i) => i.kind === "chunk");
    const index = bm25Index(chunks.map((c) => c.text), { terms: bm25Terms });
    for (const item of items) {
      const scope = readChunkScope(item.scope);
      const similar = scope.similar.map((s) => s.chunk);
      expect(similar).toHaveLength(4);
      expect(new Set(similar).size).toBe(4);
      expect(similar).not.toContain(scope.chunk);
      const scores = index.score(chunks[scope.chunk]!.text);
      const chosen = similar.map((i) => scores[i]!);
      for (let i = 1; i < chosen.length; i++) expect(chosen[i]!).toBeLessThanOrEqual(chosen[i - 1]!);
      const others = scores.filter((_, i) => i !== scope.chunk && !similar.includes(i));
      expect(Math.min(...chosen)).toBeGreaterThanOrEqual(Math.max(...others));
      expect(chosen[0]!).toBeGreaterThan(0);
      for (const s of scope.similar) expect(chunkText(paper, s.segments)).toBe(chunks[s.chunk]!.text);
    }
    const two = chemlitStrategy.plan(paper, ChemlitSettingsSchema.parse({ similarChunks: 2, multiHopPerPaper: 0 }), strategyTools);
    expect(two.every((i) => readChunkScope(i.scope).similar.length === 2)).toBe(true);
  });
});

describe("RetChemQA plan", () => {
  it("plans factual, reasoning and true-false items of 6, 7 and 7 QAs in single-hop mode by default, and the synthesis conditions", () => {
    const items = retchemStrategy.plan(paper, RetchemSettingsSchema.parse({}), strategyTools);
    expect(items.map((i) => i.itemKey)).toEqual(["single:factual", "single:reasoning", "single:true-false", "synthesis"]);
    expect(items.map((i) => i.scope)).toEqual([
      { questionType: "factual", count: 6, hop: "single" },
      { questionType: "reasoning", count: 7, hop: "single" },
      { questionType: "true-false", count: 7, hop: "single" },
      { hop: "single" },
    ]);
    expect(retchemStrategy.itemLabel(items[3]!)).toBe("Synthesis conditions");
    expect(retchemStrategy.plan(paper, RetchemSettingsSchema.parse({ synthesis: false }), strategyTools).map((i) => i.kind)).not.toContain("synthesis");
  });

  it("plans the same items in multi-hop mode, with counts overridable and a count of 0 planning nothing", () => {
    const items = retchemStrategy.plan(paper, RetchemSettingsSchema.parse({ hop: "multi", factual: 2, reasoning: 0 }), strategyTools);
    expect(items.map((i) => i.itemKey)).toEqual(["multi:factual", "multi:true-false", "synthesis"]);
    expect(items.map((i) => i.scope.count)).toEqual([2, 7, undefined]);
    expect(items.every((i) => i.scope.hop === "multi")).toBe(true);
  });
});

describe("prompts", () => {
  it("SciQAG: the paper, then the task around every keyphrase, with the closed-book rules", () => {
    const keyphrases = sciqagStrategy.plan(paper, SciqagSettingsSchema.parse({}), strategyTools)[0]!.scope.keyphrases as string[];
    const { system, prompt } = sciqagMessages({ paperText: "PAPER TEXT HERE", keyphrases, count: 10, maxEvidence: 3 });
    for (const k of keyphrases) expect(prompt).toContain(k);
    expect(prompt.indexOf("PAPER TEXT HERE")).toBeLessThan(prompt.indexOf("Task:"));
    expect(prompt).toMatch(/exactly 10 question-answer pairs/);
    expect(prompt).toMatch(/figures, tables, sections/);
    expect(prompt).toMatch(/"this paper"/);
    expect(prompt).toMatch(/definitions/);
    expect(prompt).toMatch(/begins with its id in square brackets/);
    expect(prompt).toMatch(/"evidence": the ids of the 1 to 3 sentences/);
    expect(system).toMatch(/closed-book/);
  });

  it("ChemLit-QA: the chunk comes first in every call, with the seven types and each type's recipe", () => {
    const chunk = chunks[4]!.text;
    const check = usefulnessMessages(chunk, REASONING_TYPES);
    const framed = `Text from a scientific paper, each sentence beginning with its id in square brackets:\n"""\n${chunk}\n"""`;
    expect(check.prompt.startsWith(framed)).toBe(true);
    for (const type of REASONING_TYPES) expect(check.prompt).toContain(`- ${type}: `);
    expect(check.prompt).toMatch(/only one or two sentences/);
    const question = questionMessages(chunk, "comparative", { maxContext: 6, withDifficulty: true });
    expect(question.system).toBe(check.system);
    expect(question.prompt.startsWith(framed)).toBe(true);
    expect(question.prompt).toMatch(/"context": the ids of the sentences the answer rests on/);
    expect(question.prompt).toMatch(/write one comparative question/);
    expect(question.prompt).toMatch(/without saying which is larger/);
    expect(question.prompt).toMatch(/"answerable"/);
    expect(question.prompt).toMatch(/"difficulty": "easy" when/);
    expect(questionMessages(chunk, "causal", { maxContext: 6, withDifficulty: false }).prompt).not.toMatch(/"difficulty"/);
  });

  it("RetChemQA: one system message per hop mode for all three types, the counts, and the multi-hop evidence rule", () => {
    const input = { paperText: "PAPER TEXT HERE", count: 7, focus: "synthesis conditions", maxEvidence: 3, minPlaces: 2 };
    const single = QUESTION_TYPES.map((type) => retchemMessages({ ...input, type, hop: "single" }));
    const multi = QUESTION_TYPES.map((type) => retchemMessages({ ...input, type, hop: "multi" }));
    expect(new Set(single.map((m) => m.system)).size).toBe(1);
    expect(new Set(multi.map((m) => m.system)).size).toBe(1);
    expect(single[0]!.system).toMatch(/single-hop/);
    expect(multi[0]!.system).toMatch(/at least two different places/);
    for (const m of [...single, ...multi]) {
      expect(m.prompt.startsWith('Paper:\n"""\nPAPER TEXT HERE\n"""')).toBe(true);
      expect(m.prompt).toMatch(/Concentrate on synthesis conditions/);
    }
    expect(single[0]!.prompt).toMatch(/exactly 7 single-hop factual question/);
    expect(multi[0]!.prompt).toMatch(/"hops": the places the answer puts together, at least 2 from different paragraphs/);
    expect(multi[0]!.prompt).toMatch(/Each place must add something of its own/);
    expect(multi[0]!.prompt).toMatch(/"reasoning": one or two sentences on how the places' pieces combine/);
    expect(multi[0]!.prompt).toMatch(/in this order: "question", "hops", "reasoning", "answer", "difficulty"/);
    expect(single[0]!.prompt).toMatch(/"evidence": the id of the sentence of the paper that answers the question/);
    expect(single[2]!.prompt).toMatch(/"True or false: <statement>"/);
    expect(single[2]!.prompt).toMatch(/"question", "evidence", "verdict", "justification"/);
    // The synthesis record shares the system message and the paper prefix with the questions.
    const synthesis = synthesisMessages("PAPER TEXT HERE", 8, "multi");
    expect(synthesis.system).toBe(multi[0]!.system);
    expect(synthesis.prompt.startsWith('Paper:\n"""\nPAPER TEXT HERE\n"""')).toBe(true);
    expect(synthesis.prompt).toMatch(/"reportsSynthesis": true only when/);
    expect(synthesis.prompt).toMatch(/no characterisation/);
    expect(retchemMessages({ ...input, type: "factual", hop: "single", focus: null }).prompt).not.toMatch(/Concentrate/);
  });
});
