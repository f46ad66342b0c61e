import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The installed version of a package, found by resolving it and walking up to its
 * package.json (many packages do not export "./package.json"). Null when not installed.
 */
export function packageVersion(name: string, from: string = import.meta.url): string | null {
  let entry: string;
  try {
    entry = fileURLToPath(import.meta.resolve(name, from));
  } catch {
    return null;
  }
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, "package.json");
    if (!fs.existsSync(file)) continue;
    const pkg = JSON.parse(fs.readFileSync(file, "utf8")) as { name?: string; version?: string };
    if (pkg.name === name) return pkg.version ?? null;
  }
  return null;
}
