import { endsSentence, type Block } from "./blocks.ts";
import type { Classified } from "./blockRole.ts";
import { goesOnBelow } from "./proseBlocks.ts";
import type { Line } from "./types.ts";

/**
 * Back matter set as a list in small type, one item a line: a last page's numbered affiliations
 * ("KAIST, Daejeon, South Korea" between "University of Bari Aldo Moro, Bari, Italy" and "Delft
 * University of Technology, Delft, Netherlands", emse2020). The page shows it: a run of lines at
 * one pitch, in one face and from one left edge, smaller than the body, where every line opens
 * with a capital (after its number, if any) and ends with no punctuation (no sentence ends, none
 * runs on with a comma or a hyphen), and most lines stop where the next line's first word would
 * still have fitted: each line was ended by hand, an item of its own. Prose, however small, is
 * broken where the column is full and its lines open in the middle of sentences; a numbered
 * program's lines open with code after their numbers ("1 >>> from papermage import Document").
 * The run's blocks are left out as floats, and the run of lines at one pitch (`withRunsOfText`)
 * does not take them back.
 */
export function notesSetAsLists(items: Classified[], bodySize: number): { items: Classified[]; blocks: Set<Block> } {
  const blocks = new Set<Block>();
  for (let i = 0; i < items.length; ) {
    let j = i + 1;
    while (j < items.length && goesOnBelow(items[j - 1]!.block, items[j]!.block)) j++;
    const run = items.slice(i, j);
    const blocksOfRun = run.map((o) => o.block);
    if (run.every((o) => o.role === "paragraph" || o.role === "float") && (setLineByLine(blocksOfRun, bodySize) || glossarySetIn(blocksOfRun))) {
      for (let k = i; k < j; k++) {
        items[k] = { block: items[k]!.block, role: "float" };
        blocks.add(items[k]!.block);
      }
    }
    i = j;
  }
  return { items, blocks };
}

function setLineByLine(run: Block[], bodySize: number): boolean {
  if (run.some((block) => block.size >= bodySize * 0.9)) return false;
  const lines = run.flatMap((block) => block.lines);
  if (lines.length < 3) return false;
  if (!lines.every((line) => /^(?:\p{N}+\.?\s+)?\p{Lu}/u.test(line.text.trim()) && !/[.!?,;:\-–]$/.test(line.text.trim()))) return false;
  // A word is taken at half an em a letter, a space at a third of one.
  const endedByHand = lines.slice(0, -1).filter((line, k) => {
    const next = lines[k + 1]!;
    const word = next.text.trim().split(/\s+/)[0]!;
    return line.x1 + (0.33 + 0.5 * word.length) * next.size < line.colRight;
  }).length;
  return endedByHand * 2 > lines.length - 1;
}

/**
 * A glossary set as a list (jmir2011's abbreviations, "PRIMIT: PRimary care trial of ..." over
 * "SARS: severe acute respiratory syndrome", continued from the page before): at least two items
 * at one pitch from one left edge, all set in from the column's edge (the list's hanging indent),
 * each opening with its term in a face of its own (a bold label ending with a colon) before the
 * text in the block's face, none ending a sentence. Prose with run-in labels ("Participants:
 * Adults aged ...") stands at the column's edge and ends its sentences.
 */
function glossarySetIn(run: Block[]): boolean {
  if (run.length < 2 || run.some((block) => endsSentence(block.text))) return false;
  const setIn = (line: Line) => line.x0 - line.colLeft >= 1.5 * line.size;
  return run.every((block) => block.lines.every(setIn) && opensWithTerm(block));
}

/** The block's first line opens with a label in a face other than the block's ("SARS:"), text in its face after it. */
function opensWithTerm(block: Block): boolean {
  const line = block.lines[0]!;
  const [label, rest] = line.spans;
  if (!label || !rest || !label.font || label.font === block.font || rest.font !== block.font) return false;
  const term = line.text.slice(label.start, label.end).trim();
  return /:$/.test(term) && term.split(/\s+/).length <= 4;
}
