import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

let cached: string | undefined;

/**
 * Which llama.cpp a trial's verdict was reached with: node-llama-cpp's version, which pins the
 * llama.cpp release and binaries it ships. Read from its package.json beside its entry point
 * (its exports do not list package.json); "unknown" when that cannot be read, which only makes
 * verdicts of another version count as this one's.
 */
export function llamaBuildId(): string {
  if (cached) return cached;
  try {
    let dir = path.dirname(fileURLToPath(import.meta.resolve("node-llama-cpp")));
    for (let up = 0; up < 4 && !fs.existsSync(path.join(dir, "package.json")); up++) dir = path.dirname(dir);
    const { name, version } = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as { name?: string; version?: string };
    cached = name === "node-llama-cpp" && version ? `node-llama-cpp ${version}` : "unknown";
  } catch {
    cached = "unknown";
  }
  return cached;
}
