// One `import-qas` in a process of its own, so its peak memory is its own: the app's core from the
// checkout at argv[2] (this one, or a previous commit unpacked by previousCheckout.ts) imports
// argv[3] into a fresh library at argv[4], with the filters in argv[5] ("-" for the defaults).
// Prints one JSON line: wall time, peak resident memory (before the library closes), the longest
// stall of this process's event loop, and what the import answered.
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { createCore as CreateCore } from "../src-main/core/createCore.ts";

const [root, file, dataDir, filters] = process.argv.slice(2) as [string, string, string, string];
const { createCore } = (await import(pathToFileURL(path.join(root, "src-main/core/createCore.ts")).href)) as { createCore: typeof CreateCore };
const core = createCore({ dataDir });
let last = performance.now();
let stall = 0;
const timer = setInterval(() => {
  const now = performance.now();
  stall = Math.max(stall, now - last);
  last = now;
}, 5);
const started = performance.now();
let answer: Record<string, unknown>;
try {
  const result = await core.services.qaImport.importQas({ file, ...(filters === "-" ? {} : { filters: filters.split(",") }) });
  answer = { qas: result.qas, rejected: result.rejected };
} catch (error) {
  answer = { error: (error as Error).name, message: (error as Error).message.slice(0, 200) };
}
const ms = performance.now() - started;
clearInterval(timer);
stall = Math.max(stall, performance.now() - last);
// Read before closing: closing the library (its checks and optimizations) costs memory of its own.
const maxRssMb = process.resourceUsage().maxRSS / 1024;
await core.closeAsync();
console.log(JSON.stringify({ ms, maxRssMb, stallMs: stall, ...answer }));
