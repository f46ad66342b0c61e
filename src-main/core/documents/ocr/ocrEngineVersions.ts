import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { readRegularFileSync } from "../../files/readRegularFile.ts";
import { installedOcrLanguages } from "./ocrLanguages.ts";

/** A package.json is a few kB: one larger is not read. */
const MAX_PACKAGE_JSON_BYTES = 1024 * 1024;

let packages: string | null = null;

/**
 * The versions of tesseract.js and of its WebAssembly build (tesseract.js-core), read once: an
 * update of either may read a page otherwise. "unknown" for one that cannot be found (a packaged
 * app laid out otherwise): reads are then keyed by the other parts alone.
 */
export function tesseractPackageVersions(): string {
  if (packages !== null) return packages;
  const require = createRequire(import.meta.url);
  const main = packageVersion(() => require.resolve("tesseract.js/package.json"));
  // The core is tesseract.js's own dependency: looked for from its folder.
  const core = packageVersion(() => createRequire(require.resolve("tesseract.js/package.json")).resolve("tesseract.js-core/package.json"));
  packages = `tesseract.js ${main}, core ${core}`;
  return packages;
}

function packageVersion(find: () => string): string {
  try {
    const json = JSON.parse(readRegularFileSync(find(), { maxBytes: MAX_PACKAGE_JSON_BYTES }).toString("utf8")) as { version?: unknown };
    return typeof json.version === "string" ? json.version : "unknown";
  } catch {
    return "unknown";
  }
}

/**
 * A file's size and modification time ("missing" when it cannot be seen): a model file replaced
 * by another (a package updated, a language data file installed again) changes one or both.
 * Only stat is asked: nothing is opened, so a named pipe at the name holds nothing up.
 */
export function fileStamp(file: string): string {
  const stat = fs.statSync(file, { throwIfNoEntry: false, bigint: true });
  return stat ? `${path.basename(file)} ${stat.size} ${stat.mtimeNs}` : `${path.basename(file)} missing`;
}

/** What identifies the built-in engine reading `languages`: its packages' versions and each language's data file. */
export function builtInEngineVersions(languages: readonly string[]): string {
  const installed = installedOcrLanguages();
  const files = languages.map((code) => {
    const language = installed.find((l) => l.code === code);
    return language ? fileStamp(path.join(language.langPath, `${code}.traineddata.gz`)) : `${code} not installed`;
  });
  return [tesseractPackageVersions(), ...files].join("; ");
}
