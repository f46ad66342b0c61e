import { usableMetadataTitle } from "./layout/findTitle.ts";
import { splitTitleStatus } from "./layout/titleStatus.ts";

export interface PaperTitle {
  /** The title as the page prints it, before cleaning; null when it came from the document properties or nowhere. */
  printed: string | null;
  /** The title shown and stored: soft hyphens, odd hyphens, spacing and trailing note marks cleaned, a status bracket left out. */
  title: string | null;
  /** The version a status bracket after the title names ("[version 2; ...]"), when it names one. */
  version?: number;
}

/**
 * The paper's title from what the front matter found (`found`), the largest block on the title
 * page (`largest`) and the document properties' Title (`metadata`).
 */
export function paperTitle(found: string | null, largest: string | null, metadata: string): PaperTitle {
  // With no title set apart on the page, a real title in the document properties beats the largest block.
  const printed = found ?? (usableMetadataTitle(metadata) ? null : largest);
  const fullTitle = printed
    ? printed.replace(/\u00ad/g, "").replace(/[\u2010\u2011]/g, "-").replace(/\s+/g, " ").replace(/[\s*∗†‡§¶]+$/, "").trim()
    : metadata.length > 10 && !/^(untitled|microsoft word)/i.test(metadata) ? metadata : null;
  // "[version 2; peer review: 2 approved]" is the record's status, and says which DOI is this PDF's.
  const status = fullTitle === null ? null : splitTitleStatus(fullTitle);
  return { printed, title: status?.title ?? null, ...(status?.version !== undefined ? { version: status.version } : {}) };
}
