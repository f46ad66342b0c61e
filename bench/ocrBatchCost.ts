// One run of the installed tesseract command for several pages against one run a page (docs/ocr.md,
// "Round 41: pages read in batches"): the first pages of a folder's PDFs scanned and rendered as the
// app renders them for OCR, read by NativeOcrEngine a page a run (`recognize`) and all together
// (`recognizeMany`, one list file), and by Debian's command as a user runs it over the pictures (one
// picture a run, its own model, one thread, plain text: its start paid once a page) and over the
// same pictures as one list file (its start paid once a batch, as the app's). CPU is the children's
// (/proc/self/stat) plus this process's part of the app's steps, wall the clock's; the four take
// turns from round to round. Each page's blocks read together are checked equal to those read alone.
//   node bench/ocrBatchCost.ts <folder of PDFs> [papers=4] [rounds=2] [kind=300dpi]
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { openPdf } from "../src-main/core/documents/layout/readPdf.ts";
import { NativeOcrEngine } from "../src-main/core/documents/ocr/NativeOcrEngine.ts";
import { findTesseractCommand } from "../src-main/core/documents/ocr/tesseractCommand.ts";
import { SCAN_KINDS, scannedPdf, type ScanOptions } from "../test/support/scannedPdfs.ts";
import { fmt } from "./support.ts";

const [folder, papersArg = "4", roundsArg = "2", kind = "300dpi"] = process.argv.slice(2);
if (!folder) throw new Error("usage: node bench/ocrBatchCost.ts <folder of PDFs> [papers] [rounds] [kind]");

function cpuNow(): number {
  const fields = fs.readFileSync("/proc/self/stat", "utf8").split(") ")[1]!.split(" ");
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6 + (Number(fields[13]) + Number(fields[14])) / 100;
}

const walls = { alone: 0, together: 0, debian: 0, debianList: 0 };

async function cpu(kind: keyof typeof walls, work: () => Promise<unknown> | unknown): Promise<number> {
  const before = cpuNow();
  const started = performance.now();
  await work();
  walls[kind] += (performance.now() - started) / 1000;
  return cpuNow() - before;
}

const files = fs.readdirSync(folder).filter((f) => f.endsWith(".pdf")).sort().slice(0, Number(papersArg));
const options = (SCAN_KINDS as Record<string, ScanOptions>)[kind]!;
const images: Uint8Array[] = [];
for (const f of files) {
  const doc = await openPdf(await scannedPdf(new Uint8Array(fs.readFileSync(path.join(folder, f))), { ...options, pages: [1] }), f);
  images.push((await doc.renderForOcr(1)).pgm);
  await doc.close();
}
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-ocrbatch-"));
const pictures = images.map((image, i) => path.join(dir, `page-${i}.pgm`));
images.forEach((image, i) => fs.writeFileSync(pictures[i]!, image));
const list = path.join(dir, "pages.list");
fs.writeFileSync(list, `${pictures.join("\n")}\n`);
const installed = await findTesseractCommand();
if (!installed) throw new Error("no tesseract command installed");
const native = new NativeOcrEngine({ command: installed, pageTimeoutMs: 3_600_000 });
await native.recognize(images[0]!); // language data unpacked before any timing
console.log(`${files.length} pages (${kind}), ${roundsArg} rounds; ${os.availableParallelism()} cores, load ${os.loadavg().map((l) => fmt(l, 2)).join(" ")}`);
const sums = { alone: 0, together: 0, debian: 0, debianList: 0 };
const debianEnv = { env: { ...process.env, OMP_THREAD_LIMIT: "1" }, stdio: "ignore" } as const;
let same = 0;
for (let round = 0; round < Number(roundsArg); round++) {
  let alone: unknown[] = [];
  let together: unknown[] = [];
  const turns = [
    async () => (sums.alone += await cpu("alone", async () => { alone = []; for (const image of images) alone.push(await native.recognize(image)); })),
    async () => (sums.together += await cpu("together", async () => (together = await native.recognizeMany(images)))),
    async () => (sums.debian += await cpu("debian", () => pictures.forEach((p) => spawnSync("tesseract", [p, "stdout"], debianEnv)))),
    async () => (sums.debianList += await cpu("debianList", () => spawnSync("tesseract", [list, "stdout"], debianEnv))),
  ];
  for (let i = 0; i < turns.length; i++) await turns[(i + round) % turns.length]!();
  same += alone.filter((blocks, i) => isDeepStrictEqual(blocks, together[i])).length;
  console.log(`round ${round + 1}: CPU alone ${fmt(sums.alone, 2)} s, together ${fmt(sums.together, 2)} s, Debian's a picture a run ${fmt(sums.debian, 2)} s, as a list ${fmt(sums.debianList, 2)} s (sums so far)`);
}
await native.dispose();
fs.rmSync(dir, { recursive: true, force: true });
const n = files.length * Number(roundsArg);
console.log(`CPU a page: one run a page ${fmt(sums.alone / n, 2)} s, together ${fmt(sums.together / n, 2)} s (${fmt((1 - sums.together / sums.alone) * 100, 1)}% less), Debian's command a picture a run ${fmt(sums.debian / n, 2)} s, as a list ${fmt(sums.debianList / n, 2)} s`);
console.log(`wall a page: one run a page ${fmt(walls.alone / n, 2)} s, together ${fmt(walls.together / n, 2)} s, Debian's a picture a run ${fmt(walls.debian / n, 2)} s, as a list ${fmt(walls.debianList / n, 2)} s`);
console.log(`Debian's (a picture a run) against the app: a run a page ${fmt(sums.debian / sums.alone, 2)}x, together ${fmt(sums.debian / sums.together, 2)}x; Debian's as a list against the app together ${fmt(sums.debianList / sums.together, 2)}x`);
console.log(`pages whose blocks read together equal those read alone: ${same}/${n}`);
