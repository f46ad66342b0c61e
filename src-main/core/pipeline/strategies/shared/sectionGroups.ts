import { bodySections, paperHeader } from "../paperContext.ts";
import type { PaperForGeneration } from "../paperForGeneration.ts";
import { numberPassage } from "./sentenceIds.ts";

type Passage = PaperForGeneration["passages"][number];

/** A part of the paper read in one generation: whole consecutive sections, or consecutive paragraphs of one long section. */
export interface SectionGroup {
  /** The sections in it, as a reader finds them: "Results", or "Results (part 2 of 3)" for a section split across groups. */
  sections: string[];
  passages: Passage[];
  /** Body tokens of the group, as measured for packing. */
  tokens: number;
}

/**
 * The paper's body (back matter left out) cut into groups of consecutive sections, each packed
 * up to `budget` tokens of body text, for a paper too long to read in one prompt. A section longer
 * than the budget is split between paragraphs over several groups; a paragraph longer than the
 * budget is a group of its own. Every paragraph of the body is in exactly one group, in reading
 * order: nothing is cut.
 *
 * `budget` is what a prompt has for the body after the paper's header (title, abstract,
 * keywords), which every group repeats. A paragraph's cost includes the sentence markers it gets.
 */
export function groupSections(paper: PaperForGeneration, budget: number, countTokens: (text: string) => number): SectionGroup[] {
  // Sentence ids restart from 1 in each group; costing every paragraph with ids as long as the
  // whole paper's keeps the estimate an upper bound.
  let next = 1;
  const cost = (p: Passage) => {
    const numbered = numberPassage(p, next);
    next += numbered.sentences.length;
    return countTokens(numbered.text) + 1;
  };
  const sections = bodySections(paper).map((s) => ({ ...s, heads: countTokens(s.heading) + 2, costs: s.passages.map(cost) }));
  const groups: SectionGroup[] = [];
  const start = (): SectionGroup => {
    const group: SectionGroup = { sections: [], passages: [], tokens: 0 };
    groups.push(group);
    return group;
  };
  // The last group, which the next section joins while they fit together.
  let open: SectionGroup | null = null;
  for (const section of sections) {
    const total = section.heads + section.costs.reduce((a, b) => a + b, 0);
    if (total <= budget) {
      // A whole section goes with the previous ones while they fit together.
      if (open === null || open.tokens + total > budget) open = start();
      open.sections.push(section.heading);
      open.passages.push(...section.passages);
      open.tokens += total;
      continue;
    }
    // A section too long for one prompt: its paragraphs fill what the open group has left, then
    // as many fresh groups as they need; the last one stays open for the sections after it.
    const pieces: SectionGroup[] = [];
    let current: SectionGroup | null = open;
    for (const [i, passage] of section.passages.entries()) {
      const cost = section.costs[i]!;
      const here = current !== null && pieces.at(-1) === current;
      if (current === null || current.tokens + cost + (here ? 0 : section.heads) > budget) {
        current = start();
        pieces.push(current);
        current.tokens = section.heads;
      } else if (!here) {
        pieces.push(current);
        current.tokens += section.heads;
      }
      current.passages.push(passage);
      current.tokens += cost;
    }
    for (const [k, group] of pieces.entries()) group.sections.push(pieces.length > 1 ? `${section.heading || "Body"} (part ${k + 1} of ${pieces.length})` : section.heading);
    open = current;
  }
  return groups;
}

/** The paper as one group sees it: the same header, only the group's paragraphs. */
export function groupPaper(paper: PaperForGeneration, group: SectionGroup): PaperForGeneration {
  const ids = new Set(group.passages.map((p) => p.id));
  return { ...paper, passages: paper.passages.filter((p) => ids.has(p.id)) };
}

/** Tokens of the header every group repeats. */
export function headerTokens(paper: PaperForGeneration, countTokens: (text: string) => number): number {
  return countTokens(paperHeader(paper)) + 2;
}
