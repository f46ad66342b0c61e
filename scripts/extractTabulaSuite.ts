// Copies the table test material of Tabula's own test suite (tabulapdf/tabula-java, MIT) out of
// a copy of its repository into a folder of your choosing, for the table benchmarks and corpus
// test to read through DISTILLATE_TABULA_DIR. None of it is ever committed here.
//
//   node scripts/extractTabulaSuite.ts <tabula-java repository> <output folder> [--ref <commit>]
//
// The repository may be a bare git repository, a clone, or an unpacked source tree. Only
// `src/test/resources/technology/tabula/` is copied: the PDFs with Tabula's expected CSV/JSON,
// and the ICDAR 2013 table competition set (`icdar2013-dataset/competition-dataset-eu|us/`,
// each PDF with its `-reg.xml` region truth and `-str.xml` structure truth). The output folder
// must not lie inside the repository and must be empty or absent; a TABULA-SOURCE.txt in it
// records where and at which commit the files came from.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { commitIn, gitIn, sourceAndTarget, writeSourceNote } from "./extractedFolder.ts";
import { runExtractScript } from "./runExtractScript.ts";

/** Where Tabula keeps its table test material inside its repository. */
export const TABULA_RESOURCES = "src/test/resources/technology/tabula";
/** The file that records the source of an extracted folder. */
export const SOURCE_NOTE = "TABULA-SOURCE.txt";

export class TabulaExtractError extends Error {
  override readonly name = "TabulaExtractError";
}

const fail = (message: string) => new TabulaExtractError(message);

/** The files copied and the commit they came from (null for a plain source tree). */
export interface ExtractResult {
  files: number;
  commit: string | null;
}

/**
 * Copies Tabula's table test material from `repo` into `out`. Refuses an output folder inside
 * the repository or one that already holds files, so nothing of either is overwritten.
 */
export function extractTabulaSuite(repo: string, out: string, ref = "HEAD"): ExtractResult {
  const { source, target } = sourceAndTarget(repo, out, fail);

  const plain = path.join(source, TABULA_RESOURCES);
  const isGit = gitIn(source, ["rev-parse", "--git-dir"]).status === 0;
  let commit: string | null = null;
  fs.mkdirSync(target, { recursive: true });
  if (isGit) {
    commit = commitIn(source, ref, fail);
    const archive = gitIn(source, ["archive", "--format=tar", commit, TABULA_RESOURCES]);
    if (archive.status !== 0) throw new TabulaExtractError(`${source} at ${commit.slice(0, 12)} has no ${TABULA_RESOURCES}: is it tabulapdf/tabula-java? (${archive.stderr.toString().trim()})`);
    const depth = TABULA_RESOURCES.split("/").length;
    const untar = spawnSync("tar", ["-x", "-C", target, `--strip-components=${depth}`], { input: archive.stdout, maxBuffer: 64 * 1024 * 1024 });
    if (untar.status !== 0) throw new TabulaExtractError(`Could not unpack into ${target}: ${untar.stderr.toString().trim()}`);
  } else if (fs.existsSync(plain)) {
    fs.cpSync(plain, target, { recursive: true });
  } else {
    throw new TabulaExtractError(`${source} is neither a git repository nor a source tree with ${TABULA_RESOURCES}.`);
  }
  const files = countFiles(target);
  writeSourceNote(target, SOURCE_NOTE, "Tabula's table test material (tabulapdf/tabula-java, MIT licence), extracted for Distillate's table benchmarks.", [
    `source: ${source}`,
    `commit: ${commit ?? "(a plain source tree, no commit)"}`,
    `files: ${files}`,
  ]);
  return { files, commit };
}

function countFiles(dir: string): number {
  let n = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) n += entry.isDirectory() ? countFiles(path.join(dir, entry.name)) : 1;
  return n;
}

if (import.meta.main) {
  await runExtractScript({
    usage: "node scripts/extractTabulaSuite.ts <tabula-java repository> <output folder> [--ref <commit>]",
    envVar: "DISTILLATE_TABULA_DIR",
    knownError: TabulaExtractError,
    extract: (repository, output, ref) => {
      const { files, commit } = extractTabulaSuite(repository, output, ref);
      return `Copied ${files} files${commit ? ` from commit ${commit.slice(0, 12)}` : ""} into ${path.resolve(output)}.`;
    },
  });
}
