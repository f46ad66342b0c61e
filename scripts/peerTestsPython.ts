// python3 reading what a peer's Python tests expect, without running them: a literal an assert
// compares with, by python3's `ast`, and a saved run, by an unpickler that refuses every class.
// None cells become "" as in the other suites. Used by scripts/extractPeerTestsSuite.ts.
import { spawnSync } from "node:child_process";

// The n-th `assert <x> == <literal>` inside a named function (nested classes and functions
// included), evaluated as a literal; None cells become "" as in the other suites.
const ASSERT_READER = String.raw`
import ast, json, sys
req = json.loads(sys.argv[1])
tree = ast.parse(sys.stdin.read())
fn = next((n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.name == req["func"]), None)
if fn is None: sys.exit("no function " + req["func"])
found = [n for n in ast.walk(fn) if isinstance(n, ast.Assert) and isinstance(n.test, ast.Compare) and len(n.test.ops) == 1 and isinstance(n.test.ops[0], ast.Eq)]
found.sort(key=lambda n: (n.lineno, n.col_offset))
if req["assert"] >= len(found): sys.exit("no assert %d in %s" % (req["assert"], req["func"]))
def clean(v):
    if v is None: return ""
    if isinstance(v, (list, tuple)): return [clean(x) for x in v]
    return v
json.dump(clean(ast.literal_eval(found[req["assert"]].test.comparators[0])), sys.stdout)
`;

// An unpickler that refuses every class: only lists, tuples, dicts, strings and numbers come out.
const PICKLE_READER = String.raw`
import json, pickle, sys
class Plain(pickle.Unpickler):
    def find_class(self, module, name): raise pickle.UnpicklingError("refused " + module + "." + name)
data = Plain(sys.stdin.buffer).load()
def clean(v):
    if v is None: return ""
    if isinstance(v, (list, tuple)): return [clean(x) for x in v]
    return v
json.dump(clean(data[sys.argv[1]]), sys.stdout)
`;

function python(script: string, arg: string, input: Buffer, what: string, fail: (message: string) => Error): unknown {
  const py = spawnSync("python3", ["-c", script, arg], { input, maxBuffer: 64 * 1024 * 1024 });
  if (py.error || py.status !== 0) throw fail(`python3 could not read ${what}: ${py.error?.message ?? py.stderr.toString().trim()}`);
  return JSON.parse(py.stdout.toString("utf8"));
}

/** The literal the n-th `assert <x> == <literal>` of function `func` compares with (counted from 0). */
export function assertedLiteral(source: Buffer, func: string, n: number, what: string, fail: (message: string) => Error): unknown {
  return python(ASSERT_READER, JSON.stringify({ func, assert: n }), source, `${what} ${func}`, fail);
}

/** `data[key]` of a pickle holding plain lists, tuples, dicts, strings and numbers only. */
export function pickledValue(pickle: Buffer, key: string, what: string, fail: (message: string) => Error): unknown {
  return python(PICKLE_READER, key, pickle, what, fail);
}
