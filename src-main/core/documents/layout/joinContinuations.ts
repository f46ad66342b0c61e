import { endsSentence, mergeBlocks, type Block } from "./blocks.ts";
import type { Classified } from "./blockRole.ts";
import type { HyphenVocabulary } from "./hyphenation.ts";
import { below, goesOnBelow, proseWords, readsAsProse, sameFace } from "./proseBlocks.ts";

/**
 * A one-line block that goes on from the paragraph kept just before it: right under its last
 * line, or prose in its face (a sentence's lead-in to a display equation, "The reference current
 * can be expressed as"). A table row or a figure's label is neither.
 */
function runsOn(before: Classified | undefined, next: Block): boolean {
  return !!before && (goesOnBelow(before.block, next) || (sameFace(before.block, next) && below(before.block, next) && readsAsProse(next.text)));
}

/**
 * The paragraph a one-line fragment can run on from: the last one kept, unless that is a legend
 * or a note set aside beside the paragraph still waiting: in smaller type than it, its sentence
 * closed, and standing where the waiting paragraph's page or column has already ended (a figure
 * legend continued at the top of the next page). A line under such text is the legend's next
 * sentence (elife2024's "The online version of this article includes the following figure
 * supplement(s)"), not the body's. Larger text beside the waiting paragraph (the body after a
 * program left open) and a display right under the waiting paragraph (a program after its
 * lead-in, on its page and in its column) are still looked at. Nothing runs on across a figure's
 * caption standing between (`captionBetween`).
 */
function sentenceGoingOn(out: Classified[], open: Classified, next: Block): Classified | undefined {
  const last = out.findLast((o) => o.role === "paragraph");
  if (last && captionBetween(out.slice(out.indexOf(last) + 1), last.block, next)) return undefined;
  if (!last || last === open || !endsSentence(last.block.text) || last.block.size >= open.block.size - 0.3) return last;
  const waiting = open.block.lines.at(-1)!;
  const first = next.lines[0]!;
  return waiting.page === first.page && waiting.column === first.column ? last : undefined;
}

/**
 * A figure's or table's caption, kept after `block`, stands across the way down from `block`'s
 * last line to `next` on their page: over `next`'s width, below the one and above the other. A
 * sentence does not run on across a figure and its caption: the line under the caption is that
 * figure's own note (amep2016's second forest plot's "Note: weights from random-effects analysis",
 * under the first plot's same note 35 line heights above it). A display equation between a
 * paragraph and its next lead-in ("The reference current can be expressed as", 21 line heights
 * down) has no caption, and a caption elsewhere on the page (another column's) is not in the way.
 */
function captionBetween(after: readonly Classified[], block: Block, next: Block): boolean {
  const last = block.lines.at(-1)!;
  const first = next.lines[0]!;
  if (first.page !== last.page) return false;
  return after.some((o) => o.role === "caption" && o.block.lines.some((line) => line.page === first.page && line.top >= last.bottom - 0.3 * last.size && line.bottom <= first.top + 0.3 * first.size && line.x0 < first.x1 && line.x1 > first.x0));
}

/**
 * A paragraph cut by a column or page break (or a float in between) continues in the next one.
 * Only prose waits for its continuation: a figure label or an unrecognised heading in the body's
 * way does not take the place of the paragraph whose sentence it interrupts.
 */
export function joinContinuations(items: Classified[], vocabulary: HyphenVocabulary): Classified[] {
  const out: Classified[] = [];
  let open: Classified | undefined;
  for (const item of items) {
    if (item.role === "heading" || item.role === "references") open = undefined;
    const sameType = open && Math.abs(open.block.size - item.block.size) < 0.1 * open.block.size;
    // A list item is never the rest of the sentence before it, even one opening with a dash.
    const listItem = !!item.block.lines[0]?.listMark;
    const continues = open && sameType && !listItem && !endsSentence(open.block.text) && /^[\p{Ll}\p{N}(\[,;–-]/u.test(item.block.text);
    if (item.role === "paragraph" && continues) {
      mergeBlocks(open!.block, item.block, vocabulary);
      continue;
    }
    // Set aside as a float for its numbers ("(r = .23, P = .002) and number of sessions ..."),
    // yet in the body's face, with words, going on with the sentence left open: prose after all.
    if (item.role === "float" && continues && item.block.font === open!.block.font && proseWords(item.block.text) >= 3 && (endsSentence(item.block.text) || item.block.lines.length >= 2)) {
      mergeBlocks(open!.block, item.block, vocabulary);
      continue;
    }
    // While a sentence waits for its continuation, a one-line fragment that ends nothing (a table
    // row, a label) cannot be prose: it does not take the waiting paragraph's place.
    if (item.role === "paragraph" && !listItem && open && !endsSentence(open.block.text) && item.block.lines.length === 1 && !endsSentence(item.block.text) && !runsOn(sentenceGoingOn(out, open, item.block), item.block)) {
      out.push({ ...item, role: "drop" });
      continue;
    }
    // Text in another type size (a caption's second part, a side box) does not take the place of
    // a paragraph still waiting for the end of its sentence.
    if (item.role === "paragraph" && open && !endsSentence(open.block.text) && !sameType) {
      out.push(item);
      continue;
    }
    // (Whether a paragraph reads as prose matters only when its sentence is left open.)
    if (item.role === "paragraph" && (listItem || endsSentence(item.block.text) || readsAsProse(item.block.text))) open = item;
    out.push(item);
  }
  return out;
}
