import { NUMBERED_HEADING } from "./blocks.ts";
import { CLASSIFICATION_LABEL, KEYWORDS_LABEL, OTHER_KEYWORDS_LABEL } from "./frontLabels.ts";
import { namesKnownSection } from "./sectionNames.ts";
import type { Line } from "./types.ts";

/**
 * Whether what the page prints next under a paragraph closes it as an abstract, though its last
 * line ends without a full stop: the abstract's last mark can be a formula, a citation, a URL, or a
 * full stop a scan misread as a comma, and one such mark must not cost the whole abstract. The
 * next paragraph down its column settles it: the keywords (or a classification) label, or a
 * section's heading (a short line, numbered or naming a common section). Anything else (a
 * paragraph that goes on, a figure, nothing) leaves the paragraph refused, as before.
 */
export function closedBelow(paragraph: Line[], paragraphs: Line[][]): boolean {
  const last = paragraph.at(-1)!;
  const x0 = Math.min(...paragraph.map((l) => l.x0));
  const x1 = Math.max(...paragraph.map((l) => l.x1));
  // The nearest paragraph that starts below this one and overlaps its column.
  let next: Line[] | undefined;
  for (const q of paragraphs) {
    const first = q[0]!;
    if (q === paragraph || first.page !== last.page || first.top < last.bottom - 0.3 * last.size || first.x0 >= x1 || first.x1 <= x0) continue;
    if (!next || first.top < next[0]!.top) next = q;
  }
  if (!next) return false;
  const text = next[0]!.text.trim();
  if (KEYWORDS_LABEL.test(text) || OTHER_KEYWORDS_LABEL.test(text) || CLASSIFICATION_LABEL.test(text)) return true;
  // A heading stands on a line of its own, a few words, not a sentence's start run on.
  const words = text.split(/\s+/).length;
  return next.length <= 2 && words <= 8 && !/[,;]$/.test(text) && (NUMBERED_HEADING.test(text) || namesKnownSection(text));
}
