import fs from "node:fs";
import path from "node:path";

/**
 * NODE_OPTIONS for a child process whose every thread, as it ends, writes the most memory the
 * whole process has held ("peak-rss-kb N") to stderr: a file in `folder` the child preloads.
 */
export function peakRssOptions(folder: string): string {
  const preload = path.join(folder, "peak-rss.cjs");
  fs.writeFileSync(preload, `process.on("exit", () => process.stderr.write("peak-rss-kb " + process.resourceUsage().maxRSS + "\\n"));\n`);
  return [process.env["NODE_OPTIONS"], `--require=${JSON.stringify(preload)}`].filter(Boolean).join(" ");
}

/** The peak the child said, in MB; undefined when it said none. */
export function peakRssMb(stderr: string): number | undefined {
  const peaks = [...stderr.matchAll(/^peak-rss-kb (\d+)$/gm)].map((m) => Number(m[1]));
  return peaks.length ? Math.max(...peaks) / 1024 : undefined;
}
