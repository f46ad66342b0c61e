import type { PaperForGeneration } from "./Strategy.ts";

export interface PaperContext {
  text: string;
  /** "whole-paper" when everything fitted; "section-selection" when sections were left out. */
  policy: "whole-paper" | "section-selection";
  includedSections: string[];
  omittedSections: string[];
  /** Passages whose text is in `text` (evidence is searched there first). */
  passageIds: number[];
  tokens: number;
}

/** Back matter that carries no science to ask about. */
const NEVER = /^(?:acknowledge?ments?|author contributions?|funding|competing interests|conflicts? of interests?|declaration|data availability|code availability|additional information|ethics|abbreviations|notes|agradecimentos|contribuição dos autores|conflitos? de interesses?)/i;

/** How much a section is worth when the paper must be shortened: findings before methods. */
function priority(heading: string): number {
  if (/result|discussion|finding|conclusion|summary|outlook|resultado|discuss|conclus/i.test(heading)) return 3;
  if (/introduction|background|overview|motivation|introdu/i.test(heading)) return 2;
  if (/method|material|experimental|procedure|metodolog/i.test(heading)) return 1;
  return 2;
}

/**
 * The paper text for a paper-level prompt, within `budget` tokens. When the whole paper does not
 * fit, sections are chosen by priority (results and discussion, then introduction, then methods)
 * and kept in reading order, whole paragraphs only; what was left out is recorded with every QA,
 * so shortening is never silent. Back matter (acknowledgements, funding...) is never included.
 */
export function buildPaperContext(paper: PaperForGeneration, budget: number, countTokens: (text: string) => number): PaperContext {
  const header = [paper.title ? `Title: ${paper.title}` : "", paper.abstract ? `Abstract: ${paper.abstract}` : "", paper.keywords.length ? `Keywords: ${paper.keywords.join("; ")}` : ""]
    .filter(Boolean)
    .join("\n");
  const headingOf = new Map(paper.sections.map((s) => [s.id, s.heading]));
  // Group paragraphs under their top section heading as they appear.
  const groups: { heading: string; passages: PaperForGeneration["passages"] }[] = [];
  for (const passage of paper.passages) {
    const heading = passage.sectionId === null ? "" : (headingOf.get(passage.sectionId) ?? "");
    if (NEVER.test(heading)) continue;
    const last = groups.at(-1);
    if (last && last.heading === heading) last.passages.push(passage);
    else groups.push({ heading, passages: [passage] });
  }
  const render = (g: (typeof groups)[number], passages = g.passages) => `${g.heading ? `## ${g.heading}\n` : ""}${passages.map((p) => p.text).join("\n")}`;
  const whole = [header, ...groups.map((g) => render(g))].join("\n\n");
  const wholeTokens = countTokens(whole);
  if (wholeTokens <= budget) {
    return { text: whole, policy: "whole-paper", includedSections: groups.map((g) => g.heading).filter(Boolean), omittedSections: [], passageIds: groups.flatMap((g) => g.passages.map((p) => p.id)), tokens: wholeTokens };
  }

  let used = countTokens(header);
  const chosen = new Map<number, PaperForGeneration["passages"]>();
  const order = groups.map((g, i) => ({ g, i })).sort((a, b) => priority(b.g.heading) - priority(a.g.heading) || a.i - b.i);
  for (const { g, i } of order) {
    const kept: PaperForGeneration["passages"] = [];
    for (const passage of g.passages) {
      const cost = countTokens(passage.text) + (kept.length === 0 ? countTokens(g.heading) + 2 : 1);
      if (used + cost > budget) break;
      kept.push(passage);
      used += cost;
    }
    if (kept.length > 0) chosen.set(i, kept);
  }
  const included = groups.map((g, i) => ({ g, i })).filter(({ i }) => chosen.has(i));
  const text = [header, ...included.map(({ g, i }) => render(g, chosen.get(i)))].join("\n\n");
  return {
    text,
    policy: "section-selection",
    includedSections: included.map(({ g, i }) => (chosen.get(i)!.length < g.passages.length ? `${g.heading} (partly)` : g.heading)).filter(Boolean),
    omittedSections: groups.filter((_, i) => !chosen.has(i)).map((g) => g.heading).filter(Boolean),
    passageIds: [...chosen.values()].flat().map((p) => p.id),
    tokens: countTokens(text),
  };
}
