// One measurement for gguf.bench.ts, in a fresh process: runs the CLI (bin/distillate.js) with the
// arguments given and, as the process exits, writes its peak memory (maxRSS) to the file named by
// DISTILLATE_BENCH_PEAK_FILE.
import fs from "node:fs";

const peakFile = process.env.DISTILLATE_BENCH_PEAK_FILE!;
process.on("exit", () => fs.writeFileSync(peakFile, JSON.stringify({ maxRssKiB: process.resourceUsage().maxRSS })));
process.argv = [process.argv[0]!, "distillate", ...process.argv.slice(2)];
// Through a URL: bin/distillate.js is plain JavaScript without types, and runs the CLI as it is imported.
await import(new URL("../bin/distillate.js", import.meta.url).href);
