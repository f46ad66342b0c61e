// ScIRGen's pure parts: the taxonomy, the plan (18 types x 3 QAs), the prompt per type and the
// retrieval of a question's context from the paper. No model involved.
import { beforeAll, describe, expect, it } from "vitest";
import { strategyTools } from "../../../../src-main/core/pipeline/jobs/storeRunPlan.ts";
import { scirgenMessages } from "../../../../src-main/core/pipeline/strategies/scirgen/prompt.ts";
import { QUESTION_TYPE_DESCRIPTIONS, QUESTION_TYPE_NAMES, QUESTION_TYPES } from "../../../../src-main/core/pipeline/strategies/scirgen/questionTypes.ts";
import { paperRetriever, retrieverFor } from "../../../../src-main/core/pipeline/strategies/scirgen/retrieveContext.ts";
import { scirgenSchema } from "../../../../src-main/core/pipeline/strategies/scirgen/schema.ts";
import { scirgenStrategy } from "../../../../src-main/core/pipeline/strategies/scirgen/scirgenStrategy.ts";
import { ScirgenSettingsSchema } from "../../../../src-main/core/pipeline/strategies/scirgen/settings.ts";
import { getStrategy } from "../../../../src-main/core/pipeline/strategies/index.ts";
import type { PaperForGeneration } from "../../../../src-main/core/pipeline/strategies/paperForGeneration.ts";
import { tempDirForSuite } from "../../../support/tempDir.ts";
import { generatedPaper } from "./generatedPaper.ts";

let paper: PaperForGeneration;

beforeAll(async () => {
  ({ paper } = await generatedPaper(tempDirForSuite()));
});

describe("ScIRGen's question taxonomy", () => {
  it("holds Graesser's 18 categories in the taxonomy's order, each with a name and its own description", () => {
    // The taxonomy's order runs from short answers (a yes or no first) to explanations and requests.
    expect(QUESTION_TYPES).toHaveLength(18);
    expect(new Set(QUESTION_TYPES).size).toBe(18);
    expect(QUESTION_TYPES.slice(0, 3)).toEqual(["verification", "disjunctive", "concept-completion"]);
    expect(QUESTION_TYPES.at(-1)).toBe("request-directive");
    const descriptions = QUESTION_TYPES.map((t) => QUESTION_TYPE_DESCRIPTIONS[t]);
    expect(new Set(descriptions).size).toBe(18);
    for (const t of QUESTION_TYPES) expect(QUESTION_TYPE_NAMES[t]).toMatch(/^[A-Z]/);
  });

  it("defaults to every type, 3 QAs each, as the paper does for data with a paper", () => {
    const settings = ScirgenSettingsSchema.parse({});
    expect(settings).toMatchObject({ questionTypes: [...QUESTION_TYPES], qaPerType: 3, retrievedPassages: 3 });
    expect(getStrategy("scirgen")).toBe(scirgenStrategy);
  });
});

describe("ScIRGen plan", () => {
  it("plans one item per question type, 18 by default, each asking for 3 QAs (54 per paper)", () => {
    const items = scirgenStrategy.plan(paper, ScirgenSettingsSchema.parse({}), strategyTools);
    expect(items.map((i) => i.scope.questionType)).toEqual([...QUESTION_TYPES]);
    expect(new Set(items.map((i) => i.itemKey)).size).toBe(18);
    expect(items.reduce((sum, i) => sum + Number(i.scope.count), 0)).toBe(54);
    expect(scirgenStrategy.itemLabel(items[12]!)).toBe("Instrumental/procedural questions");
    for (const item of items) expect(JSON.parse(JSON.stringify(item.scope))).toEqual(item.scope);
  });

  it("plans only the chosen types, in the taxonomy's order, with the chosen count", () => {
    const items = scirgenStrategy.plan(paper, ScirgenSettingsSchema.parse({ questionTypes: ["judgmental", "verification"], qaPerType: 2 }), strategyTools);
    expect(items.map((i) => [i.scope.questionType, i.scope.count])).toEqual([
      ["verification", 2],
      ["judgmental", 2],
    ]);
  });

  it("refuses a type outside the taxonomy", () => {
    expect(() => ScirgenSettingsSchema.parse({ questionTypes: ["trivia"] })).toThrow();
  });
});

describe("ScIRGen prompt and schema", () => {
  it("puts the paper first and the type's own description after it, so a paper's items share their prefix", () => {
    const a = scirgenMessages({ paperText: "[S1] Zirconia conducts oxide ions.", type: "causal-antecedent", count: 3, maxEvidence: 3 });
    const b = scirgenMessages({ paperText: "[S1] Zirconia conducts oxide ions.", type: "quantification", count: 3, maxEvidence: 3 });
    expect(a.system).toBe(b.system);
    const shared = a.prompt.slice(0, a.prompt.indexOf("Task:"));
    expect(b.prompt.startsWith(shared)).toBe(true);
    expect(shared).toContain("Zirconia conducts oxide ions.");
    expect(a.prompt).toContain(QUESTION_TYPE_DESCRIPTIONS["causal-antecedent"]);
    expect(a.prompt).toContain("exactly 3 causal antecedent questions");
  });

  it("asks for exactly the planned number of QAs, citing only the sentence ids shown", () => {
    const schema = scirgenSchema(3, 2, ["S1", "S2"]) as { properties: { qas: { minItems: number; maxItems: number; items: { properties: { evidence: unknown } } } } };
    expect(schema.properties.qas).toMatchObject({ minItems: 3, maxItems: 3 });
    expect(schema.properties.qas.items.properties.evidence).toEqual({ type: "array", items: { enum: ["S1", "S2"] }, minItems: 1, maxItems: 2 });
  });
});

describe("the context retrieved for a question", () => {
  const headingOf = (sectionId: number | null) => paper.sections.find((s) => s.id === sectionId)?.heading;

  it("returns the paper's paragraphs that answer the question, best first, at most k", () => {
    const retrieve = paperRetriever(paper);
    const found = retrieve("How does the activation energy change with film thickness?", 3);
    expect(found).toHaveLength(3);
    expect(found[0]!.text).toMatch(/activation energ/i);
    expect(found[0]!.text).toMatch(/thickness/i);
    for (let i = 1; i < found.length; i++) expect(found[i - 1]!.score).toBeGreaterThanOrEqual(found[i]!.score);
    // Each is a whole stored paragraph, found under its own id.
    for (const r of found) expect(paper.passages.find((p) => p.id === r.passageId)!.text).toBe(r.text);
    expect(retrieve("How does the activation energy change with film thickness?", 1)).toEqual(found.slice(0, 1));
  });

  it("never retrieves back matter, and nothing for a question that shares no word with the paper", () => {
    const retrieve = paperRetriever(paper);
    const thanks = retrieve("Which staff at Northbridge helped and who funded the grant?", 10);
    for (const r of thanks) expect(headingOf(paper.passages.find((p) => p.id === r.passageId)!.sectionId)).not.toBe("Acknowledgements");
    expect(retrieve("Quokkas xylophone?", 3)).toEqual([]);
  });
});

describe("the retriever's reuse", () => {
  it("builds one index per paper and ranks as a fresh one does", () => {
    expect(retrieverFor(paper)).toBe(retrieverFor(paper));
    const question = "Which substrate gave the lowest activation energy?";
    expect(retrieverFor(paper)(question, 3)).toEqual(paperRetriever(paper)(question, 3));
  });
});

describe("ScIRGen's fit check", () => {
  const budget = (contextSize: number) => ({ countTokens: (text: string) => Math.ceil(text.length / 4), contextSize });
  const context = { paperName: "YSZ films", maxContextSize: 32_768 };

  it("says nothing when the whole paper fits, warns when it would be shortened, and blocks when no useful part fits", () => {
    const settings = ScirgenSettingsSchema.parse({});
    expect(scirgenStrategy.checkFit(paper, settings, budget(32_768), strategyTools, context)).toEqual([]);
    const shortened = scirgenStrategy.checkFit(paper, settings, budget(3072), strategyTools, context);
    expect(shortened.map((f) => f.severity)).toEqual(["warning"]);
    expect(shortened[0]!.message).toContain("YSZ films");
    expect(scirgenStrategy.checkFit(paper, settings, budget(1024), strategyTools, context).map((f) => f.severity)).toEqual(["blocker"]);
  });
});
