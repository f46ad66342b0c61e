import { pgmHeader } from "../layout/imagePgm.ts";
import { greyPixelsOfPgm } from "./inkHeights.ts";

/**
 * A page picture turned a quarter turn so that text printed sideways reads upright: for 90 (text
 * read bottom to top) the page is turned clockwise, for 270 (top to bottom) anticlockwise. The
 * turned picture is the frame a sideways table is read in (tables/tableFrames: page point (x, y)
 * is the frame's (H - y, x) for 90, (y, W - x) for 270). Null for a picture that is no grey PGM.
 */
export function turnedPgm(pgm: Uint8Array, angle: 90 | 270): Uint8Array | null {
  const pixels = greyPixelsOfPgm(pgm);
  if (!pixels) return null;
  const { data, width: W, height: H } = pixels;
  const header = pgmHeader(H, W);
  const out = new Uint8Array(header.length + W * H);
  out.set(header);
  const body = out.subarray(header.length);
  // The turned picture is H wide and W tall; its pixel (fx, fy) is the page's (fy, H-1-fx) for 90, (W-1-fy, fx) for 270.
  for (let fy = 0; fy < W; fy++) {
    const row = fy * H;
    if (angle === 90) for (let fx = 0; fx < H; fx++) body[row + fx] = data[(H - 1 - fx) * W + fy]!;
    else for (let fx = 0; fx < H; fx++) body[row + fx] = data[fx * W + (W - 1 - fy)]!;
  }
  return out;
}
