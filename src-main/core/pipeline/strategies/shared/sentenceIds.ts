import type { JsonSchema } from "../../ports.ts";
import type { SourcePassage } from "../../text/PaperText.ts";

/**
 * A sentence of the paper as a prompt showed it, under the id the model cites it by. Models copy
 * sentences badly (they paraphrase, truncate, merge two), so prompts mark every sentence with an
 * id and the output schema only admits the ids shown; the strategy turns cited ids back into the
 * stored text, which the runner then finds at its exact offsets.
 */
export interface ShownSentence {
  /** "S1", "S2"... numbered in the order the prompt shows them. */
  id: string;
  passageId: number;
  /** Range `[start, end)` in the passage's text. */
  start: number;
  end: number;
  /** The passage's own text in that range. */
  text: string;
}

/** Text with its sentences marked "[S1] ...", and the sentences it marks. */
export interface NumberedText {
  text: string;
  sentences: ShownSentence[];
}

export const sentenceId = (n: number): string => `S${n}`;

/** How a marker looks in the prompt; the prompts' wording quotes the same form. */
export const marker = (id: string): string => `[${id}]`;

/**
 * The sentences of `passage` within `[from, to)`: its stored segmentation clipped to the range
 * (a chunk may hold part of a paragraph), blank pieces left out. A passage the parser did not
 * split counts as one sentence.
 */
export function sentenceRanges(passage: SourcePassage, from = 0, to = passage.text.length): [number, number][] {
  const stored = passage.sentences.length > 0 ? passage.sentences : ([[0, passage.text.length]] as [number, number][]);
  const ranges: [number, number][] = [];
  for (const [s, e] of stored) {
    let start = Math.max(s, from);
    let end = Math.min(e, to);
    while (start < end && /\s/.test(passage.text[start]!)) start++;
    while (end > start && /\s/.test(passage.text[end - 1]!)) end--;
    if (end > start) ranges.push([start, end]);
  }
  return ranges;
}

/**
 * `passage.text[from, to)` with a marker before each sentence, numbered from `first`. Only markers
 * are added: text the segmentation left between sentences is shown as it is.
 */
export function numberPassage(passage: SourcePassage, first: number, from = 0, to = passage.text.length): NumberedText {
  const sentences: ShownSentence[] = [];
  let text = "";
  let at = from;
  for (const [start, end] of sentenceRanges(passage, from, to)) {
    const id = sentenceId(first + sentences.length);
    text += `${passage.text.slice(at, start)}${marker(id)} `;
    text += passage.text.slice(start, end);
    sentences.push({ id, passageId: passage.id, start, end, text: passage.text.slice(start, end) });
    at = end;
  }
  text += passage.text.slice(at, to);
  return { text: text.trim(), sentences };
}

/**
 * The sentences a model cited, as the paper has them: unknown ids skipped, each sentence once
 * (also when two ids carry the same words), in the order shown, which is the paper's reading
 * order, and at most `max`.
 */
export function citedSentences(ids: readonly string[], shown: readonly ShownSentence[], max: number): string[] {
  const position = new Map(shown.map((s, i) => [s.id, i]));
  const chosen = [...new Set(ids.map((id) => position.get(id)).filter((i): i is number => i !== undefined))].sort((a, b) => a - b);
  const texts: string[] = [];
  for (const i of chosen) {
    const text = shown[i]!.text;
    if (!texts.includes(text)) texts.push(text);
  }
  return texts.slice(0, max);
}

/**
 * An evidence field: between `minItems` and `maxItems` ids, each one of `ids` (an enum, so the
 * grammar cannot cite a sentence that was not shown). With no sentence shown the field can only
 * be empty.
 */
export function sentenceIdsSchema(ids: readonly string[], minItems: number, maxItems: number): JsonSchema {
  if (ids.length === 0) return { type: "array", items: { type: "string" }, maxItems: 0 };
  return { type: "array", items: { enum: [...ids] }, minItems, maxItems: Math.max(minItems, maxItems) };
}
