import type { PassageChunk } from "../../text/PaperText.ts";
import { isBackMatter } from "../shared/backMatter.ts";
import type { PaperForGeneration } from "../paperForGeneration.ts";

export interface PrefilterOptions {
  minSentences: number;
  minLetterShare: number;
}

/**
 * The cheap part of ChemLit-QA's usefulness rules, applied while planning so no model call is
 * spent on a chunk that would certainly be judged useless: back matter, a chunk of one or two
 * sentences, a chunk that is mostly symbols and digits. The model's check decides the rest.
 */
export function looksUseful(chunk: PassageChunk, paper: PaperForGeneration, options: PrefilterOptions): boolean {
  const heading = paper.sections.find((s) => s.id === chunk.sectionId)?.heading ?? "";
  if (isBackMatter(heading)) return false;
  const visible = chunk.text.replace(/\s+/g, "");
  const letters = visible.match(/\p{L}/gu)?.length ?? 0;
  if (visible.length === 0 || letters / visible.length < options.minLetterShare) return false;
  const passages = new Map(paper.passages.map((p) => [p.id, p]));
  let sentences = 0;
  for (const segment of chunk.segments) {
    const passage = passages.get(segment.passageId);
    if (!passage) continue;
    // A sentence counts when any of it is in the chunk; a paragraph the parser did not split
    // into sentences is counted by its full stops.
    sentences +=
      passage.sentences.length > 0
        ? passage.sentences.filter(([s, e]) => e > segment.passageStart && s < segment.passageEnd).length
        : (passage.text.slice(segment.passageStart, segment.passageEnd).match(/[.!?](?:\s|$)/g)?.length ?? 1);
  }
  return sentences >= options.minSentences;
}
