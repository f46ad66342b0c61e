import type { GraphTriplet } from "../../../../contract/knowledgeGraph.ts";
import type { PaperForGeneration } from "../paperForGeneration.ts";
import { numberPassage, type ShownSentence } from "../shared/sentenceIds.ts";
import type { GroupContext } from "./prompt.ts";

/** A group's paragraphs (those its triplets come from, in reading order), numbered from S1 across them. */
export function groupContext(paper: PaperForGeneration, group: readonly GraphTriplet[], maxParagraphs: number): { context: GroupContext; sentences: ShownSentence[]; passageIds: number[] } {
  const wanted = new Set(group.flatMap((t) => t.mentions.map((m) => m.passageId)));
  const passages = paper.passages.filter((p) => wanted.has(p.id)).slice(0, maxParagraphs);
  const sentences: ShownSentence[] = [];
  const paragraphs = passages.map((p) => {
    const numbered = numberPassage(p, sentences.length + 1);
    sentences.push(...numbered.sentences);
    return numbered.text;
  });
  return { context: { title: paper.title, keywords: paper.keywords, triplets: group, paragraphs }, sentences, passageIds: passages.map((p) => p.id) };
}

/** What a QA records of the triplets it was written from (and the export carries). */
export function tripletLabels(group: readonly GraphTriplet[]) {
  return group.map((t) => ({
    head: t.head,
    relation: t.relation,
    tail: t.tail,
    saliency: t.saliency,
    graphScore: t.graphScore,
    tfIdf: t.tfIdf,
    similarity: t.similarity,
    sentences: t.mentions.map((m) => m.text),
  }));
}
