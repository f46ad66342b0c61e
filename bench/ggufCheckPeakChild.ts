// One measurement for gguf.bench.ts, in a fresh process: the peak memory (maxRSS) of a process
// that loads the header check and, unless told "baseline", checks one file with it.
import { checkGgufFile } from "../src-main/core/llm/gguf/checkGgufFile.ts";

const [file, mode] = process.argv.slice(2);
if (mode !== "baseline") await checkGgufFile(file!);
process.stdout.write(JSON.stringify({ maxRssKiB: process.resourceUsage().maxRSS }));
