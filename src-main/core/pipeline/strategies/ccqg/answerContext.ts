import type { PaperForGeneration } from "../paperForGeneration.ts";
import type { Messages } from "../shared/requestSize.ts";
import { numberPassage, type ShownSentence } from "../shared/sentenceIds.ts";

/** The paragraphs shown for one answer, numbered from S1 in the order given, as many as fit. */
export function answerContext(paper: PaperForGeneration, passageIds: readonly number[], build: (texts: string[]) => Messages, fits: (m: Messages) => boolean) {
  const byId = new Map(paper.passages.map((p) => [p.id, p]));
  const passages = passageIds.map((id) => byId.get(id)).filter((p) => p !== undefined);
  for (let n = passages.length; n >= 1; n--) {
    const sentences: ShownSentence[] = [];
    const texts = passages.slice(0, n).map((p) => {
      const numbered = numberPassage(p, sentences.length + 1);
      sentences.push(...numbered.sentences);
      return numbered.text;
    });
    const messages = build(texts);
    if (fits(messages) || n === 1) return { messages, sentences, shown: passages.slice(0, n).map((p) => p.id), leftOut: passages.length - n };
  }
  throw new Error(`Paper ${paper.id}: a question was paired with no paragraph of the paper.`);
}
