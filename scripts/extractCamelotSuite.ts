// Copies the table cases of Camelot's own test suite (camelot-dev/camelot, MIT) out of a copy of
// its repository into a folder of your choosing, for the table benchmarks and corpus test to read
// through DISTILLATE_CAMELOT_DIR. None of it is ever committed here.
//
//   node scripts/extractCamelotSuite.ts <camelot repository> <output folder> [--ref <commit>]
//
// The repository may be a bare git repository or a clone. Camelot's tests tie a PDF under
// tests/files/, a page, a flavor and parameters to expected rows kept as Python literals in
// tests/data.py. Only the cases listed in CAMELOT_CASES are kept: their expected rows come from
// default parameters on a page (the parameters name at most the page and the flavor). Every other
// test with expected rows is in CAMELOT_LEFT_OUT with the reason. The PDFs under tests/files/tabula/
// are left out whole: Tabula's suite (scripts/extractTabulaSuite.ts) already gives them, and some
// are ICDAR documents held out from tuning.
//
// data.py is read by python3's `ast` module: each top-level assignment is evaluated from literals,
// names bound before it, slices of those and `list(name)`, never executed. A later assignment to
// the same name wins, as it does when Python imports the file.
//
// Output: <id>.pdf and <id>.json per case (the JSON: the case and its expected tables, each a
// list of rows of cell strings), CAMELOT-CASES.json (the cases and those left out) and
// CAMELOT-SOURCE.txt (where and at which commit the files came from).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { CAMELOT_CASES, CAMELOT_LEFT_OUT } from "./camelotCases.ts";
import { commitIn, gitIn, sourceAndTarget, writeCase, writeSourceNote } from "./extractedFolder.ts";
import { runExtractScript } from "./runExtractScript.ts";

export const SOURCE_NOTE = "CAMELOT-SOURCE.txt";
export const CASES_FILE = "CAMELOT-CASES.json";

export class CamelotExtractError extends Error {
  override readonly name = "CamelotExtractError";
}

// Evaluates data.py's top-level assignments without running it: literals, earlier names, slices
// and list(name). Anything else is skipped (and reported if a case asks for it).
const PYTHON_READER = String.raw`
import ast, json, sys
tree = ast.parse(sys.stdin.read())
env = {}
def ev(node):
    if isinstance(node, ast.Name):
        return env[node.id]
    if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice):
        s = node.slice
        b = lambda x: None if x is None else ast.literal_eval(x)
        return ev(node.value)[b(s.lower):b(s.upper):b(s.step)]
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "list" and len(node.args) == 1:
        return list(ev(node.args[0]))
    return ast.literal_eval(node)
for stmt in tree.body:
    if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name):
        try:
            env[stmt.targets[0].id] = ev(stmt.value)
        except Exception:
            pass
json.dump({k: v for k, v in env.items() if isinstance(v, list)}, sys.stdout)
`;

function readDataPy(source: string): Record<string, string[][]> {
  const py = spawnSync("python3", ["-c", PYTHON_READER], { input: source, maxBuffer: 256 * 1024 * 1024 });
  if (py.error || py.status !== 0) throw new CamelotExtractError(`python3 could not read tests/data.py: ${py.error?.message ?? py.stderr.toString().trim()}`);
  return JSON.parse(py.stdout.toString()) as Record<string, string[][]>;
}

export interface ExtractResult {
  cases: number;
  tables: number;
  commit: string;
}

/** Copies the cases' PDFs and expected tables from `repo` into `out` (new or empty, outside the repository). */
export function extractCamelotSuite(repo: string, out: string, ref = "HEAD"): ExtractResult {
  const fail = (message: string) => new CamelotExtractError(message);
  const { source, target } = sourceAndTarget(repo, out, fail);
  const commit = commitIn(source, ref, fail);
  const show = (file: string) => {
    const r = gitIn(source, ["show", `${commit}:${file}`]);
    if (r.status !== 0) throw new CamelotExtractError(`${source} at ${commit.slice(0, 12)} has no ${file}: is it camelot-dev/camelot?`);
    return r.stdout;
  };
  const data = readDataPy(show("tests/data.py").toString("utf8"));
  fs.mkdirSync(target, { recursive: true });
  let tables = 0;
  for (const c of CAMELOT_CASES) {
    const expected = c.data.map((name) => {
      const rows = data[name];
      if (!rows) throw new CamelotExtractError(`tests/data.py at ${commit.slice(0, 12)} has no list ${name} (case ${c.id}).`);
      return rows.map((row) => row.map(String));
    });
    tables += expected.length;
    writeCase(target, c.id, show(`tests/files/${c.pdf}`), { ...c, tables: expected }, 1);
  }
  fs.writeFileSync(path.join(target, CASES_FILE), `${JSON.stringify({ commit, cases: CAMELOT_CASES, leftOut: CAMELOT_LEFT_OUT }, null, 1)}\n`);
  writeSourceNote(target, SOURCE_NOTE, "Camelot's table test cases (camelot-dev/camelot, MIT licence), extracted for Distillate's table benchmarks.", [
    `source: ${source}`,
    `commit: ${commit}`,
    `cases: ${CAMELOT_CASES.length}, expected tables: ${tables}; left out: ${CAMELOT_LEFT_OUT.length} tests (${CASES_FILE} says why)`,
  ]);
  return { cases: CAMELOT_CASES.length, tables, commit };
}

if (import.meta.main) {
  await runExtractScript({
    usage: "node scripts/extractCamelotSuite.ts <camelot repository> <output folder> [--ref <commit>]",
    envVar: "DISTILLATE_CAMELOT_DIR",
    knownError: CamelotExtractError,
    extract: (repository, output, ref) => {
      const { cases, tables, commit } = extractCamelotSuite(repository, output, ref);
      return `Wrote ${cases} cases (${tables} expected tables) from commit ${commit.slice(0, 12)} into ${path.resolve(output)}.`;
    },
  });
}
