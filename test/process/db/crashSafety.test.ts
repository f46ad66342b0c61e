import { spawn } from "node:child_process";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { tempDir } from "../../support/tempDir.ts";

const WRITER = path.join(import.meta.dirname, "../../support/crashWriter.ts");
const PASSAGES = 400;

/** Starts the writer and SIGKILLs it when `shouldKill` says so for a line it printed. */
function runAndKill(file: string, shouldKill: (line: string) => boolean, hold: boolean): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WRITER, file, String(PASSAGES), hold ? "hold" : "run"], { stdio: ["ignore", "pipe", "pipe"] });
    const lines: string[] = [];
    let stderr = "";
    let buffer = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.stdout.on("data", (chunk) => {
      buffer += chunk;
      let newline: number;
      while ((newline = buffer.indexOf("\n")) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        lines.push(line);
        if (shouldKill(line)) child.kill("SIGKILL");
      }
    });
    child.on("exit", (_code, signal) => (signal === "SIGKILL" ? resolve(lines) : reject(new Error(`writer exited on its own: ${stderr}`))));
  });
}

function inspect(file: string) {
  const db = new Database(file);
  const integrity = db.pragma("integrity_check", { simple: true });
  const papers = db.prepare("SELECT count(*) FROM papers").pluck().get() as number;
  const perPaper = db.prepare("SELECT count(p.id) FROM papers LEFT JOIN passages p ON p.paper_id = papers.id GROUP BY papers.id").pluck().all() as number[];
  const orphans = db.prepare("SELECT count(*) FROM passages WHERE paper_id NOT IN (SELECT id FROM papers)").pluck().get() as number;
  const sentences = db.prepare("SELECT count(*) FROM sentences").pluck().get() as number;
  const fts = db.prepare("SELECT count(*) FROM passages_fts").pluck().get() as number;
  const passages = db.prepare("SELECT count(*) FROM passages").pluck().get() as number;
  db.close();
  return { integrity, papers, perPaper, orphans, sentences, passages, fts };
}

describe("a write transaction killed with SIGKILL", () => {
  it("leaves a sound file with all or none of the killed transaction's rows", async () => {
    const file = path.join(tempDir(), "library.sqlite");
    // Kill inside the transaction several times, and once more at a moment chosen by chance.
    let committed = 0;
    for (let round = 0; round < 3; round++) {
      const lines = await runAndKill(file, (line) => line.startsWith("inside 1"), true);
      committed += lines.filter((l) => l.startsWith("committed")).length;
      const state = inspect(file);
      expect(state.integrity).toBe("ok");
      expect(state.orphans).toBe(0);
      // Each transaction writes two papers. The one killed halfway left no row; every one
      // reported committed is there, complete.
      expect(state.papers).toBe(2 * committed);
      expect(state.perPaper.every((n) => n === PASSAGES)).toBe(true);
      expect(state.sentences).toBe(state.passages * 2);
      expect(state.fts).toBe(state.passages);
    }
    const deadline = 150 + Math.floor(Math.random() * 400);
    const started = Date.now();
    await runAndKill(file, () => Date.now() - started > deadline, false);
    const state = inspect(file);
    expect(state.integrity).toBe("ok");
    expect(state.papers % 2).toBe(0);
    expect(state.perPaper.every((n) => n === PASSAGES)).toBe(true);
    expect(state.fts).toBe(state.passages);
  });
});
