import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LocalCommandRunner } from "../../../src-main/core/documents/ocr/LocalCommandRunner.ts";
import { findSystemTessdata } from "../../../src-main/core/documents/ocr/systemTessdata.ts";
import { findTesseractCommand } from "../../../src-main/core/documents/ocr/tesseractCommand.ts";

// The tesseract found on PATH is whatever program the user's machine has under that name: a
// wrapper script, a damaged install. Real processes here, started from real shell scripts. A
// command that ignored SIGTERM held `--version` (and with it every scanned page of an import,
// and the Settings screen's OCR choices) for good; a wrapper script that ran the real program as
// its child held a page past its time limit for good, the real program still running.

/** Whether the process is gone (a zombie no one reaps, in a container without an init, counts as gone). */
function gone(pid: number): boolean {
  try {
    return /^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, "latin1"));
  } catch {
    return true;
  }
}

/**
 * Whether the process is gone within ten seconds: a SIGKILL is sent at once, but the process ends
 * only when a core runs it again, which a busy machine may take a while to do.
 */
async function goneSoon(pid: number): Promise<boolean> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    if (gone(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return gone(pid);
}

describe("a tesseract command that hangs", () => {
  const dirs: string[] = [];
  const pids: number[] = [];
  afterEach(() => {
    for (const pid of pids.splice(0)) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    }
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const script = (body: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-hang-"));
    dirs.push(dir);
    const file = path.join(dir, "tesseract");
    fs.writeFileSync(file, `#!/bin/sh\n${body}\n`, { mode: 0o755 });
    return { dir, file };
  };

  it("is given up on when it ignores SIGTERM, for its version and for its languages", { timeout: 120_000 }, async () => {
    const { dir, file } = script(`echo $$ >> "$(dirname "$0")/pids"\ntrap '' TERM\nwhile :; do sleep 1; done`);
    await expect(findTesseractCommand({ ...process.env, PATH: `${dir}${path.delimiter}${process.env["PATH"] ?? ""}` })).resolves.toBeNull();
    await expect(findSystemTessdata({ file, version: "5.3.0" }, { ...process.env, PATH: `${dir}${path.delimiter}${process.env["PATH"] ?? ""}` })).resolves.toBeNull();
    const started = fs.readFileSync(path.join(dir, "pids"), "utf8").trim().split("\n").map(Number);
    pids.push(...started);
    expect(started).toHaveLength(2);
    for (const pid of started) expect(await goneSoon(pid)).toBe(true);
  });

  it.runIf(process.platform === "linux")("ends a page past its time limit when a wrapper's child holds its messages, and kills that child", { timeout: 120_000 }, async () => {
    // The wrapper runs the "real program" (sleep) as its child, not with exec, as such scripts often do.
    const { dir, file } = script(`sleep 300 &\necho $! > "$(dirname "$0")/child"\nwait`);
    const runner = new LocalCommandRunner();
    const run = runner.run({ file, args: [], env: {}, timeoutMs: 1_500 });
    const end = await run;
    const child = Number(fs.readFileSync(path.join(dir, "child"), "utf8"));
    pids.push(child);
    expect(end).toEqual({ kind: "late" });
    expect(await goneSoon(child)).toBe(true);
    expect(runner.count).toBe(0);
  });

  it("ends a run whose command exited but left a process holding its messages, with the command's own exit", { timeout: 120_000 }, async () => {
    const { dir, file } = script(`echo "Failed loading language 'xyz'" >&2\nsleep 300 &\necho $! > "$(dirname "$0")/child"\nexit 1`);
    const end = await new LocalCommandRunner().run({ file, args: [], env: {}, timeoutMs: 600_000 });
    pids.push(Number(fs.readFileSync(path.join(dir, "child"), "utf8")));
    expect(end).toMatchObject({ kind: "exited", code: 1, signal: null });
    expect(end.kind === "exited" && end.stderr).toContain("Failed loading language");
  });
});
