// The pdftotext baseline for the PDF benchmark: found (or installed, where we may), then run on
// each file one at a time, as a user's shell script would.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const INSTALL = "apt-get install -y poppler-utils";

const hasPdftotext = () => !spawnSync("pdftotext", ["-v"]).error;

/** True when pdftotext can run; otherwise says how to get it (and tries, as root with apt-get). */
export function ensurePdftotext(): boolean {
  if (hasPdftotext()) return true;
  console.log(`  pdftotext (poppler-utils) is missing; install it with: ${INSTALL}`);
  if (process.getuid?.() !== 0 || spawnSync("apt-get", ["--version"]).error) return false;
  console.log(`  running as root with apt-get: trying "${INSTALL}"...`);
  let attempt = spawnSync("apt-get", ["install", "-y", "poppler-utils"], { encoding: "utf8" });
  if (attempt.status !== 0) {
    // A fresh container often has no package lists yet.
    spawnSync("apt-get", ["update"], { encoding: "utf8" });
    attempt = spawnSync("apt-get", ["install", "-y", "poppler-utils"], { encoding: "utf8" });
  }
  if (hasPdftotext()) return true;
  console.log(`  could not install it (${(attempt.stderr || attempt.stdout || "").trim().split("\n").at(-1)}); the baseline is skipped.`);
  return false;
}

/**
 * Wall time of `pdftotext file out.txt` per file, after one untimed run that loads the binary
 * and its libraries. Peak RSS and CPU time (user + system) come from a second, separate run
 * under GNU time (when installed), so the wrapper never adds to the timings.
 */
export function runPdftotext(files: string[], outDir: string): Map<string, { ms: number; maxRssKib: number | null; cpuMs: number | null }> {
  const out = path.join(outDir, "pdftotext.txt");
  spawnSync("pdftotext", [files[0]!, out]);
  const gnuTime = fs.existsSync("/usr/bin/time");
  const measured = new Map<string, { ms: number; maxRssKib: number | null; cpuMs: number | null }>();
  for (const file of files) {
    const start = process.hrtime.bigint();
    const run = spawnSync("pdftotext", [file, out]);
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (run.status !== 0) throw new Error(`pdftotext failed on ${file}: ${run.stderr.toString()}`);
    const timed = gnuTime ? spawnSync("/usr/bin/time", ["-f", "%M %U %S", "pdftotext", file, out], { encoding: "utf8" }) : null;
    const [rss, user, system] = (timed?.stderr.trim().split("\n").at(-1) ?? "").split(" ").map(Number);
    const maxRssKib = rss || null;
    const cpuMs = user !== undefined && system !== undefined && Number.isFinite(user + system) ? (user + system) * 1000 : null;
    measured.set(file, { ms, maxRssKib, cpuMs });
  }
  return measured;
}
