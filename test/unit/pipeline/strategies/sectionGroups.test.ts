import { describe, expect, it } from "vitest";
import { buildPaperContext } from "../../../../src-main/core/pipeline/strategies/paperContext.ts";
import { checkReadingPlan, readingPlan, shareCounts } from "../../../../src-main/core/pipeline/strategies/sciqag/readingPlan.ts";
import { sciqagMessages } from "../../../../src-main/core/pipeline/strategies/sciqag/prompt.ts";
import { fitPaper } from "../../../../src-main/core/pipeline/strategies/shared/fitPaper.ts";
import { groupPaper, groupSections } from "../../../../src-main/core/pipeline/strategies/shared/sectionGroups.ts";
import type { PaperForGeneration } from "../../../../src-main/core/pipeline/strategies/paperForGeneration.ts";

/** Tokens as a word count: enough to pack by, and easy to reason about. */
const countTokens = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * A paper of `sections` sections of `paragraphs` paragraphs, each paragraph of four sentences
 * naming its section and place ("Sentence 2 of paragraph 3 in section 5 ..."), a Results section
 * five times as long as the others, and acknowledgements at the end.
 */
function longPaper(sections = 12, paragraphs = 4): PaperForGeneration {
  const headings = Array.from({ length: sections }, (_, i) => (i === 3 ? "Results" : `Section ${i + 1}`));
  const passages: PaperForGeneration["passages"] = [];
  const sectionList = [...headings, "Acknowledgements"].map((heading, i) => ({ id: i + 1, heading, level: 1, parentId: null }));
  for (const section of sectionList) {
    const n = section.heading === "Results" ? paragraphs * 5 : section.heading === "Acknowledgements" ? 1 : paragraphs;
    for (let k = 0; k < n; k++) {
      const sentences = Array.from({ length: 4 }, (_, s) => `Sentence ${s + 1} of paragraph ${k + 1} in ${section.heading} reports a measured value of the lattice strain and the ionic conductivity of the films.`);
      let at = 0;
      const ranges: [number, number][] = sentences.map((t) => {
        const range: [number, number] = [at, at + t.length];
        at += t.length + 1;
        return range;
      });
      passages.push({ id: passages.length + 1, text: sentences.join(" "), page: 1, sectionId: section.id, sentences: ranges });
    }
  }
  return { id: 1, title: "Strain and conduction in thin oxide films", abstract: "We study strain.", keywords: ["strain"], language: "en", sections: sectionList, passages };
}

describe("section groups for a paper longer than the context", () => {
  const paper = longPaper();
  const body = paper.passages.filter((p) => p.sectionId !== paper.sections.find((s) => s.heading === "Acknowledgements")!.id);

  it("covers every paragraph of every section exactly once, in reading order, each group within the budget", () => {
    const budget = 1000;
    const groups = groupSections(paper, budget, countTokens);
    expect(groups.length).toBeGreaterThan(3);
    expect(groups.flatMap((g) => g.passages.map((p) => p.id))).toEqual(body.map((p) => p.id));
    for (const group of groups) {
      expect(group.tokens).toBeLessThanOrEqual(budget);
      // What a group shows is its paragraphs whole: rendered with no limit, nothing is shortened.
      const rendered = buildPaperContext(groupPaper(paper, group), Number.POSITIVE_INFINITY, countTokens);
      expect(rendered.policy).toBe("whole-paper");
      expect(rendered.passageIds).toEqual(group.passages.map((p) => p.id));
    }
    // Whole sections are packed together; only the section longer than the budget is split, and its parts say so.
    const names = groups.flatMap((g) => g.sections);
    expect(names.filter((n) => n.startsWith("Section "))).toEqual(Array.from({ length: 11 }, (_, i) => `Section ${i < 3 ? i + 1 : i + 2}`));
    const parts = names.filter((n) => n.startsWith("Results"));
    expect(parts.length).toBeGreaterThan(1);
    expect(parts).toEqual(parts.map((_, k) => `Results (part ${k + 1} of ${parts.length})`));
    expect(groups.some((g) => g.sections.length > 1)).toBe(true);
    expect(names.join(" ")).not.toMatch(/Acknowledgements/);
  });

  it("shares exactly the QAs asked for among the groups by length, however many groups", () => {
    expect(shareCounts(10, [100, 100, 300])).toEqual([2, 2, 6]);
    expect(shareCounts(10, [500])).toEqual([10]);
    // SciQAG's count holds however many groups: the first groups by remainder get one each.
    expect(shareCounts(2, [10, 10, 10])).toEqual([1, 1, 0]);
    expect(shareCounts(10, Array.from({ length: 19 }, () => 100)).reduce((a, b) => a + b, 0)).toBe(10);
    expect(shareCounts(10, [1, 1, 1]).reduce((a, b) => a + b, 0)).toBe(10);
  });

  it("plans one pass per group at a small context, each fitting whole, and one pass when the paper fits", () => {
    const render = (count: number) => (paperText: string) => sciqagMessages({ paperText, keyphrases: ["lattice strain"], count, maxEvidence: 3 });
    const small = { contextSize: 2048, countTokens };
    const passes = readingPlan(paper, small, 512, 10, render(10), "Output tokens");
    expect(passes.length).toBeGreaterThan(1);
    expect(passes.map((p) => p.count).reduce((a, b) => a + b, 0)).toBe(10);
    const seen: number[] = [];
    for (const pass of passes) {
      const fitted = fitPaper(pass.paper, small, 512, render(pass.count));
      // Within a pass nothing is cut: the group fits the prompt whole.
      expect(fitted.context.policy).toBe("whole-paper");
      seen.push(...fitted.context.passageIds);
      expect(pass.group).toMatchObject({ of: passes.length });
    }
    expect(seen).toEqual(body.map((p) => p.id));
    const large = readingPlan(paper, { contextSize: 65_536, countTokens }, 512, 10, render(10), "Output tokens");
    expect(large).toEqual([{ paper, count: 10, group: null }]);
  });

  it("says before a run that the paper will be read in groups, naming them, and what context would hold it whole", () => {
    const render = (paperText: string) => sciqagMessages({ paperText, keyphrases: ["lattice strain"], count: 10, maxEvidence: 3 });
    const findings = checkReadingPlan(paper, { contextSize: 2048, countTokens }, 512, 10, render, "Output tokens", { paperName: "Strain", maxContextSize: 32_768 });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ severity: "warning", code: "paper-in-groups" });
    expect(findings[0]!.message).toMatch(/^"Strain" \([\d,]+ tokens\) does not fit the 2,048-token context whole: it will be read in \d+ groups of consecutive sections, with the \d+ QAs shared among them by length \(1: Section 1/);
    expect(findings[0]!.message).toMatch(/Results \(part 1 of \d+\)/);
    expect(findings[0]!.message).toMatch(/Nothing is left out/);
    expect(findings[0]!.fix).toMatch(/^Set "Context size" to [\d,]+ tokens or more/);
    // A model trained on less than the whole paper needs: the groups are the way.
    const capped = checkReadingPlan(paper, { contextSize: 2048, countTokens }, 512, 10, render, "Output tokens", { paperName: "Strain", maxContextSize: 4096 });
    expect(capped[0]!.fix).toMatch(/more than this model was trained for \(4,096\): .*otherwise it is read in groups\.$/);
    expect(checkReadingPlan(paper, { contextSize: 65_536, countTokens }, 512, 10, render, "Output tokens", { paperName: "Strain", maxContextSize: null })).toEqual([]);
  });

  it("leads with the groups a paper read with fewer QAs than groups leaves unread, and counts them for the Start bar", () => {
    const render = (paperText: string) => sciqagMessages({ paperText, keyphrases: ["lattice strain"], count: 2, maxEvidence: 3 });
    const [finding] = checkReadingPlan(paper, { contextSize: 2048, countTokens }, 512, 2, render, "Output tokens", { paperName: "Strain", maxContextSize: 32_768 });
    expect(finding!.unreadGroups).toBeGreaterThan(0);
    expect(finding!.message).toMatch(new RegExp(`^"Strain" \\([\\d,]+ tokens\\) does not fit the 2,048-token context whole: ${finding!.unreadGroups} of its \\d+ groups of consecutive sections get no QA and are not read \\(the smallest\\)`));
  });
});

describe("a context too small for the part of a paper that is always shown", () => {
  it("says the title, abstract and keywords do not fit the room left, never that the room passes the minimum", () => {
    const long = { ...longPaper(2, 1), abstract: Array.from({ length: 1500 }, (_, i) => `word${i}`).join(" ") };
    const render = (paperText: string) => sciqagMessages({ paperText, keyphrases: ["lattice strain"], count: 10, maxEvidence: 3 });
    const error = (() => {
      try {
        fitPaper(long, { contextSize: 1400, countTokens }, 256, render);
      } catch (e) {
        return e as Error;
      }
      return null;
    })();
    expect(error?.name).toBe("ContextTooSmallError");
    expect(error!.message).toMatch(/leaving ([\d,]+) for the paper, fewer than its title, abstract and keywords take \([\d,]+; they are always shown\)/);
    expect(error!.message).not.toMatch(/at least 256 needed/);
  });
});
