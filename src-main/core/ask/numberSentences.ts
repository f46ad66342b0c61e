import type { RankedPassage } from "./retrievePassages.ts";

/** A sentence the model may cite, by the id the prompt shows it under ("S4"). */
export interface NumberedSentence {
  id: string;
  passage: RankedPassage;
  start: number;
  end: number;
  text: string;
}

/**
 * Every sentence of the passages, numbered across them in order (S1, S2...), with its range in
 * its passage. A passage the reader found no sentences in (a table, an equation) counts as one.
 * Whitespace-only sentences are skipped: there is nothing in them to cite.
 */
export function numberSentences(passages: readonly RankedPassage[]): NumberedSentence[] {
  const out: NumberedSentence[] = [];
  for (const passage of passages) {
    const ranges = passage.sentences.length > 0 ? passage.sentences : [[0, passage.text.length] as [number, number]];
    for (const [start, end] of ranges) {
      const text = passage.text.slice(start, end);
      if (text.trim().length === 0) continue;
      out.push({ id: `S${out.length + 1}`, passage, start, end, text });
    }
  }
  return out;
}
