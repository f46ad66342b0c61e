// `models add --copy` writing a model into the data folder when the disk refuses the bytes part way.
// A file-size limit (`ulimit -f`, as a shared machine or a batch system sets) makes it real: the
// kernel refuses every byte past the limit (EFBIG, as a FAT32 disk refuses a file of 4 GiB) and
// raises SIGXFSZ. Before this round the CLI died of that signal mid-copy, saying nothing and leaving
// the temporary copy in the data folder; now it names the model's file and the disk's reason, and
// leaves nothing behind.
import { spawnSync } from "node:child_process";
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
