import { describe, expect, it } from "vitest";
import { answerSchema } from "../../../src-main/core/ask/answerSchema.ts";
import { partialStatements, partialVerdict } from "../../../src-main/core/ask/partialAnswer.ts";
import { anyTermQuery, questionTerms } from "../../../src-main/core/ask/questionTerms.ts";
import { numberSentences } from "../../../src-main/core/ask/numberSentences.ts";
import type { RankedPassage } from "../../../src-main/core/ask/retrievePassages.ts";

describe("the words a question is searched by", () => {
  it("keeps the subject's words once each, without function words, framing or accents, as the index splits them", () => {
    expect(questionTerms("Which of the following DNA structures compacts most quickly upon interaction with Dps?")).toEqual(["dna", "structures", "compacts", "quickly", "interaction", "dps"]);
    expect(questionTerms("Approximately what percentage of K-Ras(G12C) tumours résistent?")).toEqual(["ras", "g12c", "tumours", "resistent"]);
    expect(questionTerms("What is it?")).toEqual([]);
  });

  it("quotes every word, so what a person types is never FTS5 syntax", () => {
    expect(anyTermQuery(['say "hi"', "or"])).toBe('"say ""hi""" OR "or"');
    expect(anyTermQuery([])).toBeNull();
  });
});

describe("an answer read while it is written", () => {
  const whole = JSON.stringify({ verdict: "answered", statements: [{ text: 'Films grew "faster"\\ at 300 K', sentences: ["S1"] }, { text: "Then — they cracked.", sentences: ["S2", "S3"] }] });

  it("shows the statements' text as far as it is written, never taking a text back", () => {
    let before = "";
    for (let cut = 0; cut <= whole.length; cut++) {
      const text = partialStatements(whole.slice(0, cut)).join(" ");
      expect(text.startsWith(before) || before.startsWith(text), `at ${cut}: "${before}" then "${text}"`).toBe(true);
      before = text.length >= before.length ? text : before;
    }
    expect(partialStatements(whole)).toEqual(['Films grew "faster"\\ at 300 K', "Then — they cracked."]);
    expect(partialVerdict(whole.slice(0, 25))).toBe("answered");
    expect(partialVerdict(whole.slice(0, 12))).toBeNull();
  });

  it("lets the grammar name only the sentences shown, each statement citing one to four", () => {
    const schema = answerSchema(["S1", "S2"]) as { properties: { statements: { items: { properties: { sentences: unknown } } } } };
    expect(schema.properties.statements.items.properties.sentences).toEqual({ type: "array", items: { enum: ["S1", "S2"] }, minItems: 1, maxItems: 4 });
  });
});

describe("sentence numbering", () => {
  it("numbers sentences across passages in order, a passage without sentences counting as one, blank ones skipped", () => {
    const passage = (passageId: number, text: string, sentences: [number, number][]) => ({ passageId, text, sentences }) as unknown as RankedPassage;
    const numbered = numberSentences([passage(7, "One. Two.", [[0, 4], [5, 9]]), passage(9, "A table row", []), passage(11, "   x", [[0, 3], [3, 4]])]);
    expect(numbered.map((s) => [s.id, s.passage.passageId, s.text])).toEqual([
      ["S1", 7, "One."],
      ["S2", 7, "Two."],
      ["S3", 9, "A table row"],
      ["S4", 11, "x"],
    ]);
  });
});
