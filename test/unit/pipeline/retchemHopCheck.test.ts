import { describe, expect, it } from "vitest";
import { checkHops, contentTerms } from "../../../src-main/core/pipeline/strategies/retchem/hopCheck.ts";
import type { ShownSentence } from "../../../src-main/core/pipeline/strategies/shared/sentenceIds.ts";

/** A shown sentence of paragraph `passageId`. */
const s = (id: string, passageId: number, text: string): ShownSentence => ({ id, passageId, start: 0, end: text.length, text });

// The paper's own example: a temperature range only the supplement's separate procedures give.
const zif1 = s("S3", 10, "The vial was capped and heated for 24 h in a 85 °C isothermal oven.");
const zif5 = s("S9", 22, "The mixture was transferred into a Teflon-lined vessel and heated at 150 °C for 72 hours.");
const typical = s("S1", 4, "The vial was heated at a rate of 5 °C/min to 140 °C and held at this temperature for 24 h.");

describe("RetChemQA's multi-hop check: each cited paragraph must add something of its own to the answer", () => {
  it("passes a range whose ends come from two different paragraphs", () => {
    const check = checkHops("The syntheses were run between 85 and 150 °C.", [zif1, zif5], 2);
    expect(check).toMatchObject({ places: 2, contributing: 2, required: 2, passed: true });
    expect(check.perPlace).toEqual([
      { paragraph: 10, sentences: ["S3"], contributes: ["85"] },
      { paragraph: 22, sentences: ["S9"], contributes: ["150"] },
    ]);
  });

  it("fails two cited paragraphs when the answer uses only one of them", () => {
    const check = checkHops("The vessel was heated at 150 °C for 72 hours.", [zif1, zif5], 2);
    expect(check).toMatchObject({ places: 2, contributing: 1, passed: false });
    expect(check.perPlace[0]).toEqual({ paragraph: 10, sentences: ["S3"], contributes: [] });
  });

  it("does not count what both paragraphs state: shared words and numbers are no one's contribution", () => {
    // 24 h and "vial" are in both; only the second paragraph's 140 and "held" are its own.
    const check = checkHops("The vial was held for 24 h, at 140 °C.", [zif1, typical], 2);
    expect(check.perPlace.map((p) => p.contributes)).toEqual([[], ["140", "held"]]);
    expect(check.passed).toBe(false);
  });

  it("treats two sentences of one paragraph as one place", () => {
    const second = s("S4", 10, "The vial was then removed from the oven at 85 °C.");
    const check = checkHops("Heated for 24 h at 85 °C, then removed from the oven.", [zif1, second], 2);
    expect(check).toMatchObject({ places: 1, contributing: 1, passed: false });
    expect(check.perPlace[0]!.sentences).toEqual(["S3", "S4"]);
  });

  it("asks for as many contributing paragraphs as required", () => {
    const answer = "From 85 to 150 °C, with a ramp to 140 °C in the typical procedure.";
    expect(checkHops(answer, [typical, zif1, zif5], 3)).toMatchObject({ places: 3, contributing: 3, passed: true });
    expect(checkHops("From 85 to 150 °C.", [typical, zif1, zif5], 3)).toMatchObject({ contributing: 2, passed: false });
  });
});

describe("content terms", () => {
  it("reads numbers as values, stems words, and leaves out stopwords and short words", () => {
    const terms = contentTerms("The films were 0.50 nm thick and 8 of ZIF-8 crystals grew at 85 °C");
    expect([...terms.keys()]).toEqual(expect.arrayContaining(["#0.5", "#8", "#85", "film", "crystal", "zif-8"]));
    expect(terms.get("#0.5")).toBe("0.50");
    expect(terms.has("the")).toBe(false);
    expect(terms.has("nm")).toBe(false);
    expect(contentTerms("film").get("film")).toBe("film");
    expect([...contentTerms("films").keys()]).toEqual([...contentTerms("film").keys()]);
  });
});
