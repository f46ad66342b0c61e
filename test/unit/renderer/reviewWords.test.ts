import { describe, expect, it } from "vitest";
import { factLabel, factValue, visibleFacts } from "../../../src-renderer/src/features/review/qaFacts.ts";
import { RefusedUndoError, reviewErrorText } from "../../../src-renderer/src/features/review/reviewErrors.ts";

const named = (name: string, message: string) => Object.assign(new Error(message), { name });

describe("words for a QA's labels and context", () => {
  it("names every key the strategies store in words, with values in their units", () => {
    // What SciQAG and RetChemQA store (fitPaper's describeContext) and what ChemLit-QA stores.
    const sciqag = { policy: "section-selection", includedSections: ["Results"], omittedSections: [], paperTokens: 3712, group: 2, groups: 3 };
    const chemlit = { sourceChunk: 2, passageIds: [4, 5], similarChunks: [{ chunk: 0, preview: "Text", segments: [[4, 0, 10]] }], usefulness: "Reports rates" };
    const labels = { keyphrases: ["a"], paperKeyphrases: ["b"], reasoningType: "causal", answerable: true, modelAnswer: "x", questionType: "factual", truthValue: "True" };
    for (const key of [...Object.keys(sciqag), ...Object.keys(chemlit), ...Object.keys(labels)]) {
      expect(factLabel(key)).not.toBe(key);
      expect(factLabel(key)).toMatch(/^[A-Z][a-z']+( [A-Za-z']+)*$/);
    }
    expect(factValue("policy", "section-selection")).toBe("Chosen sections (the paper is longer than the model's context)");
    expect(factValue("paperTokens", 3712)).toBe("3,712 tokens");
    expect(factValue("policy", "section-groups")).toMatch(/^One group of sections \(the paper is longer than the model's context/);
    expect(factValue("group", 2)).toBe("Group 2");
    expect(factValue("omittedSections", [])).toBe("none");
    expect(factValue("sourceChunk", 2)).toBe("Chunk 3");
    expect(factValue("answerable", false)).toBe("no");
    // Passage ids and text offsets tie records together; the reader sees the evidence instead.
    expect(visibleFacts(chemlit).map(([key]) => key)).toEqual(["sourceChunk", "similarChunks", "usefulness"]);
    expect(visibleFacts({ chunk: 0, preview: "Text", segments: [] }).map(([key]) => key)).toEqual(["chunk", "preview"]);
    // RetChemQA's multi-hop check reads as a sentence.
    const hopCheck = { places: 2, contributing: 2, required: 2, passed: true, round: 1, perPlace: [{ paragraph: 5, sentences: ["S3"], contributes: ["85"] }, { paragraph: 9, sentences: ["S9"], contributes: ["150", "Teflon"] }] };
    expect(factLabel("hopCheck")).toBe("Multi-hop check");
    expect(factValue("hopCheck", hopCheck)).toBe("2 of 2 cited paragraphs add to the answer (2 required); paragraph 1: 85; paragraph 2: 150, Teflon");
    expect(factValue("hops", [{ sentence: "S3", contributes: "the lower temperature" }])).toBe("S3: the lower temperature");
    // A key from a future strategy is written out, not shown raw.
    expect(factLabel("evidenceWindow_size")).toBe("Evidence window size");
  });
});

describe("errors of review actions", () => {
  it("say what could not be done and why, without method names", () => {
    const unreachable = named("ServerUnreachableError", "Distillate's server did not answer review.annotate (fetch failed). Is `distillate serve` still running?");
    const text = reviewErrorText("keep QA 3 of 16", unreachable);
    expect(text).toBe("Could not keep QA 3 of 16: Distillate did not answer, so nothing was saved. Check that it is still running, then try again.");
    expect(text).not.toMatch(/review\.|distillate serve/);
    expect(reviewErrorText("drop the 3 selected QAs", named("QaNotFoundError", "There is no QA with id 9 in this library"))).toBe(
      "Could not drop the 3 selected QAs: the QA is no longer in the library (its paper or run was removed). Nothing was changed.",
    );
    expect(reviewErrorText("undo the last change", new Error("The disk is full."))).toBe("Could not undo the last change: The disk is full.");
  });

  it("name a refused undo's change and what U undoes next, since the refused one leaves the list", () => {
    // The core's own words name no change ("That change can no longer be undone"); after the
    // refusal U would undo an older change without saying so.
    const gone = new RefusedUndoError("Dropped 240 QAs", "Kept QA 3 of 16", named("BulkUndoGoneError", "That change can no longer be undone: … Nothing was changed."));
    expect(reviewErrorText("undo the last change", gone)).toBe(
      "Could not undo “Dropped 240 QAs”: Distillate keeps the undo of a change to many QAs only until it closes or opens another library, and only for its most recent changes. Nothing was changed. It is no longer offered for undo. U now undoes “Kept QA 3 of 16”.",
    );
    const outdated = new RefusedUndoError("Kept 4 QAs", null, named("BulkUndoOutdatedError", "1 of its 4 QAs was changed since, so undoing it would overwrite that later change. Nothing was changed."));
    expect(reviewErrorText("undo the last change", outdated)).toBe(
      "Could not undo “Kept 4 QAs”: 1 of its 4 QAs was changed since, so undoing it would overwrite that later change. Nothing was changed. It is no longer offered for undo. Nothing else is left to undo.",
    );
  });
});
