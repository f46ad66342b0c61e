// A Type 1 font program written byte by byte, as TeX's fonts are embedded (FontFile): a clear-text
// header with the font's own encoding, then the eexec-encrypted private part whose glyphs are
// blank boxes of one width. Enough for pdf.js to load a real embedded Type 1 font of a chosen name
// and encoding, whose text it reads without a ToUnicode map.

/** Adobe's Type 1 encryption (Type 1 Font Format, chapter 7) with key `r`, after `lead` zero bytes. */
function encrypt(plain: Uint8Array, r: number, lead: number): Uint8Array {
  const input = new Uint8Array(lead + plain.length);
  input.set(plain, lead);
  const out = new Uint8Array(input.length);
  for (let i = 0; i < input.length; i++) {
    const c = input[i]! ^ (r >> 8);
    out[i] = c;
    r = ((c + r) * 52845 + 22719) & 0xffff;
  }
  return out;
}

/** A charstring number in Type 1's one- or two-byte form (-1131..1131). */
function charstringNumber(v: number): number[] {
  if (v >= -107 && v <= 107) return [v + 139];
  if (v >= 108 && v <= 1131) return [247 + ((v - 108) >> 8), (v - 108) & 0xff];
  if (v <= -108 && v >= -1131) return [251 + ((-v - 108) >> 8), (-v - 108) & 0xff];
  throw new Error(`charstring number out of range: ${v}`);
}

/**
 * An embedded Type 1 font's bytes (for a FontFile stream, with its Length1 and Length2) named
 * `name`, whose built-in encoding puts each glyph name at its code; every glyph draws nothing and
 * advances `width` thousandths of the size.
 */
export function type1Font(name: string, encoding: ReadonlyMap<number, string>, width = 500): { data: Uint8Array; length1: number; length2: number } {
  const clear = [
    `%!PS-AdobeFont-1.0: ${name} 001.000`,
    "12 dict begin",
    `/FontName /${name} def`,
    "/FontType 1 def",
    "/PaintType 0 def",
    "/FontMatrix [0.001 0 0 0.001 0 0] readonly def",
    "/FontBBox {0 -250 1000 750} readonly def",
    "/Encoding 256 array",
    "0 1 255 {1 index exch /.notdef put} for",
    ...[...encoding].map(([code, glyph]) => `dup ${code} /${glyph} put`),
    "readonly def",
    "currentdict end",
    "currentfile eexec",
    "",
  ].join("\n");
  // hsbw (0 width) then endchar: a glyph with an advance and no outline.
  const glyph = encrypt(new Uint8Array([...charstringNumber(0), ...charstringNumber(width), 13, 14]), 4330, 4);
  const glyphs = [".notdef", ...new Set(encoding.values())];
  const parts: Uint8Array[] = [];
  const text = (s: string) => parts.push(new Uint8Array(Buffer.from(s, "latin1")));
  text("dup /Private 8 dict dup begin\n/RD{string currentfile exch readstring pop}executeonly def\n/ND{noaccess def}executeonly def\n/NP{noaccess put}executeonly def\n");
  text("/lenIV 4 def\n/password 5839 def\n/MinFeature {16 16} def\n/BlueValues [] def\n/Subrs 0 array\n");
  text(`2 index /CharStrings ${glyphs.length} dict dup begin\n`);
  for (const g of glyphs) {
    text(`/${g} ${glyph.length} RD `);
    parts.push(glyph);
    text(" ND\n");
  }
  text("end\nend\nreadonly put\nnoaccess put\ndup /FontName get exch definefont pop\nmark currentfile closefile\n");
  const secret = encrypt(new Uint8Array(Buffer.concat(parts)), 55665, 4);
  const trailer = `${"0".repeat(64)}\n`.repeat(8) + "cleartomark\n";
  const head = new Uint8Array(Buffer.from(clear, "latin1"));
  return { data: new Uint8Array(Buffer.concat([head, secret, Buffer.from(trailer, "latin1")])), length1: head.length, length2: secret.length };
}
