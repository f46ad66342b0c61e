import type { Piece } from "./linePieces.ts";
import type { PieceGroup } from "./pieceGroups.ts";

/**
 * What a journal prints beside its name at the head of page 1: the volume and issue ("January
 * 2007, Volume 18, Issue 3", "Vol. 5, No. 2"), its ISSN, a DOI, or a citation with a year and a
 * volume's issue ("2011; 13(4)"). A title names what the paper did, and holds none of these.
 */
const ISSUE_DETAILS = /\b(?:vol\.?|volume|issue|no\.|issn)\s*:?\s*\d|\b10\.\d{4,9}\/\S|\b(?:19|20)\d\d\s*[;,]\s*\d+\s*\(\d+\)/i;

/** The head of the page, where a journal's band stands: a title set lower is no masthead's. */
const HEAD_SHARE = 0.2;

/** The pieces at the head of page 1 that hold issue details: found once per page, so each candidate checks only these. */
export function issuePieces(pieces: readonly Piece[], pageHeight: number): Piece[] {
  return pieces.filter((p) => p.top < (HEAD_SHARE + 0.05) * pageHeight && ISSUE_DETAILS.test(p.text));
}

/**
 * A large line at the head of page 1 set with the journal's issue details, in it or on the line
 * just above or below in smaller type over the same stretch of the page, is the journal's
 * masthead. The band tells it on page 1 alone, where the journal's name is never printed again
 * (a one-page PDF, a journal whose running heads carry the authors' names instead).
 * `issues` are the page's `issuePieces`.
 */
export function inMastheadBand(group: PieceGroup, issues: readonly Piece[], pageHeight: number): boolean {
  if (group.top > HEAD_SHARE * pageHeight) return false;
  if (ISSUE_DETAILS.test(group.text)) return true;
  const reach = 1.8 * group.size;
  return issues.some((p) => p.size < 0.9 * group.size && p.top >= group.top - reach && p.top <= group.bottom + reach && p.x0 < group.x1 + group.size && p.x1 > group.x0 - group.size);
}

/**
 * A journal's name, as its band prints it: one line of a few words ("Journal of Statistical
 * Software"). A title under a DOI or issue line is within the band's reach as well, and wraps
 * over several lines or runs longer (shared paper 09 scanned: four lines under its DOI); the
 * longest journal names kept on one line stay within eight words, as the running-head rule asks.
 */
export function isJournalName(group: PieceGroup): boolean {
  return group.rows.length === 1 && group.text.split(/\s+/).length <= 8;
}
