import type { Line } from "../layout/types.ts";
import { joinCaptionLine } from "./captionLineBreaks.ts";
import { centredUnder, isRunningText, spacedTitleLine } from "./captionLinesUnder.ts";
import { centredUnderLabel } from "./labelAloneTitle.ts";
import { CONTINUED, labelEnd, matchLabel } from "./tableLabel.ts";

/** A table's caption as printed: its label, the rest of its text, and the lines it covers. */
export interface TableCaption {
  /** As printed, letter spacing removed: "Table 2", "TABLE 3", "Table S1". */
  label: string;
  /** The label's number, for matching a continuation: "2", "S1". */
  key: string;
  /** The caption says the table goes on from an earlier page ("(Continued)", "continued"). */
  continued: boolean;
  /** The caption without its label; "" when the label stands alone. */
  text: string;
  lines: Line[];
  x0: number;
  x1: number;
  top: number;
  bottom: number;
}

/**
 * Finds the table captions among a frame's lines (with `plain`, the label lines that are not set
 * apart by their type or punctuation, but open a capitalised title: captions only by their place,
 * `plainCaptionsBesideTables`). A line opening with a table label is a caption
 * when the label is set apart: followed by a full stop, colon, bar or dash, standing alone, in a
 * font of its own (a bold "Table 1" then the title), or followed by "(continued)"; "Table 2 shows
 * that..." in the running text is not. The caption goes on over the lines set under it in the
 * same type, up to a rule or a wider gap.
 */
export function findTableCaptions(lines: readonly Line[], ruleYs: readonly { y: number; x0: number; x1: number }[] = [], plain = false): TableCaption[] {
  const captions: TableCaption[] = [];
  const sorted = [...lines].sort((a, b) => a.baseline - b.baseline || a.x0 - b.x0);
  let body: string | undefined | null = null;
  for (let i = 0; i < sorted.length; i++) {
    const line = sorted[i]!;
    const match = matchLabel(line.text);
    if (!match) continue;
    const rest = line.text.slice(match.printed.length);
    const continued = CONTINUED.test(rest);
    const punctuated = /^\s*(?:[.:|—–-]|$)/.test(rest) || /^\s{2,}/.test(rest) || !!match.bracketed;
    // A bold "Table 1" then the title; or the whole line, title too, in a type the running text is not set in.
    // The line in several runs of one type counts as one run in it (a bold caption band's "Table 3 " then its title).
    const fonts = new Set(line.spans.map((sp) => sp.font));
    const lineFont = fonts.size === 1 ? line.spans[0]?.font : undefined;
    const ownFont = lineFont ? lineFont !== (body === null ? (body = mainFont(sorted)) : body) : labelFont(line, match.printed.length) !== restFont(line, match.printed.length);
    // Set apart by space alone: "Table 3" then, well to the right, its title.
    const labelSpan = line.spans.filter((sp) => sp.start < match.printed.length).at(-1);
    const titleSpan = line.spans.find((sp) => sp.start >= match.printed.length && line.text.slice(sp.start, sp.end).trim());
    const spaced = !!labelSpan && !!titleSpan && titleSpan.x - (labelSpan.x + labelSpan.w) > 0.8 * line.size;
    const setApart = punctuated || ownFont || continued || spaced;
    // `plain`: only the label lines not set apart whose title opens with a capital ("Table 3 AHP
    // Priority Matrix"), as a sentence's next word ("Table 2 shows") does not.
    if (plain ? setApart || !/^\s+\p{Lu}/u.test(rest) : !setApart) continue;
    // "... are summarized in Supplementary" / "Table 2. The average ...": a sentence running on
    // into the line, not a caption.
    if (runsOn(line, sorted)) continue;
    const caption: TableCaption = {
      label: match.number ? `${match.word} ${match.number.replace(/\s/g, "")}` : match.word,
      key: match.number.replace(/\s/g, "").toUpperCase(),
      continued,
      text: rest.replace(/^\s*[.:|—–-]?\s*/, ""),
      lines: [line],
      x0: line.x0,
      x1: line.x1,
      top: line.top,
      bottom: line.bottom,
    };
    // The caption's further lines: directly under it, in its type, starting under its label or under
    // its text (set beside the label, as some journals do).
    let textStart = line.spans.find((sp) => sp.start >= match.printed.length && line.text.slice(sp.start, sp.end).trim())?.x ?? line.x0;
    // Label and title set in one run: where the title starts is known only by its share of the
    // run's characters, so a line hung under it is looked for within an em and a half of that.
    let hang = 2;
    if (textStart === line.x0) {
      const at = match.printed.length + (/^\s*[.:|—–-]?\s*/.exec(rest)?.[0].length ?? 0);
      const span = line.spans.find((sp) => sp.start < at && sp.end > at);
      if (span && span.end > span.start) [textStart, hang] = [span.x + (span.w * (at - span.start)) / (span.end - span.start), 1.5 * line.size];
    }
    // A label set apart from its title may come as a line of its own ("Table 1:" then, a tab away,
    // the title): the title is the piece beside it.
    const beside = caption.text.trim() ? undefined : sorted.find((o) => o !== line && Math.abs(o.baseline - line.baseline) < 0.3 * line.size && o.x0 > line.x1 && o.x0 - line.x1 < 4 * line.size);
    if (beside) {
      caption.lines.push(beside);
      caption.text = beside.text;
      caption.x1 = beside.x1;
      textStart = beside.x0;
    }
    let last = line;
    const labelAlone = !caption.text.trim();
    // The leading of a title set spaced out under a label alone, once its first line is taken.
    let titleLeading: number | null = null;
    for (let j = i + 1; j < sorted.length; j++) {
      const next = sorted[j]!;
      if (next.baseline - last.baseline < 0.3 * last.size) continue; // another piece on the same row
      const spacedTitle = spacedTitleLine(next, last, line, labelAlone, titleLeading);
      if (next.baseline - last.baseline > 1.6 * last.size && !spacedTitle) break;
      if (Math.abs(next.size - line.size) > 0.6) continue;
      if (!centredUnder(next, last) && !centredUnderLabel(next, line, labelAlone) && (next.x0 < caption.x0 - 2 || (next.x0 > caption.x0 + 3 * line.size && Math.abs(next.x0 - textStart) > hang) || next.x0 > caption.x1)) continue;
      if (labelEnd(next.text) >= 0) break;
      // A rule no wider than the label, under it, is the edge of the box the label is set in, not the caption's end.
      if (ruleYs.some((r) => r.y > last.bottom - 1 && r.y < next.top + 1 && !(last === line && r.x0 >= line.x0 - 2 * line.size && r.x1 <= line.x1 + 2 * line.size))) break;
      if (labelAlone && centredUnderLabel(next, line, labelAlone)) titleLeading ??= next.baseline - last.baseline;
      // A row of cells right under a short caption is the table, not more caption. A line of
      // running text beside it (the next column's, set on about the same baseline) is no cell,
      // nor is a line in another type size: a row's cells share one.
      if (sorted.some((o) => o !== next && Math.abs(o.baseline - next.baseline) < 0.3 * next.size && o.x0 > next.x1 && o.x0 < caption.x1 + 4 * line.size && o.x0 - next.x1 < 6 * line.size && Math.abs(o.size - next.size) <= 0.6 && !isRunningText(o))) break;
      caption.lines.push(next);
      caption.text = joinCaptionLine(caption.text, next.text);
      caption.x1 = Math.max(caption.x1, next.x1);
      caption.bottom = next.bottom;
      last = next;
    }
    captions.push(caption);
  }
  return captions;
}

/** The font most of the lines' characters are set in: the running text's. */
function mainFont(lines: readonly Line[]): string | undefined {
  const weight = new Map<string, number>();
  for (const line of lines) for (const sp of line.spans) if (sp.font) weight.set(sp.font, (weight.get(sp.font) ?? 0) + sp.end - sp.start);
  return [...weight].sort((a, b) => b[1] - a[1])[0]?.[0];
}

function labelFont(line: Line, end: number): string | undefined {
  return line.spans.find((s) => s.start < end)?.font;
}

function restFont(line: Line, end: number): string | undefined {
  return line.spans.find((s) => s.start >= end && line.text.slice(s.start, s.end).trim())?.font;
}

/** Whether the line above, in the same column at the text's leading, leaves its sentence open. */
function runsOn(line: Line, sorted: readonly Line[]): boolean {
  const above = sorted.filter((l) => l.baseline < line.baseline - 0.5 * line.size && line.baseline - l.baseline < 1.6 * line.size && Math.abs(l.x0 - line.x0) < 2 * line.size && Math.abs(l.size - line.size) < 0.3).at(-1);
  return !!above && above.x1 - above.x0 > 0.6 * (line.x1 - line.x0) && /[\p{L}\p{N},;]$/u.test(above.text) && !/^(?:table|tab\.)\s*\S+\s*$/i.test(above.text);
}
