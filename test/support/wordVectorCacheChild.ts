// Child process for the word-vector cache tests: reads a cache the way an export's worker does
// and reports on one stdout line what came back, how many bytes the process read (Linux's
// /proc/self/io rchar, every thread included) and its peak memory. Run in a child because
// a cache that aborts Node or hangs it must not take the test runner down.
// Run as: node wordVectorCacheChild.ts vectors <source.json> <cache>   (readWordVectors)
//         node wordVectorCacheChild.ts cache <source size> <source mtimeMs> <cache>   (readWordVectorCache)
import fs from "node:fs";
import { readWordVectorCache } from "../../src-main/core/llm/embeddings/readWordVectorCache.ts";
import { readWordVectors } from "../../src-main/core/llm/embeddings/wordVectors.ts";

const bytesRead = () => Number(/^rchar:\s*(\d+)/m.exec(fs.readFileSync("/proc/self/io", "utf8"))?.[1]);
const peakMiB = () => Number(/^VmHWM:\s*(\d+)/m.exec(fs.readFileSync("/proc/self/status", "utf8"))?.[1]) / 1024;

const [mode, ...args] = process.argv.slice(2);
const before = bytesRead();
let rows: number | null;
if (mode === "vectors") {
  const table = await readWordVectors(args[0]!, { cacheFiles: [args[1]!] });
  rows = table.vectors.length / table.dimension;
} else {
  const table = await readWordVectorCache(args[2]!, { size: Number(args[0]), mtimeMs: Number(args[1]) });
  rows = table ? table.vectors.length / table.dimension : null;
}
// Counted before the source (mode "vectors") is subtracted by the caller, who knows its size.
fs.writeSync(1, `${JSON.stringify({ rows, bytesRead: bytesRead() - before, peakMiB: peakMiB() })}\n`);
