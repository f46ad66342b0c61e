import { numberPassage, type ShownSentence } from "./shared/sentenceIds.ts";
import type { PaperForGeneration } from "./paperForGeneration.ts";
import { tableName } from "../../../contract/tableWords.ts";

export interface PaperContext {
  text: string;
  /** "whole-paper" when everything fitted; "section-selection" when sections were left out. */
  policy: "whole-paper" | "section-selection";
  includedSections: string[];
  omittedSections: string[];
  /** Passages whose text is in `text` (evidence is searched there first). */
  passageIds: number[];
  /** The body sentences in `text`, each marked there with its id, numbered in the order shown. */
  sentences: ShownSentence[];
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

type Passages = PaperForGeneration["passages"];

/** The paper's header and the chosen paragraphs under their headings, every body sentence numbered from 1 in the order shown. */
function render(header: string, parts: { heading: string; passages: Passages }[]): { text: string; sentences: ShownSentence[] } {
  const sentences: ShownSentence[] = [];
  const blocks = parts.map(({ heading, passages }) => {
    const lines = passages.map((p) => {
      const numbered = numberPassage(p, sentences.length + 1);
      sentences.push(...numbered.sentences);
      return numbered.text;
    });
    return `${heading ? `## ${heading}\n` : ""}${lines.join("\n")}`;
  });
  return { text: [header, ...blocks].join("\n\n"), sentences };
}

/** Title, abstract and keywords, as every paper-level prompt shows them before the body. */
export function paperHeader(paper: PaperForGeneration): string {
  return [paper.title ? `Title: ${paper.title}` : "", paper.abstract ? `Abstract: ${paper.abstract}` : "", paper.keywords.length ? `Keywords: ${paper.keywords.join("; ")}` : ""]
    .filter(Boolean)
    .join("\n");
}

/** The body's paragraphs under their section headings as they appear, back matter left out. */
export function bodySections(paper: PaperForGeneration): { heading: string; passages: Passages }[] {
  const headingOf = new Map(paper.sections.map((s) => [s.id, s.heading]));
  const groups: { heading: string; passages: Passages }[] = [];
  for (const passage of paper.passages) {
    const heading = passage.sectionId === null ? "" : (headingOf.get(passage.sectionId) ?? "");
    if (NEVER.test(heading)) continue;
    const last = groups.at(-1);
    if (last && last.heading === heading) last.passages.push(passage);
    else groups.push({ heading, passages: [passage] });
  }
  return groups;
}

/**
 * The paper's tables as groups after the body, for a method that shows them: each under its
 * label and caption ("Table 1. General information for the included studies"), its rows as
 * passages (each row one sentence, every cell after its column's heading). Tables printed as
 * pictures have no rows and are left out.
 */
export function tableSections(paper: PaperForGeneration): { heading: string; passages: Passages; table: true }[] {
  return (paper.tables ?? [])
    .filter((t) => t.rows.length > 0)
    .map((t) => ({ heading: [tableName(t, t.index), t.caption].filter(Boolean).join(". "), passages: t.rows, table: true as const }));
}

/**
 * The paper text for a paper-level prompt, within `budget` tokens. When the whole paper does not
 * fit, sections are chosen by priority (results and discussion, then introduction, then methods)
 * and kept in reading order, whole paragraphs only; what was left out is recorded with every QA,
 * so shortening is never silent. Back matter (acknowledgements, funding...) is never included.
 * With `paper.tablesInText`, the tables follow the body (tableSections), kept like results sections.
 * Body sentences carry id markers ("[S3] ..."), which cost tokens and are counted as such.
 */
export function buildPaperContext(paper: PaperForGeneration, budget: number, countTokens: (text: string) => number): PaperContext {
  const header = paperHeader(paper);
  const groups: { heading: string; passages: Passages; table?: true }[] = paper.tablesInText ? [...bodySections(paper), ...tableSections(paper)] : bodySections(paper);
  const whole = render(header, groups);
  const wholeTokens = countTokens(whole.text);
  if (wholeTokens <= budget) {
    return {
      text: whole.text,
      policy: "whole-paper",
      includedSections: groups.map((g) => g.heading).filter(Boolean),
      omittedSections: [],
      passageIds: groups.flatMap((g) => g.passages.map((p) => p.id)),
      sentences: whole.sentences,
      tokens: wholeTokens,
    };
  }

  // A paragraph's cost is measured with the ids it has in the whole paper: a shortened paper
  // numbers its sentences from 1 again, so its ids are never longer than these.
  const wholeFirst = new Map<number, number>();
  for (const s of whole.sentences) if (!wholeFirst.has(s.passageId)) wholeFirst.set(s.passageId, Number(s.id.slice(1)));
  const cost = (p: Passages[number]) => countTokens(numberPassage(p, wholeFirst.get(p.id) ?? 1).text);
  let used = countTokens(header);
  const chosen = new Map<number, Passages>();
  // A table ranks with the results: it is where a paper's measured values are.
  const rank = (g: (typeof groups)[number]) => ("table" in g ? 3 : priority(g.heading));
  const order = groups.map((g, i) => ({ g, i })).sort((a, b) => rank(b.g) - rank(a.g) || a.i - b.i);
  for (const { g, i } of order) {
    const kept: Passages = [];
    for (const passage of g.passages) {
      const more = cost(passage) + (kept.length === 0 ? countTokens(g.heading) + 2 : 1);
      if (used + more > budget) break;
      kept.push(passage);
      used += more;
    }
    if (kept.length > 0) chosen.set(i, kept);
  }
  const included = groups.map((g, i) => ({ g, i })).filter(({ i }) => chosen.has(i));
  const shortened = render(header, included.map(({ g, i }) => ({ heading: g.heading, passages: chosen.get(i)! })));
  return {
    text: shortened.text,
    policy: "section-selection",
    includedSections: included.map(({ g, i }) => (chosen.get(i)!.length < g.passages.length ? `${g.heading} (partly)` : g.heading)).filter(Boolean),
    omittedSections: groups.filter((_, i) => !chosen.has(i)).map((g) => g.heading).filter(Boolean),
    passageIds: included.flatMap(({ i }) => chosen.get(i)!.map((p) => p.id)),
    sentences: shortened.sentences,
    tokens: countTokens(shortened.text),
  };
}
