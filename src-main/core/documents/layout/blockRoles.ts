import { CAPTION_START, endsSentence, type Block } from "./blocks.ts";
import type { Classified } from "./blockRole.ts";
import { restOfCaption, wordsBesideLabel } from "./captionRest.ts";
import { AFFILIATION, EMAIL } from "./frontLabels.ts";
import type { HeadingInfo } from "./headingStyles.ts";
import { opensWithKnownLabel, REFERENCES_HEADING } from "./sectionNames.ts";
import { notesSetAsLists } from "./notesSetAsLists.ts";
import { proseWords, readsAsProse, tokens } from "./proseBlocks.ts";
import { printedInFigure } from "./figurePages.ts";
import { findHeadlessReferences, looksLikeEntry } from "./references.ts";
import { withRunsOfText } from "./runsOfText.ts";
import { isBoilerplate } from "./runningLines.ts";
import { scanBlockSize } from "./scanBlockSize.ts";
import type { Rect } from "./types.ts";

// What each reading-order block is in the paper: front matter, a heading, body prose, a caption,
// a footnote, part of the reference list, or something to leave out (page furniture, figure
// labels, table cells). Back matter set as a list is notesSetAsLists', floats that run on from a
// paragraph runsOfText's; joinContinuations joins again the paragraphs a column, page or float split.

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
  // On a scan, a listing's type is judged by its lines' pitch as well as its letters (see scanBlockSize).
  const size = scanBlockSize(block);
  const narrow = meanWidth < (size < bodySize * 0.9 ? 0.55 : 0.4);
  return (narrow && (block.lines.length >= 2 || !endsSentence(text))) || letters < 0.45 || size < bodySize * 0.7;
}

export function classify(blocks: Block[], headings: (HeadingInfo | null)[], bodyStart: number, bodySize: number, pageHeights: number[], front: ReadonlySet<number> = new Set(), opening: ReadonlySet<number> = new Set(), figuresOf: (page: number) => readonly Rect[] | undefined = () => undefined): Classified[] {
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
    // Blocks read before the body are front matter, but for a page's opening paragraphs on a
    // document with no title page (see openingParagraphs).
    if ((i < bodyStart && !opening.has(i)) || front.has(i)) return { block, role: "front" };
    if (i === headlessStart) inReferences = true;
    const text = block.text.trim();
    const heading = headings[i];
    // Inside the references, numbered bold entries ("2. Hale, L M ...") look like headings;
    // only a well-known section name (Acknowledgements, Appendix...) ends the list.
    // A heading in the very style of the References heading, or in larger type, is the next
    // section after the list, not an entry of it.
    const afterList = !!referencesHeading && (heading?.style === referencesHeading.style || block.size > referencesHeading.size + 0.5);
    // A caption's label set apart from its words by a wide gap on one baseline ("Table 1    Spectral
    // properties of ...", the Royal Society of Chemistry's style) is read as two blocks: the words
    // are the caption's, never a heading of their own nor body prose.
    // Reading order may put the words first (a caption spanning the columns is read before the
    // column its label is counted in).
    if ((previous?.role === "caption" && wordsBesideLabel(previous.block, block)) || (blocks[i + 1] && wordsBesideLabel(blocks[i + 1]!, block))) return { block, role: "caption" };
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
    // Text printed inside a figure (a diagram's labels, an example passage shown in a box) is the
    // figure's, not the paper's prose, however much it reads like a sentence.
    // A caption's own lines may lie inside the figure's drawn frame: they stay the caption's.
    if (printedInFigure(block.lines, figuresOf)) return { block, role: restOfCaption(previous, block, bodySize) ? "caption" : "figure" };
    if (block.lines.filter((l) => l.tabular).length * 2 >= block.lines.length) return { block, role: "drop" };
    // A list item in the body's type after prose (or after the items before it) is prose, however
    // short and whether or not it ends a sentence ("• Google Scholar"); a flow chart's bulleted
    // boxes follow other figure text, and stay floats.
    if (isListItem(block, bodySize) && (previous?.role === "paragraph" || previous?.role === "heading") && !isFloatText(block.text)) return { block, role: "paragraph" };
    // A list's lead-in ("The cores are kept in two places:") is prose, even on a short line of its own.
    const leadIn = /:$/.test(text) && isListItem(blocks[i + 1], bodySize) && Math.abs(block.size - bodySize) < 0.12 * bodySize;
    if (isFloat(block, bodySize) && !leadIn) return { block, role: "float" };
    // The rest of a caption ("(A) Residues of ...") after its label line, in the caption's type.
    if (restOfCaption(previous, block, bodySize)) return { block, role: "caption" };

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

/** Set smaller than the body in the lower part of its page, where notes stand. */
function isFootPrint(block: Block, bodySize: number, pageHeights: number[]): boolean {
  return block.size < bodySize * 0.95 && block.lines[0]!.top > (pageHeights[block.page - 1] ?? Infinity) * 0.6;
}
