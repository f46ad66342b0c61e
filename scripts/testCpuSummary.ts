// Sums the lines test/support/cpuByTest.ts wrote (DISTILLATE_TEST_CPU=<file> npx vitest run ...)
// per test file: CPU seconds of its beforeAll hooks and of its tests, by kind of process, the
// tests' wall time and the load average they ran at. Usage: node scripts/testCpuSummary.ts <file> [--tests]
// (--tests also lists each test, costliest first).
import fs from "node:fs";
import path from "node:path";

interface Line {
  file: string;
  test: string;
  cpu: number;
  wall: number;
  load: number;
  byKind: Record<string, number>;
}

const [input, flag] = process.argv.slice(2);
if (!input) {
  console.error("usage: node scripts/testCpuSummary.ts <file written by DISTILLATE_TEST_CPU> [--tests]");
  process.exit(2);
}
const lines = fs.readFileSync(input, "utf8").split("\n").filter(Boolean).map((line) => JSON.parse(line) as Line);
const round = (seconds: number) => Math.round(seconds * 10) / 10;

for (const file of [...new Set(lines.map((line) => line.file))]) {
  const own = lines.filter((line) => line.file === file);
  const hooks = own.filter((line) => line.test === "(beforeAll hooks)");
  const tests = own.filter((line) => line.test !== "(beforeAll hooks)");
  const byKind: Record<string, number> = {};
  for (const line of tests) for (const [kind, seconds] of Object.entries(line.byKind)) byKind[kind] = (byKind[kind] ?? 0) + seconds;
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const loads = tests.map((line) => line.load);
  const load = loads.length > 0 ? `, load ${Math.min(...loads)} to ${Math.max(...loads)}` : "";
  console.log(
    `${path.basename(file)}: beforeAll ${round(sum(hooks.map((l) => l.cpu)))} s CPU; ${tests.length} tests ${round(sum(tests.map((l) => l.cpu)))} s CPU, ` +
      `${round(sum(tests.map((l) => l.wall)))} s wall${load}`,
  );
  console.log(`  tests by kind: ${Object.entries(byKind).sort((a, b) => b[1] - a[1]).map(([kind, seconds]) => `${kind} ${round(seconds)}`).join(", ")}`);
  if (flag === "--tests") for (const line of [...tests].sort((a, b) => b.cpu - a.cpu)) console.log(`  ${round(line.cpu)} s CPU, ${round(line.wall)} s wall: ${line.test}`);
}
