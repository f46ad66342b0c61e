import { describe, expect, it } from "vitest";
import { describeBuiltInEmbedder } from "../../../src-main/core/llm/models/builtIn/builtInUses.ts";

// The Models card shows each use of the built-in encoder with the figures that decided it; a
// share on screen says what it is a share of (truth on screen: every figure shows its n).

describe("the built-in encoder's uses, as the Models card shows them", () => {
  const uses = describeBuiltInEmbedder().uses;

  it("gives every percentage with the count it rests on", () => {
    for (const use of uses) {
      const shares = [...use.why.matchAll(/(\d+(?:\.\d+)?) ?%/g)];
      expect(shares.length, `${use.id} states a figure`).toBeGreaterThan(0);
      for (const share of shares) {
        // "60 of 82 questions (73 %)", "of 225 comparisons, 39 %": what it is a share of, in the same clause, before the share.
        const clause = use.why.slice(0, share.index).split(/[;.] /).at(-1)!;
        expect(clause, `${use.id}: "${share[0]}" without its n`).toMatch(/\bof [\d,]+\b/);
      }
    }
  });

  it("names the data each figure was measured on", () => {
    for (const use of uses) expect(use.why).toMatch(/LitQA2|ChemLit-QA|SciQAG/);
  });
});
