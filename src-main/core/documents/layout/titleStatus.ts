/**
 * Open-review journals and preprint servers print the article's version and review status after
 * its title, in brackets: "… in Drosophila [version 2; peer review: 2 approved]". That is the
 * record's status, not part of the title; the version number says which DOI is this PDF's.
 */
const STATUS = /\s*[[(]\s*((?:version|v)\s*(\d{1,2})\b[^\])]*|[^\])]*\bpeer[ -]?review(?:ed)?\b[^\])]*|preprint|not peer[ -]reviewed)\s*[\])]\s*$/i;

export interface TitleStatus {
  title: string;
  /** The version the bracket names, when it names one. */
  version?: number;
}

/** The title without a trailing version or review-status bracket, and the version it named. */
export function splitTitleStatus(title: string): TitleStatus {
  const match = title.match(STATUS);
  if (!match || match.index === undefined || match.index < 10) return { title };
  const rest = title.slice(0, match.index).replace(/[\s:;,.–-]+$/, "");
  return match[2] ? { title: rest, version: Number(match[2]) } : { title: rest };
}
