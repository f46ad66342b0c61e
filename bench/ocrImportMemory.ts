// Where a scanned import's peak memory goes: the paper at argv[2] scanned at 300 dpi (its first
// OCR_BENCH_PAGES pages, default 3), imported as bench/ocrWallChild.ts imports it (the parse pool
// at its defaults, OCR on, engine automatic), in a process of its own. Sampled every 100 ms from
// /proc: the Node process (main thread and parse workers share it) and the tesseract commands it
// runs, apart and together. Run: node bench/ocrImportMemory.ts <paper.pdf>
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { scannedPdf } from "../test/support/scannedPdfs.ts";

const source = process.argv[2];
if (!source) throw new Error("Usage: node bench/ocrImportMemory.ts <paper.pdf>");
const pages = Number(process.env["OCR_BENCH_PAGES"] ?? 3);
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-ocr-memory-"));
const scan = path.join(folder, "scan.pdf");
fs.writeFileSync(scan, await scannedPdf(new Uint8Array(fs.readFileSync(source)), { dpi: 300, pages: Array.from({ length: pages }, (_, i) => i + 1) }));

const root = path.join(import.meta.dirname, "..");
const child = spawn(process.execPath, [path.join(import.meta.dirname, "ocrWallChild.ts"), root, scan], { stdio: ["ignore", "pipe", "ignore"] });
let out = "";
child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));

/** Resident KiB of a process, 0 once it has ended. */
function kib(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[21]) * 4;
  } catch {
    return 0;
  }
}
const children = (pid: number): number[] => {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
};

const peak = { node: 0, commands: 0, all: 0, commandsAtOnce: 0 };
const timer = setInterval(() => {
  const node = kib(child.pid!);
  const running = children(child.pid!);
  const commands = running.reduce((sum, pid) => sum + kib(pid), 0);
  peak.node = Math.max(peak.node, node);
  peak.commands = Math.max(peak.commands, commands);
  peak.all = Math.max(peak.all, node + commands);
  peak.commandsAtOnce = Math.max(peak.commandsAtOnce, running.length);
}, 100);
child.on("exit", () => {
  clearInterval(timer);
  fs.rmSync(folder, { recursive: true, force: true });
  const read = JSON.parse(out.trim().split("\n").pop() ?? "{}") as { seconds?: number; ocrPages?: number };
  const mb = (k: number) => Math.round(k / 1024);
  console.log(`load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  console.log(JSON.stringify({ pages, ocrPages: read.ocrPages, seconds: read.seconds?.toFixed(1), peakMb: mb(peak.all), nodeMb: mb(peak.node), commandsMb: mb(peak.commands), commandsAtOnce: peak.commandsAtOnce }));
});
