import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { closeDatabase, openDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { LATEST_SCHEMA_VERSION, migrations } from "../../../src-main/core/db/migrations/index.ts";
import { listPaperTables } from "../../../src-main/core/db/repositories/paperTables.ts";
import { DatabaseFromFutureError } from "../../../src-main/core/errors/DatabaseFromFutureError.ts";
import { DamagedLibraryError } from "../../../src-main/core/errors/DamagedLibraryError.ts";
import { DatabaseOpenError } from "../../../src-main/core/errors/DatabaseOpenError.ts";
import { tempDir } from "../../support/tempDir.ts";

describe("opening and migrating the library", () => {
  it("creates every table from an empty file and records the version", () => {
    const file = path.join(tempDir(), "nested", "library.sqlite");
    const db = openDatabase(file);
    expect(db.pragma("user_version", { simple: true })).toBe(LATEST_SCHEMA_VERSION);
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.pragma("foreign_keys", { simple: true })).toBe(1);
    const tables = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").pluck().all();
    for (const table of ["papers", "pages", "sections", "passages", "sentences", "paper_references", "models", "runs", "run_papers", "work_items", "qa_items", "qa_evidence", "scores", "annotations", "settings", "passages_fts", "qa_fts"]) {
      expect(tables).toContain(table);
    }
    closeDatabase(db);
    // Reopening a current file is a no-op, not a second migration.
    const again = openDatabase(file);
    expect(again.pragma("user_version", { simple: true })).toBe(LATEST_SCHEMA_VERSION);
    closeDatabase(again);
  });

  it("refuses a file written by a newer version and leaves it untouched", () => {
    const file = path.join(tempDir(), "library.sqlite");
    const future = new Database(file);
    future.exec("CREATE TABLE from_the_future (x); INSERT INTO from_the_future VALUES (42);");
    future.pragma(`user_version = ${LATEST_SCHEMA_VERSION + 5}`);
    future.close();
    const before = fs.readFileSync(file);

    let error: unknown;
    try {
      openDatabase(file);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DatabaseFromFutureError);
    expect((error as Error).name).toBe("DatabaseFromFutureError");
    expect((error as Error).message).toContain(`schema v${LATEST_SCHEMA_VERSION + 5}`);
    expect((error as Error).message).toContain("Update Distillate");
    expect(fs.readFileSync(file).equals(before)).toBe(true);
  });

  it("says plainly when the file is not a database", () => {
    const file = path.join(tempDir(), "library.sqlite");
    fs.writeFileSync(file, "these are not the bytes of a SQLite database, just text ".repeat(40));
    expect(() => openDatabase(file)).toThrow(DamagedLibraryError);
    expect(() => openDatabase(file)).toThrow(/does not start like a SQLite database/);
  });

  it("rolls back every pending migration when one fails", () => {
    const file = path.join(tempDir(), "library.sqlite");
    const db = new Database(file);
    // A table the first migration also creates makes it fail halfway through.
    db.exec("CREATE TABLE settings (anything)");
    db.close();
    expect(() => openDatabase(file)).toThrow(DatabaseOpenError);
    const check = new Database(file);
    expect(check.pragma("user_version", { simple: true })).toBe(0);
    expect(check.prepare("SELECT count(*) FROM sqlite_schema WHERE name = 'papers'").pluck().get()).toBe(0);
    check.close();
  });

  it("migrates step by step to each version, and the scheduler's and summary's queries use their indexes", () => {
    const file = path.join(tempDir(), "library.sqlite");
    for (const migration of migrations) {
      const db = openDatabase(file, { targetVersion: migration.version });
      expect(db.pragma("user_version", { simple: true })).toBe(migration.version);
      closeDatabase(db);
    }
    const db = openDatabase(file);
    const plan = (sql: string) => db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all().map((row) => (row as { detail: string }).detail).join(" | ");
    expect(plan("SELECT id FROM work_items WHERE run_id = 1 AND status = 'pending' ORDER BY ordinal LIMIT 8")).toContain("work_items_run_status");
    expect(plan("SELECT * FROM qa_items WHERE paper_id = 3 AND verdict = 'accepted'")).toContain("qa_items_paper_verdict");
    expect(plan("SELECT * FROM papers WHERE doi = '10.1/x'")).toContain("papers_doi");
    closeDatabase(db);
  });

  it("brings a version-3 library's runs to version 4: items keep their state and gain a reason, runs a retry link", () => {
    const file = path.join(tempDir(), "library.sqlite");
    const old = openDatabase(file, { targetVersion: 3 });
    old.exec(`
      INSERT INTO papers (id, sha256, source_path, file_size, file_name) VALUES (1, '${"a".repeat(64)}', '/p/a.pdf', 10, 'a.pdf');
      INSERT INTO runs (id, strategy, prompt_version, model_name, seed, status) VALUES (7, 'retchem', 'retchem@2', 'm', 1, 'completed');
      INSERT INTO work_items (run_id, paper_id, item_key, ordinal, kind, status) VALUES (7, 1, 'paper:1/multi:factual', 0, 'question-type', 'done');
    `);
    closeDatabase(old);
    const db = openDatabase(file);
    expect(db.prepare("SELECT status, reason_json AS reason FROM work_items").get()).toEqual({ status: "done", reason: null });
    db.prepare(`INSERT INTO runs (id, strategy, prompt_version, model_name, seed, retry_of) VALUES (8, 'retchem', 'retchem@2', 'm2', 1, 7)`).run();
    db.prepare(`UPDATE work_items SET reason_json = ? WHERE run_id = 7`).run(JSON.stringify({ code: "multi-hop-check", message: "every QA ..." }));
    expect(() => db.prepare(`UPDATE work_items SET reason_json = 'not json' WHERE run_id = 7`).run()).toThrow(/CHECK constraint/);
    const plan = db.prepare("EXPLAIN QUERY PLAN SELECT id FROM runs WHERE retry_of = 7").all().map((row) => (row as { detail: string }).detail).join(" | ");
    expect(plan).toContain("runs_retry_of");
    // Removing the original run keeps its retry, unlinked.
    db.prepare("DELETE FROM runs WHERE id = 7").run();
    expect(db.prepare("SELECT retry_of FROM runs WHERE id = 8").pluck().get()).toBeNull();
    closeDatabase(db);
  });

  it("brings a version-7 library to version 8: papers gain an empty year and venue, corrections are looked up by file", () => {
    const file = path.join(tempDir(), "library.sqlite");
    const old = openDatabase(file, { targetVersion: 7 });
    old.exec(`INSERT INTO papers (id, sha256, source_path, file_size, title, file_name) VALUES (1, '${"a".repeat(64)}', '/p/a.pdf', 10, 'Read', 'a.pdf')`);
    closeDatabase(old);
    const db = openDatabase(file);
    expect(db.prepare("SELECT title, year, venue FROM papers").get()).toEqual({ title: "Read", year: null, venue: null });
    const plan = db.prepare(`EXPLAIN QUERY PLAN SELECT * FROM paper_edits WHERE sha256 = ?`).all("a".repeat(64)).map((row) => (row as { detail: string }).detail).join(" | ");
    expect(plan).toMatch(/USING PRIMARY KEY/);
    const insert = db.prepare(`INSERT INTO paper_edits (sha256, field, value_json, extracted_json, source) VALUES (?, ?, '"x"', 'null', 'user')`);
    expect(() => insert.run("a".repeat(64), "colour")).toThrow(/CHECK constraint/);
    closeDatabase(db);
  });

  it("brings a version-5 library's answer judgements to version 7 as yes / no, and accepts 'unsure' after", () => {
    const file = path.join(tempDir(), "library.sqlite");
    const old = openDatabase(file, { targetVersion: 5 });
    old.exec(`
      INSERT INTO papers (id, sha256, source_path, file_size, file_name) VALUES (1, '${"a".repeat(64)}', '/p/a.pdf', 10, 'a.pdf');
      INSERT INTO runs (id, strategy, prompt_version, model_name, seed, status) VALUES (7, 'chemlit', 'chemlit@1', 'm', 1, 'completed');
      INSERT INTO qa_items (id, run_id, paper_id, question, answer) VALUES (1, 7, 1, 'Q?', 'A.');
      INSERT INTO annotations (qa_id, reviewer, decision, answer_correct, context_correct) VALUES (1, 'ana', 'keep', 1, 0), (1, 'ben', 'drop', 0, NULL), (1, 'cy', 'keep', NULL, NULL);
    `);
    closeDatabase(old);
    const db = openDatabase(file);
    expect(db.prepare("SELECT reviewer, answer_correct AS a, context_correct AS c, answerable, corrected_question AS q FROM annotations ORDER BY reviewer").all()).toEqual([
      { reviewer: "ana", a: "yes", c: 0, answerable: null, q: null },
      { reviewer: "ben", a: "no", c: null, answerable: null, q: null },
      { reviewer: "cy", a: null, c: null, answerable: null, q: null },
    ]);
    db.prepare("UPDATE annotations SET answer_correct = 'unsure', answerable = 1 WHERE reviewer = 'cy'").run();
    expect(() => db.prepare("UPDATE annotations SET answer_correct = 'maybe' WHERE reviewer = 'cy'").run()).toThrow(/CHECK constraint/);
    expect(() => db.prepare("UPDATE annotations SET answerable = 2 WHERE reviewer = 'cy'").run()).toThrow(/CHECK constraint/);
    closeDatabase(db);
  });

  it("brings a version-5 library's runs to version 6: engine settings and the generator move to their own columns", () => {
    const file = path.join(tempDir(), "library.sqlite");
    const old = openDatabase(file, { targetVersion: 5 });
    const engine = { lanes: 2, contextSize: 8192, temperature: 0, perplexityShift: true, dsePerThreshold: 0, maxAttempts: 3, contextSizeUsed: 2048 };
    old.prepare(`INSERT INTO models (id, file_path, name, file_size) VALUES (3, '/m/tiny.gguf', 'tiny', 10)`).run();
    old.prepare(`INSERT INTO runs (id, strategy, prompt_version, settings_json, model_id, model_name, seed) VALUES (7, 'retchem', 'retchem@2', ?, 3, 'tiny', 1)`).run(
      JSON.stringify({ factual: 2, _engine: engine }),
    );
    old.prepare(`INSERT INTO runs (id, strategy, prompt_version, settings_json, model_name, seed) VALUES (8, 'sciqag', 'sciqag@1', '{"maxTokens":512}', 'gone', 1)`).run();
    closeDatabase(old);
    const db = openDatabase(file);
    const rows = db.prepare("SELECT id, settings_json, engine_settings_json, generator_model_id, judge_model_id, embedder_model_id FROM runs ORDER BY id").all() as Record<string, unknown>[];
    expect(rows.map((r) => ({ ...r, settings_json: JSON.parse(r.settings_json as string), engine_settings_json: JSON.parse(r.engine_settings_json as string) }))).toEqual([
      { id: 7, settings_json: { factual: 2 }, engine_settings_json: engine, generator_model_id: 3, judge_model_id: null, embedder_model_id: null },
      { id: 8, settings_json: { maxTokens: 512 }, engine_settings_json: {}, generator_model_id: null, judge_model_id: null, embedder_model_id: null },
    ]);
    // A removed judge model leaves the run, with no judge named.
    db.prepare("UPDATE runs SET judge_model_id = 3 WHERE id = 8").run();
    db.prepare("DELETE FROM models WHERE id = 3").run();
    expect(db.prepare("SELECT generator_model_id, judge_model_id FROM runs WHERE id = 8").get()).toEqual({ generator_model_id: null, judge_model_id: null });
    closeDatabase(db);
  });

  it("brings a version-16 library to version 17: its papers' tables are not read yet (never shown as none), a text's are, and a paper's tables are found by its index", () => {
    const file = path.join(tempDir(), "library.sqlite");
    const old = openDatabase(file, { targetVersion: 16 });
    old.exec(`
      INSERT INTO papers (id, sha256, source_path, file_size, file_name, parser_version) VALUES (1, '${"a".repeat(64)}', '/p/a.pdf', 10, 'a.pdf', 'layout-3');
      INSERT INTO papers (id, sha256, source_path, file_size, file_name, parser_version) VALUES (2, '${"b".repeat(64)}', 'notes.txt', 10, 'notes.txt', 'text-source-1');
    `);
    closeDatabase(old);
    const db = openDatabase(file);
    expect(listPaperTables(db, 1)).toBeNull();
    expect(listPaperTables(db, 2)).toEqual([]);
    const plan = db.prepare("EXPLAIN QUERY PLAN SELECT * FROM paper_tables WHERE paper_id = 1 ORDER BY ordinal").all().map((row) => (row as { detail: string }).detail).join(" | ");
    expect(plan).toContain("paper_tables_paper");
    expect(plan).not.toContain("TEMP B-TREE");
    const insert = db.prepare(`INSERT INTO paper_tables (paper_id, ordinal, page, pages_json, boxes_json, kind, rotated, ruling) VALUES (1, ?, 1, '[1]', '[{"page":1,"x":0,"y":0,"w":1,"h":1}]', ?, 0, 'grid')`);
    insert.run(0, "text");
    expect(() => insert.run(1, "chart")).toThrow(/CHECK constraint/);
    expect(() => insert.run(0, "image")).toThrow(/UNIQUE constraint/);
    db.prepare("DELETE FROM papers WHERE id = 1").run();
    expect(db.prepare("SELECT count(*) FROM paper_tables").pluck().get()).toBe(0);
    closeDatabase(db);
  });
});
