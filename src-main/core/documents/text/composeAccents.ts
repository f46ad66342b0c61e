/**
 * Accents that a PDF stores apart from their letter. TeX and some older typesetters draw an
 * accent as its own glyph (the spacing form, "¨" U+00A8) next to the letter, and over an "i"
 * they use the dotless "ı": extracted text then reads "na¨ıve" instead of "naïve". This turns
 * each such accent into the combining mark on its letter and normalises to NFC.
 */

/** Spacing (stand-alone) accents and the combining marks they stand for. */
const COMBINING: Record<string, string> = {
  "\u00A8": "\u0308", // ¨ diaeresis
  "\u00B4": "\u0301", // ´ acute
  "\u0060": "\u0300", // ` grave
  "\u02CB": "\u0300", // ˋ modifier grave
  "\u02CA": "\u0301", // ˊ modifier acute
  "\u02C6": "\u0302", // ˆ circumflex
  "\u02DC": "\u0303", // ˜ tilde
  "\u00AF": "\u0304", // ¯ macron
  "\u02C9": "\u0304", // ˉ modifier macron
  "\u02D8": "\u0306", // ˘ breve
  "\u02D9": "\u0307", // ˙ dot above
  "\u02DA": "\u030A", // ˚ ring above
  "\u02DD": "\u030B", // ˝ double acute
  "\u02C7": "\u030C", // ˇ caron
  "\u00B8": "\u0327", // ¸ cedilla
  "\u02DB": "\u0328", // ˛ ogonek
};

/** The dotless letters TeX puts accents on. */
const DOTLESS: Record<string, string> = { "\u0131": "i", "\u0237": "j" };

/** Characters that composing may change: spacing accents, dotless letters, combining marks, or text not yet in NFC. */
const MAY_COMPOSE = new RegExp(`[${Object.keys(COMBINING).join("")}${Object.keys(DOTLESS).join("")}\\p{M}]`, "u");

/** Whether `composeAccents` could change the text (a cheap test, so most lines skip the work). */
export function mayNeedComposing(text: string): boolean {
  return MAY_COMPOSE.test(text) || text.normalize("NFC") !== text;
}

export function isSpacingAccent(char: string): boolean {
  return char in COMBINING;
}

/** The combining mark for a spacing accent (or the mark itself if it already combines). */
export function combiningMark(char: string): string | null {
  if (char in COMBINING) return COMBINING[char]!;
  return /^\p{Mn}$/u.test(char) ? char : null;
}

/**
 * The letter with the accent on it, only when Unicode has it as one character: "e" + acute is
 * "é", but an acute next to a "t" ("don´t") is left alone, since no letter "t-acute" exists.
 */
export function composeLetter(letter: string, mark: string): string | null {
  const base = DOTLESS[letter] ?? letter;
  const composed = (base + mark).normalize("NFC");
  return [...composed].length === 1 ? composed : null;
}

const isLetter = (char: string | undefined) => !!char && /\p{L}/u.test(char);

export interface Composed {
  text: string;
  /** For each input offset (and one past the end), the offset in the output. */
  map: number[];
}

/**
 * Composes stand-alone accents with the letter they belong to. An accent between two letters
 * goes on the one after it, the order TeX draws them in ("na¨ıve", "r´esum´e"), except a
 * cedilla or ogonek, drawn after its letter; an accent at a word's end goes on the letter
 * before it ("Pade´"); at a word's start, on the letter after.
 * Combining marks already in the text join their letter too, and everything is NFC.
 */
export function composeAccents(text: string): Composed {
  const chars = [...text];
  const pieces: string[] = [];
  // For each input character, the output piece it ended up in.
  const owner: number[] = [];
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    const mark = COMBINING[char];
    const last = pieces.length - 1;
    // A cedilla or ogonek hangs below the letter and is drawn after it ("Franc¸ois"), on the
    // letters that take one in the languages a paper is likely to cite.
    const below = mark === "\u0327" || mark === "\u0328";
    const onPrevious = mark && last >= 0 && isLetter(chars[i - 1]) && pieces[last] === chars[i - 1] ? composeLetter(chars[i - 1]!, mark) : null;
    if (below && onPrevious && /[cstaeiou]/i.test(chars[i - 1]!)) {
      pieces[last] = onPrevious;
      owner.push(last);
      continue;
    }
    if (mark && isLetter(chars[i + 1])) {
      const composed = composeLetter(chars[i + 1]!, mark);
      if (composed) {
        pieces.push(composed);
        owner.push(last + 1, last + 1);
        i++;
        continue;
      }
    } else if (onPrevious && !(mark === "\u0301" && /s/i.test(chars[i - 1]!))) {
      // An acute after a word's final "s" stands in for an apostrophe ("authors´ roles"), as
      // some typesetters print the possessive; "Padé" keeps its accent.
      pieces[last] = onPrevious;
      owner.push(last);
      continue;
    }
    if (/^\p{M}$/u.test(char) && last >= 0) {
      pieces[last] = (pieces[last] + char).normalize("NFC");
      owner.push(last);
      continue;
    }
    pieces.push(char.normalize("NFC"));
    owner.push(pieces.length - 1);
  }
  const starts: number[] = [];
  let offset = 0;
  for (const piece of pieces) {
    starts.push(offset);
    offset += piece.length;
  }
  const map: number[] = [];
  chars.forEach((char, i) => {
    for (let k = 0; k < char.length; k++) map.push(starts[owner[i]!]!);
  });
  map.push(offset);
  return { text: pieces.join(""), map };
}
