import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { listPapers } from "../../../src-main/core/db/repositories/papers.ts";
import { createCore } from "../../../src-main/core/createCore.ts";
import { ExportRunner } from "../../../src-main/core/export/ExportRunner.ts";
import { MANIFEST_FILE, manifestText, sha256Of } from "../../../src-main/core/export/exportManifest.ts";
import { installSecret } from "../../../src-main/core/system/installSecret.ts";
import { seedLargeLibrary } from "../../support/largeLibrary.ts";
import { seedReviewLibrary } from "../../support/reviewData.ts";
import { tempDir } from "../../support/tempDir.ts";

let dataDir: string;
let databasePath: string;
let db: LibraryDatabase;
let outDir: string;
let exports: ExportRunner;

beforeEach(() => {
  dataDir = tempDir();
  databasePath = path.join(dataDir, "library.sqlite");
  db = openDatabase(databasePath);
  seedReviewLibrary(db, 2, 3);
  outDir = tempDir();
  exports = new ExportRunner({ dataDir, databasePath });
});

afterEach(() => closeDatabase(db));

const exportTo = (out: string) => exports.toFile({ out, format: "jsonl" });
const refusedAs = (name: string) => expect.objectContaining({ name });

/** The library still holds its papers, read through a fresh connection as the app would. */
function libraryIntact(): void {
  const reopened = openDatabase(databasePath, { readonly: true });
  try {
    expect(listPapers(reopened)).toHaveLength(2);
  } finally {
    closeDatabase(reopened);
  }
}

describe("export refuses targets that would destroy the library", () => {
  it("refuses the library file and its -wal and -shm by name", async () => {
    for (const file of [databasePath, `${databasePath}-wal`, `${databasePath}-shm`]) {
      await expect(exportTo(file)).rejects.toThrow(refusedAs("ExportOverwritesLibraryError"));
    }
    // Also written relative, the way a shell user types it.
    await expect(exportTo(path.relative(process.cwd(), databasePath))).rejects.toThrow(refusedAs("ExportOverwritesLibraryError"));
    libraryIntact();
  });

  it("refuses a symlink to the library and a dangling one to its journal, from outside the data folder", async () => {
    const link = path.join(outDir, "dataset.jsonl");
    fs.symlinkSync(databasePath, link);
    await expect(exportTo(link)).rejects.toThrow(refusedAs("ExportOverwritesLibraryError"));
    const dangling = path.join(outDir, "journal.jsonl");
    fs.symlinkSync(`${databasePath}-journal`, dangling);
    await expect(exportTo(dangling)).rejects.toThrow(refusedAs("ExportOverwritesLibraryError"));
    libraryIntact();
  });

  it("refuses a hard link to the library (same device and inode under another name)", async () => {
    const hardLink = path.join(outDir, "backup.sqlite");
    fs.linkSync(databasePath, hardLink);
    await expect(exportTo(hardLink)).rejects.toThrow(refusedAs("ExportOverwritesLibraryError"));
    expect(fs.statSync(hardLink).nlink).toBe(2);
    libraryIntact();
  });

  it("refuses anything inside the data folder, also reached through a symlinked folder", async () => {
    await expect(exportTo(path.join(dataDir, "dataset.jsonl"))).rejects.toThrow(refusedAs("ExportInsideDataDirError"));
    await expect(exportTo(path.join(dataDir, "models", "new", "dataset.jsonl"))).rejects.toThrow(refusedAs("ExportInsideDataDirError"));
    const door = path.join(outDir, "door");
    fs.symlinkSync(dataDir, door);
    await expect(exportTo(path.join(door, "dataset.jsonl"))).rejects.toThrow(refusedAs("ExportInsideDataDirError"));
    expect(fs.existsSync(path.join(dataDir, "models"))).toBe(false);
    expect(fs.readdirSync(dataDir).sort()).toEqual(["library.sqlite", "library.sqlite-shm", "library.sqlite-wal"]);
  });

  it("refuses a folder, existing or written with a trailing slash", async () => {
    await expect(exportTo(outDir)).rejects.toThrow(refusedAs("ExportTargetIsFolderError"));
    await expect(exportTo(path.join(outDir, "new") + path.sep)).rejects.toThrow(refusedAs("ExportTargetIsFolderError"));
    expect(fs.readdirSync(outDir)).toEqual([]);
  });

  it("refuses a named pipe, a link to a device and a socket, leaving each in its place and writing nothing beside it", async () => {
    const pipe = path.join(outDir, "feed.jsonl");
    execFileSync("mkfifo", [pipe]);
    // A link to the device stands for the device itself: the test never names a real /dev entry,
    // which an export run as root on main replaced with the dataset.
    const device = path.join(outDir, "null.jsonl");
    fs.symlinkSync("/dev/null", device);
    const socketPath = path.join(outDir, "listener.jsonl");
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(socketPath, resolve));
    try {
      for (const [target, kind] of [
        [pipe, "a named pipe (FIFO)"],
        [device, "a device"],
        [socketPath, "a socket"],
      ] as const) {
        const refused = await exports.toFile({ out: target, format: "jsonl" }).catch((error: unknown) => error);
        expect(refused).toEqual(expect.objectContaining({ name: "ExportTargetNotAFileError", kind }));
        expect((refused as Error).message).toContain(`${target}: it is ${kind}, not a regular file`);
      }
      await expect(exports.toFile({ out: pipe, format: "beir" })).rejects.toThrow(refusedAs("ExportTargetNotAFileError"));
      expect(fs.lstatSync(pipe).isFIFO()).toBe(true);
      expect(fs.lstatSync(device).isSymbolicLink()).toBe(true);
      expect(fs.lstatSync(socketPath).isSocket()).toBe(true);
      expect(fs.readdirSync(outDir).sort()).toEqual(["feed.jsonl", "listener.jsonl", "null.jsonl"]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("the temporary file of an export", () => {
  it("is not written through a symlink planted at the old predictable name, and has an unguessable name", async () => {
    const target = path.join(outDir, "dataset.jsonl");
    const victim = path.join(tempDir(), "victim.txt");
    fs.writeFileSync(victim, "someone else's file");
    // The name exports used to write to, planted by another user of a shared folder.
    fs.symlinkSync(victim, `${target}.partial-${process.pid}`);
    const seen: string[] = [];
    const result = await exports.toFile({ out: target, format: "jsonl" }, { onProgress: () => seen.push(...fs.readdirSync(outDir)) });
    expect(fs.readFileSync(victim, "utf8")).toBe("someone else's file");
    expect(result.records).toBeGreaterThan(0);
    expect(fs.readFileSync(target, "utf8").trim().split("\n")).toHaveLength(result.records);
    const temps = [...new Set(seen)].filter((name) => name.endsWith(".partial"));
    expect(temps).toHaveLength(1);
    // Unguessable, and naming its owner (machine tag and process id) so a killed export's litter can be told apart.
    expect(temps[0]).toMatch(new RegExp(`^\\.dataset\\.jsonl\\.[0-9a-f]{24}\\.[0-9a-f]{8}-${process.pid}\\.partial$`));
    // A second export uses another name.
    const again: string[] = [];
    await exports.toFile({ out: target, format: "jsonl" }, { onProgress: () => again.push(...fs.readdirSync(outDir)) });
    expect(again.filter((name) => name.endsWith(".partial"))).not.toContain(temps[0]);
    expect(fs.readdirSync(outDir).sort()).toEqual(["dataset.jsonl", `dataset.jsonl.partial-${process.pid}`]);
  });

  it("keeps the mode of the file it replaces", async () => {
    const target = path.join(outDir, "shared.jsonl");
    fs.writeFileSync(target, "old");
    fs.chmodSync(target, 0o640);
    await exportTo(target);
    expect(fs.statSync(target).mode & 0o777).toBe(0o640);
    fs.chmodSync(target, 0o604);
    await exportTo(target);
    expect(fs.statSync(target).mode & 0o777).toBe(0o604);
    expect(fs.readFileSync(target, "utf8")).not.toBe("old");
  });
});

describe("stopping an export", () => {
  beforeEach(() => seedLargeLibrary(db, 20_000));

  for (const how of ["its signal", "closing the core"] as const) {
    it(`by ${how} removes the partial file and leaves the previous target intact`, async () => {
      const target = path.join(outDir, "dataset.jsonl");
      fs.writeFileSync(target, "previous export\n");
      const core = createCore({ dataDir });
      const stop = new AbortController();
      const partial = () => fs.readdirSync(outDir).some((name) => name.endsWith(".partial"));
      let partialSeen = false;
      let goneAtOnce = false;
      const running = core.services.export.exportDataset(
        { out: target, format: "jsonl" },
        {
          signal: stop.signal,
          onProgress: ({ records }) => {
            if (records === 0 || partialSeen) return;
            partialSeen = partial();
            if (how === "its signal") return stop.abort(new Error("interrupted"));
            // The app may exit right after closing: the partial file must not outlive the call.
            core.close();
            goneAtOnce = !partial();
          },
        },
      );
      await expect(running).rejects.toThrow(refusedAs("ExportStoppedError"));
      await core.closeAsync();
      expect(partialSeen).toBe(true);
      if (how === "closing the core") expect(goneAtOnce).toBe(true);
      expect(fs.readdirSync(outDir)).toEqual(["dataset.jsonl"]);
      expect(fs.readFileSync(target, "utf8")).toBe("previous export\n");
    });
  }
});

describe("an export returned as text", () => {
  it("is refused past its size limit with a named error", async () => {
    const small = new ExportRunner({ dataDir, databasePath, maxTextBytes: 2000 });
    await expect(small.toText({ format: "json" })).rejects.toThrow(refusedAs("ExportTooLargeError"));
    const all = await exports.toText({ format: "jsonl" });
    expect(all.text.trim().split("\n")).toHaveLength(all.records);
  });
});

describe("folder formats and read-only targets", () => {
  const exportFolder = (out: string, hooks = {}) => exports.toFile({ out, format: "huggingface", options: { keepDuplicates: true } }, hooks);

  it("refuse a file where a folder is written, a folder holding other files, and targets marked read-only, changing nothing", async () => {
    const file = path.join(outDir, "notes.txt");
    fs.writeFileSync(file, "mine");
    await expect(exportFolder(file)).rejects.toThrow(refusedAs("ExportTargetIsFileError"));
    const documents = path.join(outDir, "Documents");
    fs.mkdirSync(documents);
    fs.writeFileSync(path.join(documents, "thesis.docx"), "years of work");
    await expect(exportFolder(documents)).rejects.toThrow(/thesis\.docx/);
    expect(fs.readFileSync(path.join(documents, "thesis.docx"), "utf8")).toBe("years of work");
    const locked = path.join(outDir, "locked.jsonl");
    fs.writeFileSync(locked, "keep me");
    fs.chmodSync(locked, 0o444);
    await expect(exportTo(locked)).rejects.toThrow(refusedAs("ExportTargetReadOnlyError"));
    expect(fs.readFileSync(locked, "utf8")).toBe("keep me");
    expect(fs.readdirSync(outDir).sort()).toEqual(["Documents", "locked.jsonl", "notes.txt"]);
  });

  it("replace an earlier export of theirs whole, refuse one changed since, and are not offered as a browser download", async () => {
    const target = path.join(outDir, "dataset");
    const first = await exportFolder(target);
    const manifest = fs.readFileSync(path.join(target, "distillate-export.json"), "utf8");
    expect(first.records).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await exportFolder(target);
    expect(fs.readFileSync(path.join(target, "distillate-export.json"), "utf8")).not.toBe(manifest);
    expect(fs.readdirSync(outDir)).toEqual(["dataset"]);
    // A file of the export edited by hand is the user's work now: the folder is not replaced.
    fs.writeFileSync(path.join(target, "data", "test.jsonl"), "my corrections\n");
    await expect(exportFolder(target)).rejects.toThrow(expect.objectContaining({ name: "ExportFolderChangedError", message: expect.stringContaining("data/test.jsonl") }));
    expect(fs.readFileSync(path.join(target, "data", "test.jsonl"), "utf8")).toBe("my corrections\n");
    await expect(exports.toText({ format: "beir" })).rejects.toThrow(refusedAs("FolderFormatNotDownloadableError"));
  });

  it("follow a symbolic link named as the target: the earlier export it points at is replaced, and the link stays a link", async () => {
    const real = path.join(outDir, "datasets", "week-49");
    fs.mkdirSync(path.dirname(real));
    await exportFolder(real);
    const manifest = fs.readFileSync(path.join(real, "distillate-export.json"), "utf8");
    const link = path.join(outDir, "latest");
    fs.symlinkSync(real, link);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await exportFolder(link);
    expect(again.records).toBeGreaterThan(0);
    expect(fs.lstatSync(link).isSymbolicLink()).toBe(true);
    expect(fs.readFileSync(path.join(real, "distillate-export.json"), "utf8")).not.toBe(manifest);
    expect(fs.readdirSync(path.dirname(real))).toEqual(["week-49"]);
  });
});

describe("stopping a folder export", () => {
  beforeEach(() => seedLargeLibrary(db, 20_000));

  it("removes the partial folder and leaves the previous export intact", async () => {
    const target = path.join(outDir, "dataset");
    // An earlier export: its card and the manifest an export leaves.
    fs.mkdirSync(target);
    const card = "# Distillate export, previous\n";
    fs.writeFileSync(path.join(target, "README.md"), card);
    fs.writeFileSync(path.join(target, MANIFEST_FILE), manifestText("huggingface", [{ path: "README.md", bytes: card.length, sha256: sha256Of(card) }], installSecret(dataDir)));
    const stop = new AbortController();
    let partialSeen = false;
    const running = exports.toFile(
      { out: target, format: "huggingface" },
      {
        signal: stop.signal,
        onProgress: ({ records }) => {
          if (records === 0 || partialSeen) return;
          partialSeen = fs.readdirSync(outDir).some((name) => name.endsWith(".partial"));
          stop.abort(new Error("interrupted"));
        },
      },
    );
    await expect(running).rejects.toThrow(refusedAs("ExportStoppedError"));
    expect(partialSeen).toBe(true);
    expect(fs.readdirSync(outDir)).toEqual(["dataset"]);
    expect(fs.readFileSync(path.join(target, "README.md"), "utf8")).toBe(card);
  });
});
