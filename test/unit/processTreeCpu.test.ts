import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { cpuSpent, processTreeCpu } from "../support/processTreeCpu.ts";

// test/support/cpuByTest.ts reads a browser test's CPU from the live process tree because the
// processes that do most of the work (Chromium's renderers) are grandchildren that nothing the
// test started ever waits for. Here a child starts such a grandchild, busy, as a zygote does.

describe.runIf(process.platform === "linux")("the CPU of a test's process tree", () => {
  it("counts a busy grandchild by its kind while it runs, which its parent's counters never show", async () => {
    const grandchild = `for (;;) {}`;
    const child = spawn(
      process.execPath,
      // The flag is put together in the child, so that only the grandchild's command line names it.
      ["-e", `require("node:child_process").spawn(process.execPath, ["-e", ${JSON.stringify(grandchild)}, "--", "--type=" + "renderer"], { stdio: "ignore" }); setInterval(() => {}, 1000);`],
      { stdio: "ignore", detached: true },
    );
    try {
      await expect.poll(() => processTreeCpu()?.["chromium renderer"] ?? 0, { timeout: 60_000 }).toBeGreaterThan(0);
      // Read from the child too: the grandchild's CPU is in its tree, kept apart from the child's own.
      const fromChild = processTreeCpu(child.pid)!;
      expect(fromChild["chromium renderer"]).toBeGreaterThan(0);
      expect(Object.keys(fromChild).sort()).toEqual(["chromium renderer", "test process"]);
    } finally {
      process.kill(-child.pid!, "SIGKILL");
    }
  });

  it("gives what each kind spent between two readings, leaving out kinds that spent nothing", () => {
    expect(cpuSpent({ "test process": 1.5, "chromium gpu": 2 }, { "test process": 2.25, "chromium gpu": 2, "distillate serve": 0.5 })).toEqual({
      "test process": 0.75,
      "distillate serve": 0.5,
    });
  });
});
