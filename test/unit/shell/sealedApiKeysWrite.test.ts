// Saving an API key in the desktop app writes the sealed keys file beside itself and renames it
// in. Whatever stands at a temporary name (a named pipe, a link to the user's file, a folder), a
// keys file that cannot be read, or a folder that cannot be written: the key is saved whole or
// the user is told which file could not be written, the other keys and the user's files intact,
// and the key itself in no message.
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { sealedApiKeys, type KeySealer } from "../../../src-main/shell/sealedApiKeys.ts";
import { tempDir } from "../../support/tempDir.ts";

const GPU1 = "http://gpu-1.lab:8000";
const KEY = "sk-lab-0123456789";

// Not a cipher: the store's writing is under test here (apiKeySources.test.ts tests the sealing).
const reversing: KeySealer = {
  isEncryptionAvailable: () => true,
  encryptString: (text) => Buffer.from(text, "utf8").reverse(),
  decryptString: (sealed) => Buffer.from(sealed).reverse().toString("utf8"),
};

// The name the store wrote through before this round: anyone able to write in the data folder
// could have something standing there.
const oldPartialName = (file: string): string => `${file}.${process.pid}.partial`;

const readers: ChildProcess[] = [];
afterEach(() => {
  for (const reader of readers.splice(0)) reader.kill("SIGKILL");
});

describe("saving an API key whatever stands beside the keys file", () => {
  it("writes through no link planted at a temporary name: the file it points at is untouched", async () => {
    const dir = tempDir();
    const file = path.join(dir, "api-keys.json");
    const usersFile = path.join(dir, "thesis.tex");
    fs.writeFileSync(usersFile, "\\section{Results}\n");
    fs.symlinkSync(usersFile, oldPartialName(file));
    sealedApiKeys(file, reversing).set("DISTILLATE_LAB_KEY", KEY, [GPU1]);
    expect(fs.readFileSync(usersFile, "utf8")).toBe("\\section{Results}\n");
    expect(fs.lstatSync(file).isFile()).toBe(true);
    expect(await sealedApiKeys(file, reversing).get("DISTILLATE_LAB_KEY", GPU1)).toBe(KEY);
  });

  it("neither waits on nor renames in a named pipe planted at a temporary name", async () => {
    const dir = tempDir();
    const file = path.join(dir, "api-keys.json");
    const pipe = oldPartialName(file);
    execFileSync("mkfifo", [pipe]);
    // A reader on the pipe's other end, so that a build which opens the pipe to write (waiting
    // for a reader) goes on instead of holding this test's thread for good.
    readers.push(spawn(process.execPath, ["-e", "require('node:fs').readFileSync(process.argv[1])", pipe], { stdio: "ignore" }));
    sealedApiKeys(file, reversing).set("DISTILLATE_LAB_KEY", KEY, [GPU1]);
    expect(fs.lstatSync(file).isFile()).toBe(true);
    expect(await sealedApiKeys(file, reversing).get("DISTILLATE_LAB_KEY", GPU1)).toBe(KEY);
  });

  it("is not stopped by a folder standing at a temporary name", async () => {
    const dir = tempDir();
    const file = path.join(dir, "api-keys.json");
    fs.mkdirSync(oldPartialName(file));
    sealedApiKeys(file, reversing).set("DISTILLATE_LAB_KEY", KEY, [GPU1]);
    expect(await sealedApiKeys(file, reversing).get("DISTILLATE_LAB_KEY", GPU1)).toBe(KEY);
  });

  it("names the keys file, not a temporary one, when its folder cannot be written, and leaves nothing behind", () => {
    const dir = tempDir();
    // Where the data folder should be, a file: every write in it fails, as on a full disk.
    const notAFolder = path.join(dir, "data");
    fs.writeFileSync(notAFolder, "");
    const file = path.join(notAFolder, "api-keys.json");
    let message = "";
    try {
      sealedApiKeys(file, reversing).set("DISTILLATE_LAB_KEY", KEY, [GPU1]);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe(`Cannot write ${file}: a part of its folder's path is a file, not a folder; the file there before, if any, is unchanged`);
    expect(message).not.toContain(KEY);
    expect(fs.readdirSync(dir)).toEqual(["data"]);
  });

  it("refuses to save over a keys file it cannot read, keeping it, rather than lose the keys in it", () => {
    const dir = tempDir();
    const file = path.join(dir, "api-keys.json");
    execFileSync("mkfifo", [file]);
    expect(() => sealedApiKeys(file, reversing).set("DISTILLATE_LAB_KEY", KEY, [GPU1])).toThrow(
      `Cannot write ${file}: the keys already saved there cannot be read (it is a named pipe (FIFO), not a regular file), so saving would lose them`,
    );
    expect(fs.lstatSync(file).isFIFO()).toBe(true);
    expect(fs.readdirSync(dir)).toEqual(["api-keys.json"]);
  });
});
