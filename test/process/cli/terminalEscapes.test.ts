// Paper text, titles and a model's words are someone else's: printed raw, an escape sequence in
// them retitles the terminal window (ESC ] 0 ; … BEL), clears the screen (ESC [ 2 J) or worse.
// The real CLI shows such characters as visible escapes instead, and --json stays JSON whose
// strings hold the text exactly.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { closeDatabase, openDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { replacePaperTables } from "../../../src-main/core/db/repositories/paperTables.ts";
import { insertPaperDocument } from "../../../src-main/core/db/repositories/insertPaperDocument.ts";
import type { ParsedTable, TableCell } from "../../../src-main/contract/tables.ts";
import { runCliProcess } from "../../support/runCliProcess.ts";
import { samplePaper } from "../../support/sampleData.ts";
import { tempDir } from "../../support/tempDir.ts";

const HOSTILE_TITLE = "Perovskites\u001b]0;owned\u0007 and \u001b[2Jthe screen \u202efdp.exe\u202c";
const HOSTILE_TEXT = "Perovskite films annealed at 300 K\u001b[31m kept\u009b2J their cubic phase\rFAKE LINE\u0000.";
/**
 * What a terminal may act on instead of showing: C0 controls but tab and line feed, DEL, C1
 * controls, and the bidirectional overrides a right-to-left-aware terminal turns a line around at.
 */
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const cell = (text: string): TableCell => ({ text, box: null, colSpan: 1, rowSpan: 1 });
/** A table whose cells a hostile PDF could print: an override that turns the rest of the row around, an escape, a NUL. */
const HOSTILE_TABLE: ParsedTable = {
  label: "Table 1",
  caption: "Doses",
  page: 1,
  pages: [1],
  boxes: [{ page: 1, x: 0, y: 0, w: 10, h: 10 }],
  kind: "text",
  rotated: false,
  ruling: "grid",
  header: [{ kind: "header", cells: [cell("Drug"), cell("Dose")] }],
  rows: [{ kind: "body", cells: [cell("\u202e01 gm"), cell("5 mg\u001b[2J\u0000")] }],
  footnotes: [],
  doubts: [],
};

function hostileLibrary(): string {
  const dataDir = tempDir();
  fs.mkdirSync(dataDir, { recursive: true });
  const db = openDatabase(path.join(dataDir, "library.sqlite"));
  const paper = samplePaper("escapes");
  const passages = paper.passages.map((p, i) => (i === 1 ? { ...p, text: HOSTILE_TEXT, boxes: [], sentences: [[0, HOSTILE_TEXT.length]] as [number, number][] } : p));
  const paperId = insertPaperDocument(db, { ...paper, title: HOSTILE_TITLE, authors: ["Ana\u001b[8m Hidden"], passages });
  replacePaperTables(db, paperId, [HOSTILE_TABLE]);
  closeDatabase(db);
  return dataDir;
}

describe("text printed by the CLI", () => {
  it("shows escape sequences from a paper as visible text, never sends them to the terminal", () => {
    const dataDir = hostileLibrary();
    const tables = ["md", "csv", "tsv"].map((format) => ["tables", "1", "--format", format]);
    for (const args of [["papers"], ["show", "1"], ["ask", "--retrieve-only", "annealed cubic phase"], ...tables]) {
      const result = runCliProcess(["--data-dir", dataDir, ...args]);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout, args.join(" ")).not.toMatch(CONTROLS);
      expect(result.stderr).not.toMatch(CONTROLS);
    }
    const shown = runCliProcess(["--data-dir", dataDir, "show", "1"]).stdout;
    expect(shown).toContain("Perovskites\\u001b]0;owned\\u0007 and \\u001b[2Jthe screen \\u202efdp.exe\\u202c");
    const passages = runCliProcess(["--data-dir", dataDir, "ask", "--retrieve-only", "annealed cubic phase"]).stdout;
    // The passage's whitespace is folded to spaces for the listing; the controls are shown.
    expect(passages).toContain("\\u001b[31m kept\\u009b2J their cubic phase FAKE LINE\\u0000.");
    const csv = runCliProcess(["--data-dir", dataDir, "tables", "1", "--format", "csv"]).stdout;
    expect(csv).toBe("Drug,Dose\n\\u202e01 gm,5 mg\\u001b[2J\\u0000\n");
  });

  it("keeps --json output JSON, with no raw control character and the text exact once parsed", () => {
    const dataDir = hostileLibrary();
    const shown = runCliProcess(["--data-dir", dataDir, "--json", "show", "1"]);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).not.toMatch(CONTROLS);
    expect((JSON.parse(shown.stdout) as { title: string }).title).toBe(HOSTILE_TITLE);
    const retrieved = runCliProcess(["--data-dir", dataDir, "--json", "ask", "--retrieve-only", "annealed cubic phase"]);
    expect(retrieved.stdout).not.toMatch(CONTROLS);
    expect((JSON.parse(retrieved.stdout) as { passages: { text: string }[] }).passages.map((p) => p.text)).toContain(HOSTILE_TEXT);
  });
});
