import { AFFILIATION, EMAIL } from "./frontLabels.ts";
import { isBoilerplate } from "./runningLines.ts";

// Whether a text is a list of person names, and which: read from the words alone, so the
// author search, the title search (a row of names is never a title) and the count of printed
// names share one reading.

const NAME_PARTICLES = new Set(["de", "da", "do", "das", "dos", "van", "von", "der", "den", "del", "della", "di", "du", "le", "la", "y", "e", "bin", "ibn", "al", "el", "ter", "ten", "zu", "st"]);

/** Words of page furniture and labels that never occur in a person's name. */
const NOT_A_NAME = /\b(?:article|online|journal|view|open|access|published|publisher|version|citation|editor|edition|volume|issue|university|review|research|report|data|abstract|keywords|received|accepted|license|licence|terms|thesis|dissertation)\b/i;

/** "Jin-Wook Lee", "Ross G. DOUGLAS", "Selene Maia de Morais"; not "How COVID affects software". */
function isPersonName(name: string): boolean {
  const tokens = name.split(" ");
  if (tokens.length < 2 || tokens.length > 6 || NOT_A_NAME.test(name)) return false;
  // A particle joined by a hyphen or apostrophe is part of a surname: "uz-Zaman", "al-Hassan", "d'Alton".
  return tokens.every((t) => NAME_PARTICLES.has(t.toLowerCase()) || /^\p{Lu}[\p{L}'’.-]*$/u.test(t) || /^\p{Ll}{1,3}[-'’]\p{Lu}[\p{L}'’-]*$/u.test(t)) && /\p{Ll}.*\p{Ll}|\p{Lu}{3}/u.test(name);
}

/** Whether a line of an author list ends with a complete name (two words or more, not an initial). */
export function endsWithName(text: string): boolean {
  // A line ending in a hyphen after a letter breaks a word ("Paulo Ro-" over "cha"): the name goes on.
  if (/\p{L}[-\u00ad]\s*$/u.test(text)) return false;
  const last = text.split(/,|;|&|\band\b/).at(-1)!.trim().split(/\s+/).filter(Boolean);
  return last.length >= 2 && !/^\p{Lu}\.?$/u.test(last.at(-1)!) && !NAME_PARTICLES.has(last.at(-1)!.toLowerCase());
}

/** Names from an author line: markers, icons, degrees and affiliation numbers removed. */
export function parseAuthors(text: string): string[] {
  const entries = text
    .replace(/[\u2010\u2011]/g, "-")
    // A soft hyphen at a line end leaves "Zhao- Qi": the name is "Zhao-Qi".
    .replace(/(\p{L})-\s+(?=\p{Lu})/gu, "$1-")
    // A name broken at a line's end before a small letter is one word: "Ro- cha" is "Rocha".
    .replace(/(\p{Ll})[-\u00ad]\s+(?=\p{Ll})/gu, "$1")
    // Initials glued to each other and to the surname ("Yu.A.Pusep", "A.K.Bakarov", "J.-P.Roy"),
    // as physics and Russian-language journals print them: spaced, so the name has its words.
    .replace(GLUED_INITIALS, (initials) => `${initials.replace(/\.(?=\p{Lu})/gu, ". ")} `)
    .replace(/\[[\p{L}\d,*†‡\s–-]{1,12}\]/gu, " ")
    .replace(/[\p{Co}\p{So}]/gu, " ")
    .replace(/[*∗†‡§¶#✉✝⁎+]+/g, " ")
    // A footnote mark set on the line as a doubled quote ("Jung''", "Lee\""), as a text layer
    // recognised from a scan gives a raised asterisk: no name ends in one. A single apostrophe
    // stays, as a transliterated soft sign ends a name ("Igor'").
    .replace(/([\p{L}\d])(?:''|’’|["“”])(?=[\s,;]|$)/gu, "$1")
    // Affiliation numbers set on the line, glued to the name ("Jiang1", "Liu2,3").
    .replace(/(\p{L})\d+(?:[,–-]\d+)*(?=[\s,;]|$)/gu, "$1")
    .replace(/\b\d+(?:[,–-]\d+)*\b/g, " ")
    .replace(/\(\s*\)/g, " ")
    // "and" in any case: author lines set in capitals print "AND".
    .split(/\s*(?:,|;|·|•|\band\b|\bAND\b|&|\be\b)\s*/)
    // "… and the GTEx Consortium": the article is no part of the group's name.
    .map((name) => name.replace(/\s+/g, " ").replace(/^[\s,.]+|[\s,]+$/g, "").replace(/^the (?=\p{Lu})/u, "").replace(HONORIFIC, "").trim());
  const whole = entries.filter((name) => isPersonName(name) && !AFFILIATION.test(name));
  // A one-word name (a mononym) is an entry of its own between the separators of a list that
  // holds two whole names or more; a lone capitalised word beside one name ("Palo Alto,
  // California") is a place.
  // One such entry only, and never the list's last: a last word alone is the first half of a
  // name broken at the line's end, and many one-word entries are a table's column of labels.
  const single = entries.slice(0, -1).filter((name) => ONE_WORD_NAME.test(name) && !NOT_A_NAME.test(name) && !AFFILIATION.test(name));
  if (whole.length < 2 || single.length !== 1 || entries.filter((name) => ONE_WORD_NAME.test(name)).length > 1) return whole;
  return entries.filter((name) => whole.includes(name) || name === single[0]);
}

/**
 * One to three initials ("A.", "Yu.", "J.-P.") standing right before a capitalised surname, with
 * no space: never inside a word or after a digit, and never before another initial ("J.R.R. Tolkien"
 * stays as printed).
 */
const GLUED_INITIALS = /(?<![\p{L}\p{N}.])(?:\p{Lu}\p{Ll}?\.(?:-\p{Lu}\.)?){1,3}(?=\p{Lu}\p{Ll})/gu;

/** A title printed before a name ("Dr. Saeed Murtaza", "Prof. Ana Ruiz"): no part of the name. */
const HONORIFIC = /^(?:Dr|Prof|Profa|Professor|Mr|Mrs|Ms|Mme|Sir)\.?\s+(?=\p{Lu})/u;

/** A one-word name: a capital, then small letters ("Prabhat"), never an initial, an acronym or a degree ("PhD"). */
const ONE_WORD_NAME = /^\p{Lu}\p{Ll}{2,}(?:-\p{Lu}?\p{Ll}+)?$/u;

/**
 * The names of a line that is an author list, else none: names must make up the line, so a
 * sentence or an address that happens to hold a capitalised pair is not an author list.
 */
export function namesIn(text: string): string[] {
  if (AFFILIATION.test(text) || EMAIL.test(text) || isBoilerplate(text)) return [];
  const found = parseAuthors(text);
  const covered = found.join("").replace(/[^\p{L}]/gu, "").length;
  const letters = text.replace(/\b(?:and|und|y|e|et)\b/g, "").replace(/[^\p{L}]/gu, "").length;
  return found.length > 0 && covered >= 0.7 * letters ? found : [];
}

export const isNames = (text: string): boolean => namesIn(text).length > 0;

/** The last entry of a list when it is not a whole name yet ("…, Najmeh" before "Khodadadi, …"). */
export function danglingName(text: string): string {
  if (endsWithName(text)) return "";
  const last = text.split(/,|;|&|\band\b/).at(-1)!.trim();
  return /^\p{Lu}[\p{L}'’.-]*$/u.test(last) ? last : "";
}
