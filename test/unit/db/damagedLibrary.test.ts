import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { closeDatabase, openDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { DamagedLibraryError } from "../../../src-main/core/errors/DamagedLibraryError.ts";
import { tempDir } from "../../support/tempDir.ts";

const hash = (file: string) => crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex");

/** A real library with enough rows to span many pages, closed cleanly (no write-ahead log left). */
function writeLibrary(file: string): void {
  const db = openDatabase(file);
  const insert = db.prepare("INSERT INTO settings (key, value_json) VALUES (?, ?)");
  for (let i = 0; i < 200; i++) insert.run(`key-${i}`, JSON.stringify("x".repeat(500)));
  closeDatabase(db);
}

const damages: Record<string, (file: string) => void> = {
  "zero bytes": (file) => fs.writeFileSync(file, ""),
  "another kind of file": (file) => fs.writeFileSync(file, "sample,temperature\nA,873\n".repeat(200)),
  "cut short": (file) => {
    writeLibrary(file);
    fs.truncateSync(file, Math.floor(fs.statSync(file).size / 2));
  },
  "malformed inside": (file) => {
    writeLibrary(file);
    // The schema table's page, right after the 100-byte file header, overwritten with junk.
    const fd = fs.openSync(file, "r+");
    fs.writeSync(fd, Buffer.alloc(3000, 0xa5), 0, 3000, 100);
    fs.closeSync(fd);
  },
};

describe("a damaged library file is reported, never re-created over", () => {
  for (const [damage, make] of Object.entries(damages)) {
    it(`${damage}: DamagedLibraryError naming the file, its bytes unchanged`, () => {
      const dir = tempDir();
      const file = path.join(dir, "library.sqlite");
      make(file);
      const before = hash(file);
      const size = fs.statSync(file).size;

      for (const readonly of [false, true]) {
        let error: unknown;
        try {
          closeDatabase(openDatabase(file, { readonly }));
        } catch (e) {
          error = e;
        }
        expect(error).toBeInstanceOf(DamagedLibraryError);
        const message = (error as Error).message;
        expect(message).toContain(file);
        expect(message).toMatch(/left it untouched/);
        expect(message).toMatch(/backup/);
        expect(message).toMatch(/move it aside/);
      }
      expect(fs.statSync(file).size).toBe(size);
      expect(hash(file)).toBe(before);
      // Nothing took the library's place beside it either.
      expect(fs.readdirSync(dir).filter((name) => !name.endsWith("-shm") && !name.endsWith("-wal"))).toEqual(["library.sqlite"]);
    });
  }

  it("a missing file still becomes a fresh library, and a sound one reopens", () => {
    const file = path.join(tempDir(), "library.sqlite");
    writeLibrary(file);
    const db = openDatabase(file);
    expect(db.prepare("SELECT count(*) FROM settings").pluck().get()).toBe(200);
    closeDatabase(db);
  });
});
