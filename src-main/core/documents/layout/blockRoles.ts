import { CAPTION_START, endsSentence, mergeBlocks, type Block } from "./blocks.ts";
import { AFFILIATION, EMAIL } from "./frontLabels.ts";
import { opensWithKnownLabel, REFERENCES_HEADING, type HeadingInfo } from "./headings.ts";
import type { HyphenVocabulary } from "./hyphenation.ts";
import { findHeadlessReferences, looksLikeEntry } from "./references.ts";
import { isBoilerplate } from "./runningLines.ts";
import { isOcrFont, type Line } from "./types.ts";

// What each reading-order block is in the paper: front matter, a heading, body prose, a caption,
// a footnote, part of the reference list, or something to leave out (page furniture, figure
// labels, table cells); and body paragraphs split by a column, page or float joined again.

/** "float" is text left out as a figure label or table cell, unless it proves to continue a sentence. */
export type Role = "front" | "heading" | "paragraph" | "caption" | "footnote" | "drop" | "float" | "references";

export interface Classified {
  block: Block;
  role: Role;
  heading?: HeadingInfo;
}

const tokens = (text: string) => text.split(/\s+/).filter(Boolean);
/** Lower-case words, the bulk of any prose: "the", "cores", "slowed,". */
const proseWords = (text: string) => tokens(text).filter((t) => /^[(“"‘]?\p{Ll}[\p{Ll}'’-]*[,.;:)”"’]?$/u.test(t)).length;

/**
 * Whether a block reads as prose: a run of lower-case words. A figure's labels ("HIS-FLAG-VEC + -
 * - -"), a table row or a heading the rules did not recognise do not.
 */
function readsAsProse(text: string): boolean {
  const words = proseWords(text);
  return words >= 3 && words >= 0.4 * tokens(text).length;
}

/** A block that opens with a list item's bullet (see listItems), in about the body's type. */
const isListItem = (block: Block | undefined, bodySize: number) => !!block?.lines[0]?.listMark && Math.abs(block!.size - bodySize) < 0.12 * bodySize;

/** Text with hardly a letter (a chart's numbers after a bullet). */
const isFloatText = (text: string) => text.replace(/[^\p{L}]/gu, "").length < 0.45 * text.length;

/** Float text: axis labels, table cells, equation numbers; not prose. */
function isFloat(block: Block, bodySize: number): boolean {
  const text = block.text.trim();
  if (text.length < 25 && !endsSentence(text)) return true;
  // A figure's labels set in body type: symbols and codes with hardly a lower-case letter.
  if (!endsSentence(text)) {
    const all = tokens(text);
    if (all.length >= 4 && all.filter((t) => !/\p{Ll}/u.test(t)).length >= 0.6 * all.length) return true;
  }
  // A parenthesised note standing alone in small type ("(See figure on next page.)") is an
  // editorial pointer, not part of the prose.
  if (block.lines.length === 1 && /^\(.*\)\.?$/.test(text) && block.size < bodySize * 0.9) return true;
  const widths = block.lines.map((l) => (l.x1 - l.x0) / Math.max(1, l.colRight - l.colLeft));
  const meanWidth = widths.reduce((a, b) => a + b, 0) / widths.length;
  const letters = text.replace(/[^\p{L}]/gu, "").length / Math.max(1, text.length);
  if (CAPTION_START.test(text)) return false;
  // Figure labels and table cells: narrow lines, often in smaller type, that do not end a sentence.
  const narrow = meanWidth < (block.size < bodySize * 0.9 ? 0.55 : 0.4);
  return (narrow && (block.lines.length >= 2 || !endsSentence(text))) || letters < 0.45 || block.size < bodySize * 0.7;
}

export function classify(blocks: Block[], headings: (HeadingInfo | null)[], bodyStart: number, bodySize: number, pageHeights: number[], front: ReadonlySet<number> = new Set()): Classified[] {
  let inReferences = false;
  let referencesHeading: { style: string; size: number } | undefined;
  // The type size of the reference list's entries, once it has started.
  let entrySize: number | undefined;
  // The type size of back matter run in after the list ("Funding: ..."), once it has started.
  let runInBackMatter: number | undefined;
  let previous: Classified | undefined;
  // Some layouts print the reference list with no heading at all (Wiley, ChemRxiv templates):
  // it is then recognised by what its entries look like.
  const headed = headings.some((h, i) => h && i >= bodyStart && REFERENCES_HEADING.test(h.text));
  const headlessStart = headed ? -1 : findHeadlessReferences(blocks, bodyStart, (i) => headings[i] !== null);
  const listed = notesSetAsLists(blocks.map((block, i): Classified => (previous = classifyOne(block, i))), bodySize);
  return withRunsOfText(listed.items, (block) => isFootPrint(block, bodySize, pageHeights) || listed.blocks.has(block));

  function classifyOne(block: Block, i: number): Classified {
    if (i < bodyStart || front.has(i)) return { block, role: "front" };
    if (i === headlessStart) inReferences = true;
    const text = block.text.trim();
    const heading = headings[i];
    // Inside the references, numbered bold entries ("2. Hale, L M ...") look like headings;
    // only a well-known section name (Acknowledgements, Appendix...) ends the list.
    // A heading in the very style of the References heading, or in larger type, is the next
    // section after the list, not an entry of it.
    const afterList = !!referencesHeading && (heading?.style === referencesHeading.style || block.size > referencesHeading.size + 0.5);
    if (heading && (!inReferences || heading.known || afterList)) {
      inReferences = REFERENCES_HEADING.test(heading.text);
      runInBackMatter = undefined;
      referencesHeading = inReferences ? { style: heading.style, size: block.size } : undefined;
      return { block, role: "heading", heading };
    }
    if (isBoilerplate(text)) return { block, role: "drop" };
    // Back matter run into its paragraph after the list ("Acknowledgments: We thank ...") ends it,
    // and it and the prose after it in its type are kept as paragraphs, however small the print.
    if (inReferences && opensWithKnownLabel(text)) {
      inReferences = false;
      referencesHeading = undefined;
      runInBackMatter = block.size;
      return { block, role: "paragraph" };
    }
    if (runInBackMatter !== undefined && Math.abs(block.size - runInBackMatter) < 0.3 && proseWords(text) >= 3 && !looksLikeEntry(text)) {
      return { block, role: "paragraph" };
    }
    // "Fig. 2a, b. The intensity..." in body type is prose that cites a figure; a caption is set
    // smaller or punctuates its label ("Figure 3." "Table 1:" "Fig. 1 |").
    if (CAPTION_START.test(text) && (block.size < bodySize * 0.97 || /^\S+\s*[A-Z]?\d+[a-z]?\s*[.:|]\s/.test(text))) {
      return { block, role: "caption" };
    }
    // Back matter printed between two parts of the list (acknowledgements at the top of the
    // next column): entries in the list's own type after it are the list going on.
    if (!inReferences && entrySize !== undefined && Math.abs(block.size - entrySize) < 0.5 && looksLikeEntry(text)) inReferences = true;
    if (inReferences) {
      entrySize ??= block.size;
      return { block, role: "references" };
    }
    if (block.lines.filter((l) => l.tabular).length * 2 >= block.lines.length) return { block, role: "drop" };
    // A list item in the body's type after prose (or after the items before it) is prose, however
    // short and whether or not it ends a sentence ("• Google Scholar"); a flow chart's bulleted
    // boxes follow other figure text, and stay floats.
    if (isListItem(block, bodySize) && (previous?.role === "paragraph" || previous?.role === "heading") && !isFloatText(block.text)) return { block, role: "paragraph" };
    // A list's lead-in ("The cores are kept in two places:") is prose, even on a short line of its own.
    const leadIn = /:$/.test(text) && isListItem(blocks[i + 1], bodySize) && Math.abs(block.size - bodySize) < 0.12 * bodySize;
    if (isFloat(block, bodySize) && !leadIn) return { block, role: "float" };
    // The rest of a caption ("(A) Residues of ...") after its label line, in the caption's type.
    if (previous?.role === "caption" && block.page === previous.block.page) {
      const last = previous.block.lines.at(-1)!;
      const first = block.lines[0]!;
      const smallType = block.size < bodySize * 0.97 && Math.abs(block.size - previous.block.size) < 0.4;
      const directlyBelow = first.spanning === last.spanning && first.column === last.column && first.top - last.bottom < 0.8 * first.size;
      if (smallType || directlyBelow) return { block, role: "caption" };
    }

    // Small print at the foot of a page (affiliations, correspondence, notes). Small print
    // elsewhere is prose: Nature sets its Methods smaller than the main text.
    const page = pageHeights[block.page - 1] ?? Infinity;
    const marker = /^(?:[\d*∗†‡§¶]+\s?\p{Lu}|[a-z]\s)/u.test(text);
    // A note that opens with its marker in clearly smaller type can start higher up the page.
    const footZone = marker && block.size < bodySize * 0.85 ? 0.6 : 0.75;
    // Notes are set apart from the text above them: prose going on down its column in the type of
    // the paragraph just above is that column's body, however small against the size taken for the
    // body (on a title page read alone, the abstract's larger type outweighs the body's).
    const goesOn = !marker && previous?.role === "paragraph" && previous.block.page === block.page && previous.block.column === block.column && previous.block.font === block.font && Math.abs(previous.block.size - block.size) < 0.3 && readsAsProse(text);
    if (!goesOn && block.size < bodySize * (block.page === 1 || marker ? 0.95 : 0.88) && block.lines[0]!.top > page * footZone && (block.page === 1 || marker)) {
      return { block, role: "footnote" };
    }
    // Page 1's small print beside the body (a column of correspondence addresses and dates):
    // addresses are not prose wherever they stand.
    if (block.page === 1 && block.size < bodySize * 0.85 && (AFFILIATION.test(text.slice(0, 150)) || EMAIL.test(text) || /^(?:[•*]\s*)?(?:co-)?corresponding\b/i.test(text))) {
      return { block, role: "footnote" };
    }
    return { block, role: "paragraph" };
  }
}

/**
 * Text set aside as a float that runs on at one line pitch, in one face and from one left edge,
 * from a paragraph or into one (the first lines of a program in capitals, "SELECT ... FROM"
 * over "WHERE ... = 1", above its next lines kept as prose) is that paragraph's run of lines:
 * a figure's labels stand apart from the text around them. Small print at a page's foot is a
 * note however it runs on: notes run on from notes (mboc2023's correspondence line one pitch under
 * its author contributions, which the classifier keeps as a paragraph), never from the body; nor
 * is back matter set as a list (`notesSetAsLists`).
 */
function withRunsOfText(items: Classified[], setAside: (block: Block) => boolean): Classified[] {
  const text = (item: Classified | undefined) => item?.role === "paragraph";
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < items.length; i++) {
      const item = items[i]!;
      if (item.role !== "float" || setAside(item.block) || readsAsNote(item.block.text)) continue;
      const before = items[i - 1];
      const after = items[i + 1];
      if ((text(before) && goesOnBelow(before!.block, item.block)) || (text(after) && goesOnBelow(item.block, after!.block))) items[i] = { block: item.block, role: "paragraph" };
    }
  }
  return items;
}

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
function notesSetAsLists(items: Classified[], bodySize: number): { items: Classified[]; blocks: Set<Block> } {
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

/**
 * Opens with a note's marker ("∗Institute of ...", "†Department of ...") or gives an address (an
 * institution, an e-mail, a link): an author's note or affiliation set line by line on a last
 * page, one pitch under the text before it, is still a note (clinsci2014's, elife2024's ORCID).
 */
const readsAsNote = (text: string) => /^[*∗†‡§¶]/u.test(text.trim()) || AFFILIATION.test(text) || EMAIL.test(text) || /\bhttps?:\/\//.test(text);

/** Set smaller than the body in the lower part of its page, where notes stand. */
function isFootPrint(block: Block, bodySize: number, pageHeights: number[]): boolean {
  return block.size < bodySize * 0.95 && block.lines[0]!.top > (pageHeights[block.page - 1] ?? Infinity) * 0.6;
}

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
 * `next` opens below `block`'s last line, on its page and in its column: a line beside the
 * paragraph (a sidebar's, another column's) is not that paragraph's, whatever its face.
 */
function below(block: Block, next: Block): boolean {
  const last = block.lines.at(-1)!;
  const first = next.lines[0]!;
  return first.page === last.page && first.column === last.column && first.spanning === last.spanning && first.top >= last.bottom - 0.3 * last.size;
}

/**
 * Set in the same font and size, as the PDF's own fonts tell it. OCR's runs carry one font name
 * for every face on a scan, so there the same name says nothing: a citation line from a sidebar
 * would "run on" from the paragraph beside it (measured on the OCR tuning scans).
 */
const sameFace = (a: Block, b: Block) => !isOcrFont(a.font) && a.font === b.font && Math.abs(a.size - b.size) < 0.3;

/**
 * `next` stands right under `block`'s last line, in its column, font and size, one line pitch
 * down and from its left edge: the block's own text going on (a program's next line, split from
 * the lines above where the block rules saw a break), not a label between a paragraph and its end.
 */
function goesOnBelow(block: Block, next: Block): boolean {
  const last = block.lines.at(-1)!;
  const first = next.lines[0]!;
  const dy = first.baseline - last.baseline;
  return first.page === last.page && first.column === last.column && first.spanning === last.spanning && sameFace(block, next) && dy > 0 && dy <= 1.55 * last.size && Math.abs(first.x0 - block.lines[0]!.x0) < last.size;
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
