import type { Line, Word } from "tesseract.js";
import { capitalIWord } from "./capitalI.ts";
import { capitalIBesideCapitalsWord } from "./capitalIBesideCapitals.ts";
import { capitalOWord, digitWidths } from "./capitalO.ts";
import { numberUnitWords } from "./numberUnitSpaces.ts";
import { thetaWord } from "./copyrightSign.ts";
import { greekWord } from "./greekLetters.ts";
import { withoutIcons } from "./iconWords.ts";
import { letterHeights } from "./letterHeights.ts";
import { numberLettersWord } from "./numberLetters.ts";
import { smallCapitalWords } from "./smallCapitals.ts";
import { urlWords } from "./urlSpaces.ts";

/**
 * A line's words as the reader reads them, for the page's text and for the words drawn over the
 * scan alike (so both say the same): blank words and small pictures read as symbols (an ORCID
 * icon, `iconWords`) left out, Roman numerals read as "|" or "Il" set
 * back to I's (`capitalI`), an I read as "l" after capitals ("Al" for "AI") set back where the
 * line's l's stand taller (`capitalIBesideCapitals`), a capital O read as a zero inside a word of capitals set back to an O
 * (`capitalO`), a capital Theta read as a copyright sign set back (`copyrightSign`), a beta or mu read as a Latin letter its box cannot be set back (`greekLetters`), a number and
 * its unit that tesseract joined read apart (`numberUnitSpaces`), a digit read as a letter inside a
 * number set back ("81.IM", `numberLetters`), a web address or DOI read as two words joined
 * or an e-mail address (`urlSpaces`), and a line printed in small capitals given the case
 * its letters' heights show ("PAPER PLAIN" read "Paper Plain", `smallCapitals`). A
 * word left as read is the very object tesseract gave.
 */
export function ocrLineWords(line: Line): Word[] {
  const words = line.words.flatMap((w) => (w.text.trim() ? (withoutIcons(w, line) ?? []) : []));
  const digits = digitWidths(words);
  const heights = letterHeights(line);
  const mended = words.flatMap((w, i) => numberUnitWords(numberLettersWord(greekWord(thetaWord(capitalOWord(capitalIBesideCapitalsWord(capitalIWord(w, line), line), digits), words[i + 1]), line, heights)), line));
  return smallCapitalWords(urlWords(mended, line));
}
