/** A DOI as printed: "10." then a registrant code, a slash and a suffix. */
const DOI_PATTERN = /\b(10\.\d{4,9}\/[^\s"<>]+)/i;

/** A DOI as found in text or metadata, without trailing punctuation, lower-cased (DOIs are case-insensitive). */
export function cleanDoi(raw: string): string {
  return raw.replace(/[).,;:\]]+$/, "").replace(/\u00ad/g, "").toLowerCase();
}

const INTRODUCED_DOI = /(?:doi\s*:?\s*|doi\.org\/)(10\.\d{4,9}\/[^\s"<>]+)/gi;
const INTRODUCED_DOI_ONE = new RegExp(INTRODUCED_DOI.source, "i");
/** A line that is only a DOI ("doi:10.1186/1471-2148-14-70", "10.1126/sciadv.add4623"): the paper's own, in its back matter. */
const DOI_LINE = /^(?:doi\s*:?\s*|https?:\/\/(?:dx\.)?doi\.org\/)?(10\.\d{4,9}\/\S+)$/i;

/** "10.12688/f1000research.21234.2" is version 2 of "10.12688/f1000research.21234"; "…123456v2" too. */
const VERSIONED = /^(.+?)(?:\.|v)(\d{1,2})$/;

/**
 * The first DOI matched, or a longer one that completes it (a DOI broken at a line end is printed
 * whole elsewhere). Where the page prints several versions of one article ("First published:
 * …21234.1", "Latest published: …21234.2"), the version the title names is the paper's, else the
 * latest: a PDF is printed with the version it is.
 */
function firstComplete(text: string, pattern: RegExp, version?: number): string | null {
  const found = [...text.matchAll(pattern)].map((m) => cleanDoi(m[1]!));
  const first = found[0];
  if (!first) return null;
  const complete = found.find((d) => d.length > first.length && d.startsWith(first)) ?? first;
  const stem = complete.match(VERSIONED)?.[1];
  const versions = stem ? found.filter((d) => d.match(VERSIONED)?.[1] === stem) : [];
  if (new Set(versions).size < 2) return complete;
  const number = (d: string) => Number(d.match(VERSIONED)![2]);
  return versions.find((d) => number(d) === version) ?? versions.sort((a, b) => number(b) - number(a))[0]!;
}

/** The DOIs a page prints as DOIs ("doi:", "DOI", "doi.org/"), in order, without repeats: what the choice is checked against. */
export function printedDois(text: string): string[] {
  const clean = text.replace(/[\u2010\u2011]/g, "-").replace(/\u200b/g, "");
  return [...new Set([...clean.matchAll(INTRODUCED_DOI)].map((m) => cleanDoi(m[1]!)))];
}

export interface DoiSources {
  /** Lines of the later pages, for a DOI printed only on a line of its own (back matter). */
  laterLines?: string[];
  /** Text of the front matter past page 1 (an abstract that runs onto page 2 and ends with the citation). */
  frontText?: string;
  /** The version the title names ("[version 2; peer review: …]"). */
  version?: number;
  /** Text drawn rotated in the margins (download stamps, which may carry the article's URL). */
  stamps?: string[];
  /** The paper's title, to know its own citation line on a later page. Defaults to none. */
  title?: string | null;
}

/** A publisher's download stamp naming the article's page: "Downloaded from https://…/doi/10.1002/(SICI)… by …". */
const STAMP_DOI = /downloaded from\s+https?:\/\/\S+?\/doi\/(?:abs\/|full\/|pdf\/|epdf\/|pdfdirect\/)?(10\.\d{4,9}\/\S+)/i;
/** The article's history printed beside its DOI at the end (Science: "Submitted …; accepted …" over "10.1126/…"). */
const HISTORY = /\b(?:submitted|received|accepted|published)\b.*\b(?:19|20)\d\d\b/i;

/**
 * Slashes some fonts map to other characters (old PNAS: "pnas.org兾cgi兾doi兾10.1073兾…", which pdf.js
 * reads as a control character).
 */
const normalizeSlashes = (text: string) =>
  text
    .replace(/[\u2010\u2011]/g, "-")
    .replace(/\u200b/g, "")
    .replace(/[\u517e\u2044\u2215]|[\u0001-\u0008](?=[\p{L}\p{N}])/gu, "/");

/**
 * The DOI of the paper: from metadata when stated there, else the one printed on page 1
 * (introduced as a DOI first), else one introduced in the front matter past page 1, else the one
 * in the publisher's download stamp, else a DOI printed on a line of its own on a later page, as
 * some publishers do only in the back matter, when page 1 names the same article or the line
 * stands with the article's history.
 */
export function findDoi(firstPageText: string, info: Record<string, unknown>, sources: DoiSources = {}): string | null {
  return metadataDoi(info) ?? printedDoi(normalizeSlashes(firstPageText), sources);
}

function metadataDoi(info: Record<string, unknown>): string | null {
  const custom = (info["Custom"] ?? {}) as Record<string, unknown>;
  for (const value of [custom["doi"], custom["DOI"], custom["prism:doi"], info["Subject"], info["Keywords"]]) {
    const match = typeof value === "string" ? value.match(DOI_PATTERN) : null;
    if (match) return cleanDoi(match[1]!);
  }
  return null;
}

function printedDoi(text: string, sources: DoiSources): string | null {
  const onFirstPage = firstComplete(text, INTRODUCED_DOI, sources.version) ?? firstComplete(text, new RegExp(DOI_PATTERN.source, "gi"), sources.version);
  if (onFirstPage) return onFirstPage;
  // Introduced as a DOI in the front matter that runs past page 1 (the citation line under an
  // abstract continued on page 2): the paper's own, since references come only after the body.
  const inFront = firstComplete(sources.frontText ?? "", INTRODUCED_DOI, sources.version);
  if (inFront) return inFront;
  for (const stamp of sources.stamps ?? []) {
    // A stamp's URL ends at a space; old DOIs ("…218:2<235::AID-DVDY2>3.0.CO;2-G") hold brackets.
    const doi = normalizeSlashes(stamp).match(STAMP_DOI)?.[1];
    if (doi) return cleanDoi(doi);
  }
  // A reference's DOI can also fill a line; the paper's own names the article that page 1
  // identifies (its article number, e-location or URL: "eadd4623", ".../1471-2148/14/70"), or
  // stands with the article's submission and acceptance dates.
  const pageKey = text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
  const key = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
  const lines = (sources.laterLines ?? []).map((l) => normalizeSlashes(l).trim());
  const nearHistory = (i: number) => [i - 2, i - 1, i + 1, i + 2].some((k) => HISTORY.test(lines[k] ?? ""));
  const confirmed = lines
    .map((line, i) => ({ doi: line.match(DOI_LINE)?.[1], i }))
    .filter((d): d is { doi: string; i: number } => d.doi !== undefined)
    .filter(({ doi, i }) => {
      const suffix = cleanDoi(doi).slice(doi.indexOf("/") + 1);
      const last = suffix.split(/[./]/).at(-1)!;
      const named = (key(suffix).length >= 6 && pageKey.includes(key(suffix))) || (key(last).length >= 5 && pageKey.includes(key(last)));
      // A reference's DOI ends its entry with a full stop; the article's stands bare.
      return named || (nearHistory(i) && !/\.$/.test(lines[i]!));
    });
  const last = confirmed.at(-1);
  if (last) return cleanDoi(last.doi);
  // The article's own citation printed at its end (a micro-article with no DOI on page 1): the
  // lines that name its title, then a DOI introduced as one.
  const title = key(sources.title ?? "");
  if (title.length < 20) return null;
  for (let i = 0; i < lines.length; i++) {
    const doi = lines[i]!.match(INTRODUCED_DOI_ONE)?.[1];
    if (doi && key(lines.slice(Math.max(0, i - 3), i + 1).join(" ")).includes(title)) return cleanDoi(doi);
  }
  return null;
}
