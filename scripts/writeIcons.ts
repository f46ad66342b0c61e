// Writes the app's icons from resources/icon.svg: PNGs drawn by Chromium (playwright-core, the
// browser the tests use), then the Windows .ico and the macOS .icns, which both hold PNG images,
// so no image tool is needed. Run after changing the SVG: `npm run icons`; the output is committed.
//
//   resources/icon.png              1024x1024 (electron-builder's fallback, the Linux window icon)
//   resources/icons/NxN.png          16 ... 512 (Linux: one file per size, as electron-builder wants)
//   resources/icon.ico               16, 24, 32, 48, 64, 128, 256 (Windows)
//   resources/icon.icns              16, 32, 64, 128, 256, 512, 1024 (macOS)
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { chromiumPath } from "./chromiumPath.ts";

const RESOURCES = path.resolve(import.meta.dirname, "..", "resources");
const LINUX_SIZES = [16, 32, 48, 64, 128, 256, 512];
const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256];
// ICNS entry types that hold PNG data, by pixel size.
const ICNS_TYPES: [number, string][] = [
  [16, "icp4"],
  [32, "icp5"],
  [64, "icp6"],
  [128, "ic07"],
  [256, "ic08"],
  [512, "ic09"],
  [1024, "ic10"],
];

async function renderPngs(svg: string, sizes: number[]): Promise<Map<number, Buffer>> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error("Chromium is needed to draw the icons: install it (sudo apt-get install chromium) or set CHROMIUM_PATH.");
  const browser = await chromium.launch({ executablePath, args: ["--headless", "--no-sandbox", "--disable-gpu"] });
  try {
    const pngs = new Map<number, Buffer>();
    for (const size of sizes) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      const sized = svg.replace(/width="1024" height="1024"/, `width="${size}" height="${size}"`);
      await page.setContent(`<!doctype html><html><body style="margin:0">${sized}</body></html>`);
      pngs.set(size, await page.screenshot({ omitBackground: true }));
      await page.close();
    }
    return pngs;
  } finally {
    await browser.close();
  }
}

/** ICO: a 6-byte header, a 16-byte entry per image (0 means 256 px), then the PNGs themselves. */
function ico(pngs: Map<number, Buffer>, sizes: number[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(sizes.length, 4);
  let offset = 6 + 16 * sizes.length;
  const entries = sizes.map((size) => {
    const png = pngs.get(size)!;
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...sizes.map((size) => pngs.get(size)!)]);
}

/** ICNS: "icns" and the total length (big-endian), then per image its type, length and PNG bytes. */
function icns(pngs: Map<number, Buffer>): Buffer {
  const parts = ICNS_TYPES.map(([size, type]) => {
    const png = pngs.get(size)!;
    const head = Buffer.alloc(8);
    head.write(type, 0, "latin1");
    head.writeUInt32BE(png.length + 8, 4);
    return Buffer.concat([head, png]);
  });
  const head = Buffer.alloc(8);
  head.write("icns", 0, "latin1");
  head.writeUInt32BE(8 + parts.reduce((sum, part) => sum + part.length, 0), 4);
  return Buffer.concat([head, ...parts]);
}

const svg = fs.readFileSync(path.join(RESOURCES, "icon.svg"), "utf8");
const sizes = [...new Set([...LINUX_SIZES, ...ICO_SIZES, ...ICNS_TYPES.map(([size]) => size)])].sort((a, b) => a - b);
const pngs = await renderPngs(svg, sizes);
fs.mkdirSync(path.join(RESOURCES, "icons"), { recursive: true });
fs.writeFileSync(path.join(RESOURCES, "icon.png"), pngs.get(1024)!);
for (const size of LINUX_SIZES) fs.writeFileSync(path.join(RESOURCES, "icons", `${size}x${size}.png`), pngs.get(size)!);
fs.writeFileSync(path.join(RESOURCES, "icon.ico"), ico(pngs, ICO_SIZES));
fs.writeFileSync(path.join(RESOURCES, "icon.icns"), icns(pngs));
console.log(`wrote icon.png, icons/{${LINUX_SIZES.join(",")}}, icon.ico and icon.icns in ${RESOURCES}`);
