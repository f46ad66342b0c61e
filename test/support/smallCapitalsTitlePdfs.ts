/**
 * A title page whose title is set in small capitals (each word's capital at full size, its other
 * letters as capitals about three quarters as tall, short words all small), or in capitals
 * throughout, over a byline, an abstract and an introduction. The text layer carries capitals
 * either way (the small ones are drawn as capitals at a smaller size): what a scan shows is what counts.
 */
import type { AuthorCase } from "./authorBlockPdfs.ts";
import { abstractAndIntroduction, centred } from "./figureLabelPdfs.ts";
import { PAGE_WIDTH, Sheet, widthOf, type Style } from "./layoutSheet.ts";

const NAMES: Style = { font: "Times-Roman", size: 11, leading: 13 };
const AUTHORS = ["Ana Lopes", "Ben T. Ward", "Chen Wei"];
/** A small capital's size against the capital's: Computer Modern's and most faces' small capitals stand 0.7-0.8 as tall. */
const SMALL_SHARE = 0.76;

/**
 * Each word's pieces: its capitals set at full size, its lower-case letters set as capitals at
 * `small` size; with `upToColon`, only the words up to the one that ends in a colon ("Paper
 * Plain:"), the rest set in ordinary mixed case on the same line.
 */
function pieces(title: string, font: Style["font"], size: number, upToColon = false): { text: string; style: Pick<Style, "font" | "size"> }[] {
  const out: { text: string; style: Pick<Style, "font" | "size"> }[] = [];
  const words = title.split(" ");
  const colon = words.findIndex((w) => w.endsWith(":"));
  for (const [i, word] of words.entries()) {
    if (i > 0) out.push({ text: " ", style: { font, size } });
    if (upToColon && i > colon) {
      out.push({ text: word, style: { font, size } });
      continue;
    }
    for (const run of word.match(/\p{Lu}+|[^\p{Lu}]+/gu) ?? []) out.push({ text: run.toUpperCase(), style: { font, size: /\p{Lu}/u.test(run) ? size : size * SMALL_SHARE } });
  }
  return out;
}

/**
 * The title in small capitals (as `title` is cased: its capitals tall), in small capitals up to
 * its colon and mixed case after, or in capitals throughout, centred, over a byline and the text.
 */
export async function smallCapitalsTitle(
  title: string,
  printed: "small capitals" | "small capitals to the colon" | "capitals",
  font: Style["font"] = "Times-Bold",
  size = 18,
): Promise<AuthorCase> {
  const sheet = new Sheet();
  const parts = printed === "capitals" ? [{ text: title.toUpperCase(), style: { font, size } }] : pieces(title, font, size, printed !== "small capitals");
  let x = (PAGE_WIDTH - parts.reduce((w, p) => w + widthOf(p.text, p.style), 0)) / 2;
  for (const part of parts) x = sheet.text(part.text, x, 100, part.style);
  centred(sheet, "Ana Lopes, Ben T. Ward and Chen Wei", 130, NAMES);
  centred(sheet, "Department of Geography, Northfield University", 143, { font: "Times-Italic", size: 10 });
  abstractAndIntroduction(sheet, 180);
  return { bytes: await sheet.render(), title: printed === "capitals" ? title.toUpperCase() : title, authors: AUTHORS };
}
