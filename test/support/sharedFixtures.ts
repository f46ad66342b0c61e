import fs from "node:fs";
import path from "node:path";

/** `../shared` beside the repository: present on the project's machines and CI, not in a user's clone. */
export const SHARED_DIR = path.resolve(import.meta.dirname, "../../../shared");
export const SHARED_PAPERS = path.join(SHARED_DIR, "fixtures/papers");
export const SHARED_PAPERS_WIDE = path.join(SHARED_DIR, "fixtures/papers-wide");
export const SHARED_PAPERS_MORE = path.join(SHARED_DIR, "fixtures/papers-more");
export const SHARED_PAPERS_STYLES = path.join(SHARED_DIR, "fixtures/papers-styles");
export const SHARED_MODELS = path.join(SHARED_DIR, "models");

export function sharedAvailable(dir: string): boolean {
  const ok = fs.existsSync(dir);
  if (!ok) console.warn(`[skip] ${path.relative(process.cwd(), dir)} is absent (a fresh clone has no ../shared): tests that need it are skipped.`);
  return ok;
}
