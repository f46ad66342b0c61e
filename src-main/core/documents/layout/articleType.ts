// The label over a title naming the kind of article: set aside before the title is looked for,
// and never read as a title, a masthead or an author line.

const ARTICLE_TYPE_WORD = "article|review|minireview|report|letter|communication|paper|note|perspective|editorial|commentary|essay|viewpoint|correspondence|highlight|protocol|preprint|descriptor|manuscript";
const ARTICLE_TYPE = new RegExp(`^(?:[\\p{L}-]+\\s+){0,2}(?:${ARTICLE_TYPE_WORD})s?$|^original research$`, "iu");
const SPACED_ARTICLE_TYPE = new RegExp(`^\\p{L}{0,20}?(?:${ARTICLE_TYPE_WORD})s?$`, "iu");

/**
 * An article-type label printed above the title: "Research Article", "EDGE ARTICLE", "Data
 * Article", "BRIEF REPORT", letter-spaced "R E S E A R C H  A R T I C L E", with or without an
 * "Open Access" badge beside it.
 */
export function isArticleType(text: string): boolean {
  const t = text.replace(/[|•·]/g, " ").replace(/\bopen access\b/i, " ").replace(/\s+/g, " ").trim();
  // A repository's label over an author manuscript ("HHS Public Access" / "Author manuscript").
  if (/^(?:author|accepted) manuscript$/i.test(t)) return true;
  if (/^(?:\p{L} ){3,}\p{L}$/u.test(t)) return SPACED_ARTICLE_TYPE.test(t.replace(/ /g, ""));
  // Labels are set in capitals or title case; a short title in sentence case ("Gut microbiome review") is not one.
  return ARTICLE_TYPE.test(t) && t.split(" ").every((w) => /^\p{Lu}/u.test(w));
}
