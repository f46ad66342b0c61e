import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { insertPaperDocument } from "../../../src-main/core/db/repositories/insertPaperDocument.ts";
import { listPassages } from "../../../src-main/core/db/repositories/paperParts.ts";
import { insertQaItem, setQaVerdict } from "../../../src-main/core/db/repositories/qaItems.ts";
import { createRun } from "../../../src-main/core/db/repositories/runs.ts";
import { ExportRunner } from "../../../src-main/core/export/ExportRunner.ts";
import { createExportService } from "../../../src-main/core/export/createExportService.ts";
import type { ExportService } from "../../../src-main/contract/services.ts";
import { samplePaper } from "../../support/sampleData.ts";
import { tempDir } from "../../support/tempDir.ts";

let dir: string;
let db: LibraryDatabase;
let exporter: ExportService;

beforeEach(() => {
  dir = tempDir();
  db = openDatabase(path.join(dir, "library.sqlite"));
  const paperId = insertPaperDocument(db, samplePaper("preview", 4));
  const passage = listPassages(db, paperId)[1]!;
  const [start, end] = passage.sentences[0]!;
  const model = { id: null, name: "tiny", sha256: "a".repeat(64), quantization: "Q8_0" };
  const runId = createRun(db, { strategy: "sciqag", promptVersion: "sciqag@1", settings: {}, model, seed: 1, paperIds: [paperId] });
  for (let i = 0; i < 7; i++) {
    const id = insertQaItem(db, {
      runId,
      workItemId: null,
      paperId,
      question: `Which temperature kept the cubic phase, case ${i}?`,
      answer: `${300 + i} K, "quoted" and\non two lines.`,
      type: "factual",
      difficulty: "easy",
      hop: "single",
      evidence: [{ text: passage.text.slice(start, end), passageId: passage.id, start, end, page: passage.page }],
    });
    setQaVerdict(db, id, i % 2 === 0 ? "accepted" : "rejected");
  }
  // No model is needed to preview or export: the export service is given none.
  const exports = new ExportRunner({ dataDir: dir, databasePath: path.join(dir, "library.sqlite") });
  exporter = createExportService({ db: () => db, exports, reviewer: () => "me" });
});

afterEach(() => {
  closeDatabase(db);
});

describe("export preview and content", () => {
  it("previews the first records of a JSON export exactly as the written file holds them", async () => {
    const preview = await exporter.exportPreview({ format: "json" });
    expect(preview.count).toBe(await exporter.countExport());
    expect(preview.count).toBe(7);
    const content = await exporter.exportContent({ format: "json" });
    expect(content.records).toBe(7);
    expect(content.fileName).toMatch(/^distillate-export-\d{8}-\d{4}\.json$/);
    const all = JSON.parse(content.text) as { id: number }[];
    expect(JSON.parse(preview.text)).toEqual(all.slice(0, 3));
    // The downloaded text and the file the desktop app writes are the same bytes.
    const out = path.join(tempDir(), "out.json");
    await exporter.exportDataset({ format: "json", out });
    expect(fs.readFileSync(out, "utf8")).toBe(content.text);
    // The preview is the file's own head: its records are the file's first lines.
    expect(content.text.startsWith(preview.text.replace(/\n\]\n$/, ""))).toBe(true);
  });

  it("previews JSONL as the file's first lines, honours the limit and the filter", async () => {
    const query = { verdicts: ["accepted" as const] };
    const preview = await exporter.exportPreview({ format: "jsonl", query, limit: 2 });
    const content = await exporter.exportContent({ format: "jsonl", query });
    expect(preview.count).toBe(await exporter.countExport(query));
    expect(preview.count).toBe(4);
    expect(content.fileName).toMatch(/\.jsonl$/);
    const lines = content.text.split("\n").filter(Boolean);
    expect(lines).toHaveLength(4);
    expect(preview.text.split("\n").filter(Boolean)).toEqual(lines.slice(0, 2));
    expect(content.text.startsWith(preview.text)).toBe(true);
    const out = path.join(tempDir(), "out.jsonl");
    await exporter.exportDataset({ format: "jsonl", out, query });
    expect(fs.readFileSync(out, "utf8")).toBe(content.text);
  });

  it("says what the file will hold: by verdict, review status, strategy and paper", async () => {
    const { summary } = await exporter.exportPreview({ format: "jsonl", query: { verdicts: ["accepted", "rejected"] } });
    expect(summary).toEqual({
      total: 7,
      verdicts: { accepted: 4, rejected: 3, pending: 0 },
      statuses: { unreviewed: 7, kept: 0, dropped: 0, disputed: 0 },
      strategies: [{ strategy: "sciqag", count: 7 }],
      paperCount: 1,
      papers: [{ id: expect.any(Number), name: expect.stringContaining("preview"), count: 7 }],
    });
  });

  it("shows an empty export as the empty file it would write", async () => {
    const query = { strategies: ["retchem"] };
    expect(await exporter.exportPreview({ format: "json", query })).toMatchObject({ count: 0, text: "[]\n", summary: { total: 0, paperCount: 0, papers: [] } });
    expect(await exporter.exportPreview({ format: "jsonl", query })).toMatchObject({ count: 0, text: "" });
    expect((await exporter.exportContent({ format: "json", query })).text).toBe("[]\n");
  });
});
