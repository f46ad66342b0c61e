/**
 * A PDF from its objects, numbered from 1 in the order given (object 1 is the catalogue), with its
 * cross-reference table: for test PDFs that need what pdfkit cannot write (a ToUnicode map of
 * one's choosing, a font left unembedded under a predefined CMap, pictures placed byte by byte,
 * hostile page trees). An object given as text is written in UTF-8, one given as bytes as it is.
 */
export function pdfFromObjects(objects: readonly (string | Uint8Array)[], header: string | Uint8Array = "%PDF-1.4\n"): Uint8Array {
  const encoder = new TextEncoder();
  const bytes = (part: string | Uint8Array) => (typeof part === "string" ? encoder.encode(part) : part);
  const parts: Uint8Array[] = [bytes(header)];
  let length = parts[0]!.length;
  const add = (part: string | Uint8Array) => {
    const b = bytes(part);
    parts.push(b);
    length += b.length;
  };
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(length);
    add(`${i + 1} 0 obj\n`);
    add(object);
    add("\nendobj\n");
  });
  const xref = length;
  add(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`);
  add(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return new Uint8Array(Buffer.concat(parts));
}

/** A PDF header followed by the binary comment that tells readers the file holds bytes, not text. */
export const BINARY_PDF_HEADER = Buffer.from("%PDF-1.5\n%\xe2\xe3\xcf\xd3\n", "latin1");

/** A stream object's body: its dictionary entries (without << >>), its length, and its bytes. */
export function pdfStream(dictionary: string, data: Uint8Array): Uint8Array {
  return Buffer.concat([Buffer.from(`<< ${dictionary ? `${dictionary} ` : ""}/Length ${data.length} >>\nstream\n`, "latin1"), data, Buffer.from("\nendstream", "latin1")]);
}

/**
 * A ToUnicode CMap for a one-byte font: each pair is "<code> <unicode>" in hex. Test PDFs use it to
 * give drawn glyphs another text than their shapes (Hebrew letters, lowered capitals).
 */
export function toUnicodeCMap(pairs: string[]): string {
  return [
    "/CIDInit /ProcSet findresource begin 12 dict begin begincmap",
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
    "/CMapName /Adobe-Identity-UCS def /CMapType 2 def",
    "1 begincodespacerange <00> <FF> endcodespacerange",
    `${pairs.length} beginbfchar`,
    ...pairs,
    "endbfchar endcmap CMapName currentdict /CMap defineresource pop end end",
  ].join("\n");
}

/**
 * A ToUnicode CMap that reads the printable one-byte codes as themselves except a run of them
 * from `firstCode` on, which read as `letters` in order: Latin glyphs drawn, another script's
 * letters in the text layer.
 */
export function lettersToUnicode(firstCode: number, letters: readonly string[]): string {
  const pairs: string[] = [];
  for (let code = 0x20; code < 0x7f; code++) {
    const k = code - firstCode;
    const to = k >= 0 && k < letters.length ? letters[k]!.codePointAt(0)! : code;
    pairs.push(`<${code.toString(16)}> <${to.toString(16).padStart(4, "0")}>`);
  }
  return toUnicodeCMap(pairs);
}

/** A text with the characters a PDF literal string must escape escaped. */
export const escapePdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

/** A font of a one-page PDF: its dictionary's entries (without << >>) and, optionally, a ToUnicode map. */
export interface RawFont {
  entries: string;
  /** The map's text; fonts given the same text share one stream. Defaults to none. */
  toUnicode?: string;
}

/**
 * A one-page PDF: the page (its fonts named /F1, /F2 ... in the order given) and its content
 * stream, each font's dictionary, and each distinct ToUnicode map once as a stream of its own.
 */
export function onePagePdf(page: { width?: number; height: number; content: string; fonts: RawFont[] }): Uint8Array {
  const fontNames = page.fonts.map((_, i) => `/F${i + 1} ${5 + i} 0 R`).join(" ");
  const maps = [...new Set(page.fonts.flatMap((f) => (f.toUnicode === undefined ? [] : [f.toUnicode])))];
  const mapAt = (map: string) => 5 + page.fonts.length + maps.indexOf(map);
  return pdfFromObjects([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${page.width ?? 612} ${page.height}] /Resources << /Font << ${fontNames} >> >> /Contents 4 0 R >>`,
    `<< /Length ${page.content.length} >>\nstream\n${page.content}\nendstream`,
    ...page.fonts.map((f) => `<< ${f.entries}${f.toUnicode === undefined ? "" : ` /ToUnicode ${mapAt(f.toUnicode)} 0 R`} >>`),
    ...maps.map((map) => `<< /Length ${map.length} >>\nstream\n${map}\nendstream`),
  ]);
}
