const ACCENTS: Record<string, string> = {
  '"': "\u0308",
  "'": "\u0301",
  "`": "\u0300",
  "^": "\u0302",
  "~": "\u0303",
  "=": "\u0304",
  ".": "\u0307",
  u: "\u0306",
  v: "\u030C",
  H: "\u030B",
  c: "\u0327",
  k: "\u0328",
};

const SYMBOLS: Record<string, string> = { ss: "ß", o: "ø", O: "Ø", ae: "æ", AE: "Æ", oe: "œ", OE: "Œ", aa: "å", AA: "Å", l: "ł", L: "Ł", i: "ı" };

/**
 * A BibTeX value as a reader would write it: accents (`{\"o}`, `\'e`) as letters in NFC,
 * escaped characters (`\&`, `\%`) as themselves, protective braces and line breaks gone.
 * Commands it does not know leave their argument (`\emph{x}` reads "x").
 */
export function latexToText(value: string): string {
  let text = value
    .replace(/\\([`'^"~=.])\s*\{?\s*(\\?[A-Za-z])\s*\}?/g, (_, accent: string, letter: string) => letter.replace("\\i", "i").replace("\\", "") + ACCENTS[accent])
    .replace(/\\([uvHck])\s*\{\s*([A-Za-z])\s*\}/g, (_, accent: string, letter: string) => letter + ACCENTS[accent])
    .replace(/\\(ss|ae|AE|oe|OE|aa|AA|o|O|l|L|i)(?![A-Za-z])\s?/g, (_, name: string) => SYMBOLS[name]!)
    .replace(/\\([&%$#_{}])/g, "$1")
    .replace(/---/g, "—")
    .replace(/--/g, "–")
    .replace(/\\[A-Za-z]+\s*/g, "")
    .replace(/[{}]/g, "");
  text = text.replace(/\s+/g, " ").trim();
  return text.normalize("NFC");
}
