// `models add --copy` writing a model into the data folder, cut short part way: by the disk, and by
// the user's Ctrl-C. A file-size limit (`ulimit -f`, as a shared machine or a batch system sets) makes it real: the
// kernel refuses every byte past the limit (EFBIG, as a FAT32 disk refuses a file of 4 GiB) and
// raises SIGXFSZ. Before this round the CLI died of that signal mid-copy, saying nothing and leaving
// the temporary copy in the data folder; now it names the model's file and the disk's reason, and
// leaves nothing behind. Ctrl-C, the same: the signal killed the CLI mid-copy, and the part copied
// (gigabytes for a real model) stayed in the data folder for good, holding the model's name.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ModelInfoSchema } from "../../../src-main/contract/models.ts";
import { writeTinyModel } from "../../support/llmFixtures.ts";
import { REPO_ROOT, runCliProcess } from "../../support/runCliProcess.ts";
import { tempDir } from "../../support/tempDir.ts";

/** The real CLI under a file-size limit of `kib` KiB, through the user's shell. */
function cliUnderFileLimit(kib: number, args: string[]) {
  const result = spawnSync("/bin/sh", ["-c", `ulimit -f ${kib} && exec "$0" "$@"`, process.execPath, path.join(REPO_ROOT, "bin/distillate.js"), ...args], {
    encoding: "utf8",
    timeout: 10 * 60_000,
  });
  return { code: result.status, signal: result.signal, stderr: result.stderr };
}

describe.skipIf(process.platform === "win32")("distillate models add --copy when the disk refuses the copy part way", () => {
  it("says which file could not be written and why, registers nothing, and leaves no partial copy", () => {
    const dataDir = tempDir();
    // The library is made first, without the limit: only the model's copy meets it.
    expect(runCliProcess(["models", "list", "--data-dir", dataDir]).code).toBe(0);
    const source = writeTinyModel(tempDir(), "tiny.gguf");
    expect(fs.statSync(source).size).toBeGreaterThan(200 * 1024);

    const add = cliUnderFileLimit(100, ["models", "add", "--copy", source, "--data-dir", dataDir]);
    expect(add.signal).toBeNull();
    expect(add.code).toBe(1);
    const target = path.join(dataDir, "models", "tiny.gguf");
    expect(add.stderr).toContain(`Cannot write ${target}: the file is larger than this disk (or a limit set for this program) lets one file be`);
    expect(add.stderr).not.toContain(".partial");
    expect(add.stderr).not.toContain("EFBIG");
    expect(fs.readdirSync(path.join(dataDir, "models"))).toEqual([]);
    expect(ModelInfoSchema.array().parse(JSON.parse(runCliProcess(["models", "list", "--json", "--data-dir", dataDir]).stdout))).toEqual([]);

    // Without the limit the same command copies it under the name it would have had.
    const again = runCliProcess(["models", "add", "--copy", source, "--data-dir", dataDir]);
    expect(again.code).toBe(0);
    expect(fs.readFileSync(target).equals(fs.readFileSync(source))).toBe(true);
  });
});

describe.skipIf(process.platform === "win32")("distillate models add --copy stopped by Ctrl-C", () => {
  it("removes the part copied, registers nothing, and says so", async () => {
    const dataDir = tempDir();
    expect(runCliProcess(["models", "list", "--data-dir", dataDir]).code).toBe(0);
    // A valid header followed by 8 GiB of holes: the copy takes seconds at least, so it is surely
    // under way when the signal comes; it is stopped as soon as its first bytes are on disk.
    const source = writeTinyModel(tempDir(), "large.gguf");
    fs.truncateSync(source, 8 * 2 ** 30);
    const partial = path.join(dataDir, "models", "large.gguf.partial");

    const child = spawn(process.execPath, [path.join(REPO_ROOT, "bin/distillate.js"), "models", "add", "--copy", source, "--data-dir", dataDir], { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (text: string) => (stderr += text));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once("close", (code, signal) => resolve({ code, signal })));
    let ended = false;
    void exited.then(() => (ended = true));
    while (!ended && (fs.statSync(partial, { throwIfNoEntry: false })?.size ?? 0) === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    child.kill("SIGINT");
    const { code, signal } = await exited;

    expect(signal).toBeNull();
    expect(code).toBe(130);
    expect(stderr).toContain("Copy stopped: the part copied was removed and nothing was registered.");
    expect(fs.readdirSync(path.join(dataDir, "models"))).toEqual([]);
    expect(ModelInfoSchema.array().parse(JSON.parse(runCliProcess(["models", "list", "--json", "--data-dir", dataDir]).stdout))).toEqual([]);
  });
});
