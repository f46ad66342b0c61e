import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * Runs the CLI of `checkout` (this one or an unpacked older one) once through its
 * `bench/cliPeakChild.ts`, which writes its own peak memory to a file: what the paging benches
 * compare between main and a branch. The printed output is only counted, never kept as text.
 */
export function cliPeakRun(checkout: string, work: string, args: string[]): { peakMiB: number; bytes: number; code: number | null } {
  const peakFile = path.join(work, "peak.json");
  const child = spawnSync(process.execPath, [path.join(checkout, "bench/cliPeakChild.ts"), ...args], {
    env: { ...process.env, DISTILLATE_BENCH_PEAK_FILE: peakFile },
    maxBuffer: 4 * 1024 * 1024 * 1024,
  });
  const { maxRssKiB } = JSON.parse(fs.readFileSync(peakFile, "utf8")) as { maxRssKiB: number };
  return { peakMiB: maxRssKiB / 1024, bytes: child.stdout.length, code: child.status };
}
