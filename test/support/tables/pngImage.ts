/**
 * A small PNG drawn in memory (8-bit grey, no filter), for a table printed as a picture: ruled
 * lines and dark bars where the cells' words would be. Nothing in it is text, so no reader can
 * read its cells, only see that a picture is there.
 */
import zlib from "node:zlib";

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A grey image of `width` x `height` pixels, white, with `paint` darkening pixels. */
export function greyPng(width: number, height: number, paint: (set: (x: number, y: number, grey: number) => void) => void): Buffer {
  const pixels = Buffer.alloc(height * (width + 1), 255);
  for (let y = 0; y < height; y++) pixels[y * (width + 1)] = 0; // filter byte: none
  paint((x, y, grey) => {
    if (x >= 0 && y >= 0 && x < width && y < height) pixels[y * (width + 1) + 1 + x] = grey;
  });
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", zlib.deflateSync(pixels)), chunk("IEND", Buffer.alloc(0))]);
}

/** A picture of a ruled table: `rows` x `cols` cells with a bar of "words" in each. */
export function tablePicture(rows: number, cols: number): Buffer {
  const cellW = 60;
  const cellH = 18;
  const width = cols * cellW + 1;
  const height = rows * cellH + 1;
  return greyPng(width, height, (set) => {
    for (let r = 0; r <= rows; r++) for (let x = 0; x < width; x++) set(x, r * cellH, 0);
    for (let c = 0; c <= cols; c++) for (let y = 0; y < height; y++) set(c * cellW, y, 0);
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const barW = 18 + ((r * 7 + c * 13) % 30);
        for (let y = r * cellH + 7; y < r * cellH + 12; y++) for (let x = c * cellW + 6; x < c * cellW + 6 + barW; x++) set(x, y, 60);
      }
    }
  });
}
