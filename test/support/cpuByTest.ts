// Set-up file added by vitest.config.ts only when DISTILLATE_TEST_CPU names a file: appends one
// JSON line per test (and one for each file's beforeAll hooks) with the CPU seconds the test's
// worker process and everything it started spent, by kind of process (processTreeCpu.ts), so a
// loaded machine's CPU, not its wall time, says where a file's time goes. Summed by
// `node scripts/testCpuSummary.ts <file>`. Off by default: reading /proc costs a few ms a test.
import fs from "node:fs";
import { afterEach, beforeAll, beforeEach, expect } from "vitest";
import { cpuSpent, processTreeCpu } from "./processTreeCpu.ts";

const output = process.env["DISTILLATE_TEST_CPU"];
let fileStart: Record<string, number> | null = null;
let testStart: Record<string, number> | null = null;
let fileWall = 0;
let testWall = 0;

function write(test: string, before: Record<string, number>, after: Record<string, number>, since: number): void {
  const byKind = cpuSpent(before, after);
  const cpu = Math.round(Object.values(byKind).reduce((sum, seconds) => sum + seconds, 0) * 100) / 100;
  const load = Number(fs.readFileSync("/proc/loadavg", "utf8").split(" ")[0]);
  const line = { file: expect.getState().testPath ?? "", test, cpu, wall: (Date.now() - since) / 1000, load, byKind };
  fs.appendFileSync(output!, `${JSON.stringify(line)}\n`);
}

if (output) {
  // Registered here, before the test file's own hooks, so this reading comes first.
  beforeAll(() => {
    fileStart = processTreeCpu();
    fileWall = Date.now();
  });
  beforeEach(() => {
    const now = processTreeCpu();
    // The first test's start closes the file's set-up (its beforeAll hooks: a served app, a seeded library).
    if (fileStart && now) write("(beforeAll hooks)", fileStart, now, fileWall);
    fileStart = null;
    testStart = now;
    testWall = Date.now();
  });
  afterEach((context) => {
    const now = processTreeCpu();
    if (testStart && now) write(context.task.name, testStart, now, testWall);
  });
}
