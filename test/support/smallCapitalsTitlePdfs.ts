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

/** Each word's pieces: its capitals set at full size, its lower-case letters set as capitals at `small` size. */
function pieces(title: string, font: Style["font"], size: number): { text: string; style: Pick<Style, "font" | "size"> }[] {
  const out: { text: string; style: Pick<Style, "font" | "size"> }[] = [];
  for (const [i, word] of title.split(" ").entries()) {
    if (i > 0) out.push({ text: " ", style: { font, size } });
    for (const run of word.match(/\p{Lu}+|[^\p{Lu}]+/gu) ?? []) out.push({ text: run.toUpperCase(), style: { font, size: /\p{Lu}/u.test(run) ? size : size * SMALL_SHARE } });
  }
  return out;
}

/** The title in small capitals (as `title` is cased: its capitals tall) or in capitals throughout, centred, over a byline and the text. */
export async function smallCapitalsTitle(title: string, printed: "small capitals" | "capitals", font: Style["font"] = "Times-Bold", size = 18): Promise<AuthorCase> {
  const sheet = new Sheet();
  const parts = printed === "capitals" ? [{ text: title.toUpperCase(), style: { font, size } }] : pieces(title, font, size);
  let x = (PAGE_WIDTH - parts.reduce((w, p) => w + widthOf(p.text, p.style), 0)) / 2;
  for (const part of parts) x = sheet.text(part.text, x, 100, part.style);
  centred(sheet, "Ana Lopes, Ben T. Ward and Chen Wei", 130, NAMES);
  centred(sheet, "Department of Geography, Northfield University", 143, { font: "Times-Italic", size: 10 });
  abstractAndIntroduction(sheet, 180);
  return { bytes: await sheet.render(), title: printed === "capitals" ? title.toUpperCase() : title, authors: AUTHORS };
}
