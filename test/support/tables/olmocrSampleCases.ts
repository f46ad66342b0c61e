/**
 * olmOCR-bench's sample (allenai/olmocr, Apache-2.0), as scripts/extractOlmocrSampleSuite.ts
 * writes it: one-page PDFs with unit tests on what a reader should give. Unseen (round 35): a
 * check, never a suite to tune on. Scored here in our own words (docs/table-measures.md, "Round 35:
 * olmOCR-bench's sample, unseen"): a table test on the tables the reader read, the text tests on
 * the paper's text as the library keeps it (title, authors, then section headings and passages of
 * every kind in reading order, then each table's label, caption and rows, then the references: what a user reads,
 * searches and asks on). Math tests (LaTeX
 * rendered and compared as pictures) and baseline tests are counted but not scored.
 */
import fs from "node:fs";
import path from "node:path";
import type { ParsedTable } from "../../../src-main/contract/tables.ts";
import type { ParsedPaper } from "../../../src-main/core/documents/ParsedPaper.ts";
import { OLMOCR_CASES_FILE, type OlmocrCase, type OlmocrTest } from "../../../scripts/extractOlmocrSampleSuite.ts";
import { extractedSuite, type ExtractedSuite } from "./extractedSuite.ts";
import { headingsOf, tableNeighbours } from "./olmocrTableCells.ts";
import { cellThreshold, nearStarts, normalizeText, similarity } from "./olmocrTextMatch.ts";

export const OLMOCR_ENV = "DISTILLATE_OLMOCR_DIR";

export function olmocrSuite(): ExtractedSuite {
  return extractedSuite({ env: OLMOCR_ENV, script: "extractOlmocrSampleSuite.ts", repository: "allenai/olmocr", marker: OLMOCR_CASES_FILE, what: "olmOCR-bench's sample is skipped" });
}

export function olmocrCases(dir: string): { case: OlmocrCase; file: string }[] {
  const list = JSON.parse(fs.readFileSync(path.join(dir, OLMOCR_CASES_FILE), "utf8")) as { cases: { id: string }[] };
  return list.cases.map(({ id }) => ({ case: JSON.parse(fs.readFileSync(path.join(dir, `${id}.json`), "utf8")) as OlmocrCase, file: path.join(dir, `${id}.pdf`) }));
}

/** The paper's text as a user reads it in the library, in reading order. */
export function paperText(paper: Pick<ParsedPaper, "title" | "authors" | "sections" | "passages" | "tables" | "references">): string {
  const out: string[] = [];
  if (paper.title) out.push(paper.title);
  if (paper.authors.length > 0) out.push(paper.authors.join(", "));
  const shown = new Set<number>();
  const heading = (i: number | null) => {
    if (i === null || shown.has(i)) return;
    shown.add(i);
    heading(paper.sections[i]!.parent);
    out.push(paper.sections[i]!.heading);
  };
  for (const p of paper.passages) {
    heading(p.section);
    out.push(p.text);
  }
  paper.sections.forEach((_, i) => heading(i));
  // A table is shown apart from the running text: its label and caption, then its rows.
  for (const t of paper.tables ?? []) {
    out.push([t.label, t.caption].filter(Boolean).join(" "));
    for (const row of [...t.header, ...t.rows]) out.push(row.cells.map((c) => c.text).join(" "));
  }
  for (const r of paper.references) out.push(r.text);
  return normalizeText(out.join("\n"));
}

const str = (v: unknown) => (typeof v === "string" ? normalizeText(v) : "");

/** null when the test passes; else why not, in words that sort it by cause. */
export function tableMiss(test: OlmocrTest, tables: readonly ParsedTable[]): string | null {
  if (tables.length === 0) return "table not found: no table read on the page";
  const diffs = test.max_diffs ?? 0;
  const cell = str(test["cell"]);
  const checks = (["up", "down", "left", "right", "top_heading", "left_heading"] as const).filter((k) => str(test[k]));
  let best = { share: 0, text: "" };
  const reasons: string[] = [];
  for (const table of tables) {
    const t = tableNeighbours(table);
    t.cells.forEach((c, id) => {
      const share = similarity(cell, normalizeText(c.text));
      if (share > best.share) best = { share, text: c.text };
      if (share < cellThreshold(cell, diffs)) return;
      const wrong = checks.flatMap((k) => {
        const want = str(test[k]);
        const ids = k === "top_heading" ? headingsOf(t, id, "up") : k === "left_heading" ? headingsOf(t, id, "left") : t[k][id]!;
        const ok = ids.some((n) => similarity(want, normalizeText(t.cells[n]!.text)) >= cellThreshold(want, diffs));
        return ok ? [] : [`${k} "${want}" but read ${ids.map((n) => `"${t.cells[n]!.text}"`).join(", ") || "nothing"}`];
      });
      if (wrong.length === 0) reasons.push("");
      else reasons.push(`neighbour wrong: ${wrong.join("; ")}`);
    });
  }
  if (reasons.includes("")) return null;
  if (reasons.length > 0) return reasons[0]!;
  return `cell not found (split, merged or unread): nearest cell "${best.text}" (${best.share.toFixed(2)})`;
}

export function textMiss(test: OlmocrTest, text: string): string | null {
  const diffs = test.max_diffs ?? 0;
  if (test.type === "order") {
    const before = nearStarts(str(test["before"]), text, diffs);
    const after = nearStarts(str(test["after"]), text, diffs);
    if (before.length === 0) return `order: the first text is not in the text read ("${str(test["before"]).slice(0, 50)}")`;
    if (after.length === 0) return `order: the second text is not in the text read ("${str(test["after"]).slice(0, 50)}")`;
    return Math.min(...before) < Math.max(...after) ? null : "order wrong: the second text is read before the first";
  }
  // A test may look only at the text's first or last characters (a running head, a page number).
  const first = typeof test["first_n"] === "number" ? test["first_n"] : 0;
  const last = typeof test["last_n"] === "number" ? test["last_n"] : 0;
  const part = first || last ? `${first ? text.slice(0, first) : ""}${last ? text.slice(-last) : ""}` : text;
  const fold = test["case_sensitive"] === false ? (t: string) => t.toLowerCase() : (t: string) => t;
  const found = nearStarts(fold(str(test["text"])), fold(part), diffs).length > 0;
  if (test.type === "present") return found ? null : `present: not in the text read ("${str(test["text"]).slice(0, 60)}")`;
  return found ? `absent: header or footer kept ("${str(test["text"]).slice(0, 60)}")` : null;
}

export const SCORED_TYPES = ["table", "order", "present", "absent"] as const;
