// CCITT fax compression (ITU-T T.4 and T.6) of black-and-white pictures, for tests: office
// scanners, theses and old journals store their scans so (/Filter /CCITTFaxDecode), and pdf.js
// decodes them with its WebAssembly decoder. Group 4 (/K -1) codes each row against the row
// above; Group 3 one-dimensional (/K 0) codes each row as runs of white and black on its own.
// The code tables are T.4's (Tables 1 to 3 and the extended make-up codes), as bit strings.

/** A black-and-white picture: `black[y * width + x]` is true where the page is printed. */
export interface BilevelImage {
  width: number;
  height: number;
  black: Uint8Array;
}

const WHITE_TERMINATING = "00110101 000111 0111 1000 1011 1100 1110 1111 10011 10100 00111 01000 001000 000011 110100 110101 101010 101011 0100111 0001100 0001000 0010111 0000011 0000100 0101000 0101011 0010011 0100100 0011000 00000010 00000011 00011010 00011011 00010010 00010011 00010100 00010101 00010110 00010111 00101000 00101001 00101010 00101011 00101100 00101101 00000100 00000101 00001010 00001011 01010010 01010011 01010100 01010101 00100100 00100101 01011000 01011001 01011010 01011011 01001010 01001011 00110010 00110011 00110100".split(" ");
const WHITE_MAKEUP = "11011 10010 010111 0110111 00110110 00110111 01100100 01100101 01101000 01100111 011001100 011001101 011010010 011010011 011010100 011010101 011010110 011010111 011011000 011011001 011011010 011011011 010011000 010011001 010011010 011000 010011011".split(" ");
const BLACK_TERMINATING = "0000110111 010 11 10 011 0011 0010 00011 000101 000100 0000100 0000101 0000111 00000100 00000111 000011000 0000010111 0000011000 0000001000 00001100111 00001101000 00001101100 00000110111 00000101000 00000010111 00000011000 000011001010 000011001011 000011001100 000011001101 000001101000 000001101001 000001101010 000001101011 000011010010 000011010011 000011010100 000011010101 000011010110 000011010111 000001101100 000001101101 000011011010 000011011011 000001010100 000001010101 000001010110 000001010111 000001100100 000001100101 000001010010 000001010011 000000100100 000000110111 000000111000 000000100111 000000101000 000001011000 000001011001 000000101011 000000101100 000001011010 000001100110 000001100111".split(" ");
const BLACK_MAKEUP = "0000001111 000011001000 000011001001 000001011011 000000110011 000000110100 000000110101 0000001101100 0000001101101 0000001001010 0000001001011 0000001001100 0000001001101 0000001110010 0000001110011 0000001110100 0000001110101 0000001110110 0000001110111 0000001010010 0000001010011 0000001010100 0000001010101 0000001011010 0000001011011 0000001100100 0000001100101".split(" ");
/** Make-up codes of 1792 to 2560, the same for white and black. */
const EXTENDED_MAKEUP = "00000001000 00000001100 00000001101 000000010010 000000010011 000000010100 000000010101 000000010110 000000010111 000000011100 000000011101 000000011110 000000011111".split(" ");

/** T.6's two-dimensional modes; vertical ones by how far a1 lies right of b1 (-3 to 3). */
const PASS = "0001";
const HORIZONTAL = "001";
const VERTICAL: Record<number, string> = { [-3]: "0000010", [-2]: "000010", [-1]: "010", 0: "1", 1: "011", 2: "000011", 3: "0000011" };

class BitWriter {
  private readonly bytes: number[] = [];
  private current = 0;
  private used = 0;
  put(bits: string): void {
    for (const bit of bits) {
      this.current = (this.current << 1) | (bit === "1" ? 1 : 0);
      if (++this.used === 8) this.flush();
    }
  }
  private flush(): void {
    this.bytes.push(this.current);
    this.current = 0;
    this.used = 0;
  }
  /** Zero bits until `ahead` more bits would end on a byte boundary. */
  align(ahead = 0): void {
    while ((this.used + ahead) % 8 !== 0) this.put("0");
  }
  done(): Uint8Array {
    if (this.used > 0) {
      this.current <<= 8 - this.used;
      this.flush();
    }
    return Uint8Array.from(this.bytes);
  }
}

/** A run of `length` pixels of one colour: make-up codes for the 64s, then a terminating code. */
function putRun(out: BitWriter, length: number, black: boolean): void {
  let left = length;
  while (left >= 2560 + 64) {
    out.put(EXTENDED_MAKEUP[EXTENDED_MAKEUP.length - 1]!);
    left -= 2560;
  }
  if (left >= 64) {
    const sixtyFours = Math.floor(left / 64);
    out.put(sixtyFours >= 28 ? EXTENDED_MAKEUP[sixtyFours - 28]! : (black ? BLACK_MAKEUP : WHITE_MAKEUP)[sixtyFours - 1]!);
    left -= sixtyFours * 64;
  }
  out.put((black ? BLACK_TERMINATING : WHITE_TERMINATING)[left]!);
}

/** The first x at or after `from` whose colour is not `black` (the row's width when none). */
function nextOther(row: Uint8Array | null, from: number, width: number, black: number): number {
  let x = from;
  while (x < width && (row ? row[x]! : 0) === black) x++;
  return x;
}

/** One row coded against the row above (`reference`, null above the first: all white), T.6's modes. */
function putRowTwoDimensional(out: BitWriter, row: Uint8Array, reference: Uint8Array | null, width: number): void {
  const at = (x: number) => (x < width ? row[x]! : 0);
  let a0 = 0;
  let colour = 0;
  let a1 = at(0) ? 0 : nextOther(row, 0, width, 0);
  let b1 = (reference ? reference[0]! : 0) ? 0 : nextOther(reference, 0, width, 0);
  for (;;) {
    const b2 = b1 < width ? nextOther(reference, b1, width, reference ? reference[b1]! : 0) : width;
    if (b2 < a1) {
      out.put(PASS);
      a0 = b2;
    } else if (Math.abs(a1 - b1) <= 3) {
      out.put(VERTICAL[a1 - b1]!);
      a0 = a1;
      colour = 1 - colour;
    } else {
      const a2 = a1 < width ? nextOther(row, a1, width, at(a1)) : width;
      out.put(HORIZONTAL);
      putRun(out, a1 - a0, colour === 1);
      putRun(out, a2 - a1, colour === 0);
      a0 = a2;
    }
    if (a0 >= width) return;
    a1 = nextOther(row, a0, width, colour);
    // The first change on the row above, right of a0, to the colour opposite a0's.
    b1 = nextOther(reference, nextOther(reference, a0, width, 1 - colour), width, colour);
  }
}

/** One row as runs of white and black, white first (T.4's Modified Huffman). */
function putRowOneDimensional(out: BitWriter, row: Uint8Array, width: number): void {
  let x = 0;
  let black = 0;
  do {
    const end = nextOther(row, x, width, black);
    putRun(out, end - x, black === 1);
    x = end;
    black = 1 - black;
  } while (x < width);
}

/** Group 4 (T.6, /K -1): each row coded by where its colour changes against the row above. */
export function ccittGroup4(image: BilevelImage): Uint8Array {
  const { width, height } = image;
  const out = new BitWriter();
  let reference: Uint8Array | null = null;
  for (let y = 0; y < height; y++) {
    const row = image.black.subarray(y * width, (y + 1) * width);
    putRowTwoDimensional(out, row, reference, width);
    reference = row;
  }
  out.put("000000000001000000000001"); // end of facsimile block (EOFB)
  return out.done();
}

/** How a Group 3 stream lays out its rows (its /DecodeParms). */
export interface Group3Layout {
  /** /K above 0: each row tagged one bit, 1 for runs, 0 for coded against the row above, at most K-1 in a row so. Defaults to 0 (runs only). */
  k?: number;
  /** /EndOfLine: each row after an end-of-line code (twelve bits, 000000000001), as fax machines send them. */
  endOfLine?: boolean;
  /** /EncodedByteAlign: each row (or its end-of-line code) ending on a byte boundary, zero bits before it. */
  byteAlign?: boolean;
}

/** Group 3 (T.4): one-dimensional (/K 0) rows of runs, or mixed with rows coded two-dimensionally (/K above 0). */
export function ccittGroup3(image: BilevelImage, layout: Group3Layout = {}): Uint8Array {
  const { width, height } = image;
  const k = layout.k ?? 0;
  const out = new BitWriter();
  let reference: Uint8Array | null = null;
  for (let y = 0; y < height; y++) {
    const row = image.black.subarray(y * width, (y + 1) * width);
    if (layout.byteAlign) out.align(layout.endOfLine ? 12 : 0);
    if (layout.endOfLine) out.put("000000000001");
    const twoDimensional = k > 0 && y % k !== 0;
    if (k > 0) out.put(twoDimensional ? "0" : "1");
    if (twoDimensional) putRowTwoDimensional(out, row, reference, width);
    else putRowOneDimensional(out, row, width);
    reference = row;
  }
  return out.done();
}
