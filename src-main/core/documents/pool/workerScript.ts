import fs from "node:fs";

/**
 * Where the parse worker's script is. From the sources, Node runs parseWorker.ts directly (type
 * stripping); in the Electron build, electron-vite emits it as out/main/parseWorker.js next to
 * the bundle that contains this module (a second `main` input in electron.vite.config.ts). The
 * names are looked up at run time, not written as `new URL("./x", import.meta.url)` literals,
 * so the bundler leaves them alone instead of copying the file as an asset.
 */
export function defaultWorkerUrl(): URL {
  const candidates = ["parseWorker.js", "parseWorker.ts"].map((name) => new URL(name, import.meta.url));
  const found = candidates.find((url) => fs.existsSync(url));
  if (!found) throw new Error(`The PDF parse worker is missing: looked for ${candidates.map((u) => u.pathname).join(" and ")}.`);
  return found;
}
