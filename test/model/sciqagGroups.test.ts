import { describe, expect, it } from "vitest";
import { listQaItemsForRun } from "../../src-main/core/db/repositories/qaItems.ts";
import { listScores } from "../../src-main/core/db/repositories/scores.ts";
import { requestedContextSize } from "../../src-main/core/pipeline/checks/resolvedContextSize.ts";
import { executeRun } from "../../src-main/core/pipeline/jobs/executeRun.ts";
import { loadPaperForGeneration } from "../../src-main/core/pipeline/papers/loadPaperForGeneration.ts";
import { bodySections } from "../../src-main/core/pipeline/strategies/paperContext.ts";
import { useTinyModelLibrary } from "./support/tinyModelLibrary.ts";

// A model trained on a short context, given no context size: the generator follows the model
// (its trained size), the paper does not fit one prompt, and SciQAG must read it group by group.
const TRAINED = 6144;
const library = useTinyModelLibrary({ trainedContext: TRAINED, contextSize: requestedContextSize(undefined, TRAINED) });

describe("SciQAG on a paper longer than the model's context, with real inference", () => {
  it("follows the model's trained context, reads every section in groups, and exports what each QA was written from", async () => {
    const { db, generator } = library;
    const paperId = library.paperIds[0]!;
    expect(generator.contextSize).toBe(TRAINED);
    const { runId, items } = library.startRun({ strategy: "sciqag", settings: { maxTokens: 1024 }, seed: 5 });
    expect(items).toBe(1);
    const port = await library.port({ seed: 5, lanes: 1 });
    const before = generator.tokenCounts();
    const final = await executeRun(db, runId, port, { scorer: null });
    expect(final.status).toBe("completed");

    const qas = listQaItemsForRun(db, runId);
    const contexts = qas.map((q) => q.context as { policy: string; group: number; groups: number; includedSections: string[]; passageIds: number[] });
    const groups = contexts[0]!.groups;
    expect(groups).toBeGreaterThan(1);
    // SciQAG's ten QAs per paper, shared among the groups by length, however many groups.
    expect(qas).toHaveLength(10);
    for (const c of contexts) expect(c).toMatchObject({ policy: "section-groups", groups });
    expect(new Set(contexts.map((c) => c.group)).size).toBe(Math.min(10, groups));
    if (groups <= 10) {
      // Every group wrote QAs, and together the groups held every section and paragraph of the body.
      const paper = loadPaperForGeneration(db, paperId);
      const body = bodySections(paper);
      const seenSections = new Set(contexts.flatMap((c) => c.includedSections.map((s) => s.replace(/ \(part \d+ of \d+\)$/, ""))));
      for (const section of body) if (section.heading) expect(seenSections, section.heading).toContain(section.heading);
      const seenPassages = new Set(contexts.flatMap((c) => c.passageIds));
      for (const passage of body.flatMap((s) => s.passages)) expect(seenPassages.has(passage.id), `passage ${passage.id}`).toBe(true);
    }
    // Every QA was filtered as one paper's questions (near-duplicates across groups included), and its evidence is exact.
    for (const qa of qas) {
      expect(listScores(db, qa.id).map((s) => s.metric)).toEqual(expect.arrayContaining(["near-duplicate", "evidence-found", "context-dependence", "definitional"]));
      const group = contexts[qas.indexOf(qa)]!;
      for (const span of qa.evidence) expect(group.passageIds).toContain(span.passageId);
    }
    // One generation per group: the prompt tokens count several prompts' worth.
    const after = generator.tokenCounts();
    expect(after.promptTokensSubmitted - before.promptTokensSubmitted).toBeGreaterThan(TRAINED);

    const records = (await library.exportRun(runId)).lines; // every record valid against the published schema
    expect(records).toHaveLength(qas.length);
    for (const record of records) {
      expect(record.context).toMatchObject({ policy: "section-groups", groups });
      expect(record.context.passageIds.length).toBeGreaterThan(0);
    }
  });
});
