import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { writeVariedPaper } from "../../support/generatedPdfs.ts";
import { REPO_ROOT } from "../../support/runCliProcess.ts";
import { tempDir } from "../../support/tempDir.ts";

interface Outcome {
  file: string;
  status: string;
  error: { name: string; message: string } | null;
}

/** A socket file at `file`: a server left listening (unref'd, so it never holds the test up); closing it would remove the name. */
async function socketFile(file: string): Promise<void> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(file, resolve));
  server.unref();
}

// On main, a named pipe or a socket named *.pdf and a link to a folder inside an imported folder
// were passed over without a line: the summary said "1 imported, 0 failed" and the user never
// learnt that anything else was there.
describe("importing a folder that holds more than PDFs", () => {
  it("lists every entry it did not import with its reason in words, and imports the good paper", async () => {
    const dir = tempDir();
    const folder = path.join(dir, "papers");
    const elsewhere = path.join(dir, "elsewhere");
    fs.mkdirSync(path.join(folder, "sub"), { recursive: true });
    fs.mkdirSync(elsewhere);
    const paper = path.join(folder, "paper.pdf");
    await writeVariedPaper(paper, 2);
    const pipe = path.join(folder, "pipe.pdf");
    spawnSync("mkfifo", [pipe]);
    const socket = path.join(folder, "socket.pdf");
    await socketFile(socket);
    const dangling = path.join(folder, "moved.pdf");
    fs.symlinkSync(path.join(dir, "not-mounted", "paper.pdf"), dangling);
    const loop = path.join(folder, "loop.pdf");
    fs.symlinkSync("loop.pdf", loop);
    const toPipe = path.join(folder, "to-pipe.pdf");
    fs.symlinkSync(pipe, toPipe);
    const folderLink = path.join(folder, "more");
    fs.symlinkSync(elsewhere, folderLink);
    const cycle = path.join(folder, "sub", "up");
    fs.symlinkSync("..", cycle);
    fs.writeFileSync(path.join(folder, "notes.txt"), "not a paper, not named like one");
    spawnSync("mkfifo", [path.join(folder, "fifo-not-named-pdf")]);

    const dataDir = tempDir();
    const run = (args: string[]) => spawnSync(process.execPath, [path.join(REPO_ROOT, "bin/distillate.js"), ...args], { encoding: "utf8", timeout: 4 * 60_000 });
    const result = run(["import", folder, "--json", "--data-dir", dataDir]);
    expect(result.signal, result.stderr).toBeNull();
    expect(result.status, result.stderr).toBe(2);
    const outcomes = result.stdout.trim().split("\n").map((line) => JSON.parse(line) as Outcome);
    const of = (file: string) => outcomes.find((o) => o.file === file);
    expect(of(paper)).toMatchObject({ status: "imported" });
    expect(of(pipe)).toMatchObject({ status: "failed", error: { name: "UnreadableFileError", message: `Cannot read ${pipe}: it is a named pipe (FIFO), not a file, so it holds no paper to import.` } });
    expect(of(socket)).toMatchObject({ status: "failed", error: { name: "UnreadableFileError", message: `Cannot read ${socket}: it is a socket, not a file, so it holds no paper to import.` } });
    expect(of(dangling)?.error?.message).toBe(`Cannot read ${dangling}: it is a symbolic link to ${path.join(dir, "not-mounted", "paper.pdf")}, where there is nothing (moved, deleted, or on a disk not mounted).`);
    expect(of(loop)?.error?.message).toMatch(/goes round a loop of links/);
    expect(of(toPipe)?.error?.message).toMatch(/it is a symbolic link to a named pipe \(FIFO\)/);
    expect(of(folderLink)).toMatchObject({ status: "failed", error: { name: "FolderLinkNotFollowedError" } });
    expect(of(folderLink)?.error?.message).toContain(`is a symbolic link to the folder ${fs.realpathSync(elsewhere)}`);
    expect(of(cycle)).toMatchObject({ status: "failed", error: { name: "FolderLinkNotFollowedError" } });
    // Files not named like a paper are not a paper the user missed: no line for them.
    expect(outcomes).toHaveLength(8);

    const text = run(["import", folder, "--data-dir", tempDir()]);
    expect(text.status, text.stderr).toBe(2);
    expect(text.stdout).toContain("1 imported, 0 already in the library, 7 failed");
    expect(text.stdout).toContain(`FAILED     UnreadableFileError: Cannot read ${pipe}: it is a named pipe (FIFO)`);
    expect(fs.lstatSync(pipe).isFIFO()).toBe(true);
  });
});
