import type { Word } from "tesseract.js";

/** What follows a copyright sign that opens a notice: a year ("© 2014", "©2008") or a capital ("© The Author(s)", "© Copyright"). */
const NOTICE_AFTER = /^\s*[\p{N}\p{Lu}]/u;

/**
 * A "©" that opens no copyright notice read back as the capital Theta it was. Tesseract's English
 * model has no Greek letters and reads a capital Theta (a ring with a bar across) as the
 * copyright sign, its nearest shape: "the multinomial distribution ©;", "p(zi;]©;)", "integrate
 * out © and ψ". A true sign opens a notice: a year or a capital (the holder, "Copyright") comes
 * next, in its word or the word after it. The reader takes a "©" near a block's start for a
 * notice and leaves the block out, so a paragraph with a Theta in its first line was lost whole.
 * `next` is the word after this one on the line; a sign last on its line is left as read.
 */
export function thetaWord(word: Word, next: Word | undefined): Word {
  const text = word.text.trim();
  if (!text.includes("©")) return word;
  const isTheta = (rest: string) => {
    const after = rest.length > 0 ? rest : next ? ` ${next.text.trim()}` : null;
    return after !== null && !NOTICE_AFTER.test(after);
  };
  const symbols = word.symbols ?? [];
  if (symbols.length > 0 && symbols.map((s) => s.text).join("") === text) {
    // Read symbol by symbol, so later rules that measure the symbols see the letter too.
    const read = symbols.map((s, i) => (s.text === "©" && isTheta(symbols.slice(i + 1).map((o) => o.text).join("")) ? { ...s, text: "Θ" } : s));
    const readText = read.map((s) => s.text).join("");
    return readText === text ? word : { ...word, text: readText, symbols: read };
  }
  const readText = text.replace(/©/g, (sign, at: number) => (isTheta(text.slice(at + sign.length)) ? "Θ" : sign));
  return readText === text ? word : { ...word, text: readText };
}
