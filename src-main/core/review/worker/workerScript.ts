import fs from "node:fs";

/**
 * Where the review worker's script is: reviewWorker.ts beside this file when running from the
 * sources (Node strips the types), out/main/reviewWorker.js beside the bundle in the Electron
 * build (its own `main` input in electron.vite.config.ts). Looked up at run time, as the PDF
 * parse worker's script is (documents/pool/workerScript.ts), so the bundler leaves it alone.
 */
export function reviewWorkerUrl(): URL {
  const candidates = ["reviewWorker.js", "reviewWorker.ts"].map((name) => new URL(name, import.meta.url));
  const found = candidates.find((url) => fs.existsSync(url));
  if (!found) throw new Error(`The review worker is missing: looked for ${candidates.map((u) => u.pathname).join(" and ")}.`);
  return found;
}
