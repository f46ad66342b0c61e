import { dictEntry, entryText, type PdfObjectIndex } from "./pdfObjectIndex.ts";
import { jpegFramePixels, pictureDecodePixels } from "./pictureDecodePixels.ts";

/**
 * The pixels a page's pictures declare, read from the file's bytes before pdf.js is asked for
 * the page: pdf.js starts decoding every picture as soon as it builds the page's operator list,
 * and a refusal after that is in words only (Round 35, docs/limits.md: five pictures of 7,000 x
 * 7,000 held 800 MB for 12 s after the page was refused and the document closed).
 *
 * What is counted is what pdf.js would decode: each picture object the page's content (and the
 * forms it draws, to MAX_FORM_DEPTH, each once) draws by name, once however often it is drawn,
 * and every inline picture (BI ... ID) each time; a picture whose dictionary declares more than
 * `maxImageSize` is dropped by pdf.js undecoded and does not count, and a JPEG counts by its own
 * frame header when that declares more (pictureDecodePixels). What cannot be read here (an
 * object in an object stream, a size given by reference, a content stream packed by a filter not
 * read here) counts nothing: the sum is a floor, so a page over the budget by it is over for sure,
 * and a page under it is still measured on its operator list as before.
 */
export function pagePicturesDeclared(index: PdfObjectIndex, pageRef: number, maxImageSize: number): number {
  const page = index.body(pageRef);
  if (page === undefined) return 0;
  const walk = new Walk(index, maxImageSize);
  walk.draw(contentsOf(index, page), inheritedResources(index, page), 0);
  return walk.pixels;
}

class Walk {
  pixels = 0;
  private readonly seen = new Set<number>();
  private readonly index: PdfObjectIndex;
  private readonly maxImageSize: number;
  constructor(index: PdfObjectIndex, maxImageSize: number) {
    this.index = index;
    this.maxImageSize = maxImageSize;
  }

  /** Counts what `content` draws with `resources` (a resources dictionary's text). */
  draw(content: string, resources: string | undefined, depth: number): void {
    this.pixels += inlinePicturePixels(content, this.maxImageSize);
    const xobjects = resources === undefined ? undefined : entryText(this.index, resources, "XObject");
    if (xobjects === undefined) return;
    // Read once: a page may name thousands of pictures and draw them again and again.
    const named = new Map<string, number>();
    for (const [, name, num] of xobjects.matchAll(NAMED_REF)) if (!named.has(name!)) named.set(name!, Number(num));
    for (const [, name] of content.matchAll(DO)) {
      const ref = named.get(name!);
      if (ref === undefined || this.seen.has(ref)) continue;
      this.seen.add(ref);
      const body = this.index.body(ref);
      if (body === undefined) continue;
      if (IMAGE.test(body)) this.pixels += this.picture(ref, body);
      else if (FORM.test(body) && depth < MAX_FORM_DEPTH) {
        const data = this.index.streamData(ref);
        // A form without resources of its own draws with its page's (PDF 32000-1, 8.10.1).
        if (data) this.draw(data.toString("latin1"), entryText(this.index, body, "Resources") ?? resources, depth + 1);
      }
    }
  }

  private picture(ref: number, dict: string): number {
    const width = Number(WIDTH.exec(dict)?.[1] ?? 0);
    const height = Number(HEIGHT.exec(dict)?.[1] ?? 0);
    if (width * height > this.maxImageSize) return 0;
    const start = DCT.test(dict) ? this.index.streamStart(ref) : undefined;
    return pictureDecodePixels(width, height, start === undefined ? 0 : jpegFramePixels(this.index.source, start));
  }
}

/** The page's content streams, unpacked and joined (each ends a token: a space between). */
function contentsOf(index: PdfObjectIndex, page: string): string {
  const at = page.search(/\/Contents(?![A-Za-z0-9])/);
  if (at < 0) return "";
  const value = /^\s*(\[[^\]]*\]|\d+\s+\d+\s+R)/.exec(page.slice(at + 9))?.[1] ?? "";
  let content = "";
  for (const [, num] of value.matchAll(REF)) content += `${index.streamData(Number(num))?.toString("latin1") ?? ""}\n`;
  return content;
}

/** The page's resources, its own or the nearest ancestor's in the page tree. */
function inheritedResources(index: PdfObjectIndex, page: string): string | undefined {
  let node: string | undefined = page;
  for (let depth = 0; node !== undefined && depth < MAX_TREE_DEPTH; depth++) {
    const own = entryText(index, node, "Resources");
    if (own !== undefined) return own;
    const parent = dictEntry(node, "Parent");
    node = parent && "ref" in parent ? index.body(parent.ref) : undefined;
  }
  return undefined;
}

/** Inline pictures' pixels, each time drawn (pdf.js caches none), each within `maxImageSize`. */
function inlinePicturePixels(content: string, maxImageSize: number): number {
  let pixels = 0;
  for (const match of content.matchAll(INLINE)) {
    const header = match[1]!;
    const width = Number(INLINE_WIDTH.exec(header)?.[1] ?? 0);
    const height = Number(INLINE_HEIGHT.exec(header)?.[1] ?? 0);
    if (width * height <= maxImageSize) pixels += width * height;
  }
  return pixels;
}

const DO = /\/([^\s/[\]()<>{}%]+)\s*Do\b/g;
const NAMED_REF = /\/([^\s/[\]()<>{}%]+)\s+(\d+)\s+\d+\s+R\b/g;
const REF = /(\d+)\s+\d+\s+R\b/g;
/** An inline picture's header, BI to ID (a header is a few keys: bounded). */
const INLINE = /\bBI\b([^]{0,1024}?)\bID\b/g;
const INLINE_WIDTH = /\/(?:Width|W)\s+(\d+)\b/;
const INLINE_HEIGHT = /\/(?:Height|H)\s+(\d+)\b/;
const IMAGE = /\/Subtype\s*\/Image\b/;
const FORM = /\/Subtype\s*\/Form\b/;
const WIDTH = /\/Width\s+(\d+)(?!\s+\d+\s+R)\b/;
const HEIGHT = /\/Height\s+(\d+)(?!\s+\d+\s+R)\b/;
const DCT = /\/(?:DCTDecode|DCT)\b/;
/** Forms within forms, as deep as pdf.js would follow in practice; a cycle stops at the first repeat. */
const MAX_FORM_DEPTH = 12;
const MAX_TREE_DEPTH = 64;
