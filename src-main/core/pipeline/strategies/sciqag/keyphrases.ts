import { topicRank } from "../../text/topicRank.ts";
import { isBackMatter } from "../shared/backMatter.ts";
import type { PaperForGeneration } from "../paperForGeneration.ts";

/**
 * SciQAG's guiding keywords: TopicRank over the title, abstract and body (back matter left out,
 * since "staff" and "grant" are not topics). Each part ends with a full stop so a candidate phrase
 * never runs from the title into the abstract.
 */
export function paperKeyphrases(paper: PaperForGeneration, count: number): string[] {
  const headingOf = new Map(paper.sections.map((s) => [s.id, s.heading]));
  const body = paper.passages.filter((p) => p.sectionId === null || !isBackMatter(headingOf.get(p.sectionId) ?? "")).map((p) => p.text);
  const text = [paper.title ?? "", paper.abstract ?? "", ...body]
    .map((t) => t.trim())
    .filter(Boolean)
    .map((t) => (/[.!?]$/.test(t) ? t : `${t}.`))
    .join("\n");
  return topicRank(text, { count }).map((k) => k.phrase);
}
