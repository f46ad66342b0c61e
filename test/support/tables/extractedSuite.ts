// Where an extracted peer table suite is (the folder its variable names), or why it is not there:
// the same opening for every suite's corpus test and bench, so each says the same thing when
// skipped and the corpus tests skip alike.
import fs from "node:fs";
import path from "node:path";

export type ExtractedSuite = { dir: string } | { skip: string };

/** The folder `env` names when it holds `marker`, or the sentence to print on skipping `what`. */
export function extractedSuite(s: { env: string; script: string; repository: string; marker: string; what: string }): ExtractedSuite {
  const dir = process.env[s.env];
  const how = `extract it with \`node scripts/${s.script} <${s.repository} repository> <folder>\` and set ${s.env}=<folder>`;
  if (!dir) return { skip: `${s.env} is not set: ${s.what} (${how}).` };
  if (!fs.existsSync(path.join(dir, s.marker))) return { skip: `${s.env}=${dir} holds no ${s.marker}: ${s.what} (${how}).` };
  return { dir };
}

/** The suite's folder for a corpus test, or "" (its describe skips) after saying why on stderr. */
export function suiteDirOrSkip(suite: ExtractedSuite): string {
  if ("skip" in suite) {
    console.warn(`[skip] ${suite.skip}`);
    return "";
  }
  return suite.dir;
}
