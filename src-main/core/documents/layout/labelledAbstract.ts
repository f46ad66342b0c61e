import type { Block } from "./blocks.ts";
import { ABSTRACT_LABEL, BODY_OPENING, isKeywordsLabel, KEYWORDS_LABEL, OTHER_ABSTRACT_LABEL, OTHER_KEYWORDS_LABEL } from "./frontLabels.ts";
import { splitKeywords } from "./keywords.ts";
import { collectLabelledAbstract, type LabelledContext } from "./labelledAbstractExtent.ts";
import { wordCount } from "../../text/wordCount.ts";

/** The abstracts and keywords found under their labels in the reading-order blocks. */
export interface LabelledFront {
  /** Blocks of the paper's abstract (its label included); empty when no label was found. */
  abstractBlocks: number[];
  abstract: string | null;
  /** Abstracts in other languages printed after the first, kept as metadata. */
  otherAbstracts: string[];
  /** Blocks of those other abstracts: front matter too. */
  otherAbstractBlocks: number[];
  keywordBlocks: number[];
  keywords: string[];
  otherKeywords: string[][];
}

/**
 * The abstract under an "Abstract" (or "Summary", "Zusammenfassung" ...) label: what follows it up
 * to the keywords or a heading, through the parts of a structured abstract and across a column or
 * page break, and the keywords. The first abstract printed is the paper's.
 */
export function readLabelledFront(blocks: Block[], context: LabelledContext): LabelledFront {
  const found: LabelledFront = { abstractBlocks: [], abstract: null, otherAbstracts: [], otherAbstractBlocks: [], keywordBlocks: [], keywords: [], otherKeywords: [] };
  for (let i = context.from; i < blocks.length && context.early(i); i++) {
    const text = blocks[i]!.text;
    // The body has begun: a "Summary" further on is a section of it, not the abstract.
    if (found.abstract === null && context.isHeading(i) && BODY_OPENING.test(text.trim())) break;
    const english = ABSTRACT_LABEL.test(text);
    if (english || OTHER_ABSTRACT_LABEL.test(text)) {
      const abstract = collectLabelledAbstract(blocks, i, english ? ABSTRACT_LABEL : OTHER_ABSTRACT_LABEL, context);
      if (found.abstract === null) {
        found.abstractBlocks = abstract.indexes;
        found.abstract = abstract.text;
      } else {
        found.otherAbstractBlocks.push(...abstract.indexes);
        found.otherAbstracts.push(abstract.text);
      }
      i = abstract.indexes.at(-1)!;
    } else if (isKeywordsLabel(text)) {
      found.keywordBlocks.push(i);
      const list = splitKeywords(text.replace(KEYWORDS_LABEL.test(text) ? KEYWORDS_LABEL : OTHER_KEYWORDS_LABEL, ""));
      if (found.keywords.length === 0) found.keywords = list;
      else found.otherKeywords.push(list);
    }
  }
  // Some publishers print the keywords at the end of the paper, run in ("Keywords: a • b") or
  // under their own heading: read them, and leave those blocks where they are.
  for (let i = 0; found.keywords.length === 0 && i < blocks.length; i++) {
    const text = blocks[i]!.text;
    if (!KEYWORDS_LABEL.test(text)) continue;
    const rest = text.replace(KEYWORDS_LABEL, "").trim();
    const list = rest || (blocks[i + 1] && wordCount(blocks[i + 1]!.text) <= 40 && /[,;•·]/.test(blocks[i + 1]!.text) ? blocks[i + 1]!.text : "");
    if (list && wordCount(list) <= 40) found.keywords = splitKeywords(list);
  }
  return found;
}
