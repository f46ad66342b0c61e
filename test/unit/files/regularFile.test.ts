import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { describeFsError } from "../../../src-main/core/files/describeFsError.ts";
import { readRegularFile, readRegularFileChunks, readRegularFileSync } from "../../../src-main/core/files/readRegularFile.ts";
import { tempDir } from "../../support/tempDir.ts";

const limit = { maxBytes: 1024 };

/** What a user would be told: the reason a caller puts after "Cannot read X:". */
async function refusal(read: () => Promise<unknown>): Promise<string> {
  try {
    await read();
  } catch (error) {
    return describeFsError(error);
  }
  throw new Error("the read was not refused");
}

describe("reading only regular files, to a limit", () => {
  it("reads a regular file and a link to one", async () => {
    const dir = tempDir();
    const file = path.join(dir, "a.txt");
    fs.writeFileSync(file, "hello");
    fs.symlinkSync(file, path.join(dir, "link.txt"));
    expect((await readRegularFile(file, limit)).toString()).toBe("hello");
    expect(readRegularFileSync(path.join(dir, "link.txt"), limit).toString()).toBe("hello");
  });

  it("refuses a FIFO at once instead of waiting for a writer, and says what it is", async () => {
    const dir = tempDir();
    const fifo = path.join(dir, "qas.jsonl");
    execFileSync("mkfifo", [fifo]);
    expect(await refusal(() => readRegularFile(fifo, limit))).toBe("it is a named pipe (FIFO), not a regular file");
    expect(await refusal(async () => readRegularFileSync(fifo, limit))).toBe("it is a named pipe (FIFO), not a regular file");
    expect(await refusal(async () => { for await (const _ of readRegularFileChunks(fifo, limit)) void _; })).toMatch(/FIFO/);
  });

  it("refuses a device, and a link to one, whose stat size says 0", async () => {
    const dir = tempDir();
    fs.symlinkSync("/dev/zero", path.join(dir, "zero.csv"));
    expect(await refusal(() => readRegularFile("/dev/zero", limit))).toBe("it is a device, not a regular file");
    expect(await refusal(() => readRegularFile(path.join(dir, "zero.csv"), limit))).toBe("it is a device, not a regular file");
  });

  it("refuses a folder, a file over the limit, a link when links are refused, and a missing file in words", async () => {
    const dir = tempDir();
    const big = path.join(dir, "big.json");
    fs.writeFileSync(big, Buffer.alloc(3 * 1024 * 1024));
    fs.symlinkSync(big, path.join(dir, "link.json"));
    expect(await refusal(() => readRegularFile(dir, limit))).toBe("it is a folder, not a regular file");
    expect(await refusal(() => readRegularFile(big, { maxBytes: 1024 * 1024, limitFor: "an import reads" }))).toBe("it is 3 MB, more than the 1 MB an import reads");
    expect(await refusal(() => readRegularFile(path.join(dir, "link.json"), { maxBytes: 1e9, noFollow: true }))).toBe("it is a symbolic link, not a regular file");
    expect(await refusal(() => readRegularFile(path.join(dir, "missing"), limit))).toBe("no such file or folder");
  });

  it("names a loop of links as a loop, not as if links were refused (a link to a file is read)", async () => {
    const dir = tempDir();
    fs.symlinkSync("b.pdf", path.join(dir, "a.pdf"));
    fs.symlinkSync("a.pdf", path.join(dir, "b.pdf"));
    fs.symlinkSync("self.bib", path.join(dir, "self.bib"));
    const loop = "it is a symbolic link that goes round a loop of links, so it leads to no file";
    expect(await refusal(() => readRegularFile(path.join(dir, "a.pdf"), limit))).toBe(loop);
    expect(await refusal(async () => readRegularFileSync(path.join(dir, "self.bib"), limit))).toBe(loop);
    expect(await refusal(async () => { for await (const _ of readRegularFileChunks(path.join(dir, "b.pdf"), limit)) void _; })).toBe(loop);
  });

  it("names a link to nowhere as a link and what it points at, still 'absent' to code that asks for ENOENT", async () => {
    const dir = tempDir();
    const link = path.join(dir, "paper.pdf");
    fs.symlinkSync(path.join(dir, "unmounted", "paper.pdf"), link);
    const nowhere = `it is a symbolic link to ${path.join(dir, "unmounted", "paper.pdf")}, where there is nothing (moved, deleted, or on a disk not mounted)`;
    expect(await refusal(() => readRegularFile(link, limit))).toBe(nowhere);
    expect(await refusal(async () => readRegularFileSync(link, limit))).toBe(nowhere);
    await expect(readRegularFile(link, limit)).rejects.toMatchObject({ code: "ENOENT" });
    // A link refused as a link (files the app wrote itself) keeps its words.
    expect(await refusal(() => readRegularFile(link, { ...limit, noFollow: true }))).toBe("it is a symbolic link, not a regular file");
  });

  it("reads a file in chunks up to its size", async () => {
    const dir = tempDir();
    const file = path.join(dir, "rows.jsonl");
    fs.writeFileSync(file, "x".repeat(2500));
    const chunks: number[] = [];
    for await (const chunk of readRegularFileChunks(file, { maxBytes: 10_000, chunkBytes: 1000 })) chunks.push(chunk.length);
    expect(chunks).toEqual([1000, 1000, 500]);
  });
});
