import { describe, expect, it } from "vitest";
import { normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A ruled grid of dialogue turns (pdf-parse-bench 098): a heading centred across the table, then
// "User:" beside a turn wrapped over two lines (the label centred between them), then short turns.
// Its first lines are one piece each, and the third ("User:") ends with a colon after eight words:
// read as a sentence under the caption, the heading, the turn's first line and its label were left
// out. A sentence's lines are one paragraph, set flush or centred alike; these are set where their
// cells put them. The guard, a sentence under a caption across the table, is tableNoteSentence.

const CELL = { font: "Helvetica" as const, size: 10 };
// The groups' headings in bold, as 098 sets them: more than half the table's width.
const HEADING = { font: "Helvetica-Bold" as const, size: 11 };
const X0 = 72;
const X1 = 126;
const X2 = 300;
const TURNS: [string, string[]][] = [
  ["User:", ["Text: \u201cI hate waking up early.\u201d", "What is the sentiment of the text?"]],
  ["Assistant:", ["Negative"]],
  ["User:", ["List the most important word for", "determining the sentiment."]],
  ["Assistant:", ["\u201chate\u201d"]],
];
const TEST_TURNS: [string, string[]][] = [
  ["User:", ["Text: \u201cmy room walls are boring\u201d", "What is the sentiment of the text?"]],
  ["Assistant:", ["Negative"]],
  ["User:", ["Edit the text so that the predicted", "sentiment would change."]],
  ["Assistant:", ["\u201cmy room walls are exciting\u201d"]],
];

async function dialogueTable(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 1", "Prompts of the explainer", y + 24, X0, X2 - X0) + 8;
  for (const [heading, turns] of [["Train - Attribution Style", TURNS], ["Test - Counterfactual Style", TEST_TURNS]] as const) {
    p.rule(X0, y, X2, y);
    p.centred(heading, X0, X2, y + 13, HEADING);
    p.rule(X0, y, X0, y + 18);
    p.rule(X2, y, X2, y + 18);
    y += 18;
    p.rule(X0, y, X2, y);
    y = turnRows(p, turns, y);
  }
  p.prose(3, 6, y + 30);
  return p.render("Dialogue");
}

function turnRows(p: TablePage, turns: readonly [string, string[]][], top: number): number {
  let y = top;
  for (const [who, lines] of turns) {
    const h = 6 + 13 * lines.length;
    p.text(who, X0 + 4, y + h / 2 + 4, CELL);
    lines.forEach((line, k) => p.text(line, X1 + 4, y + 13 * (k + 1), CELL));
    p.rule(X0, y, X0, y + h);
    p.rule(X1, y, X1, y + h);
    p.rule(X2, y, X2, y + h);
    y += h;
    p.rule(X0, y, X2, y);
  }
  return y;
}

describe("a ruled grid of dialogue turns", () => {
  it("keeps its centred heading and its first turn", async () => {
    const tables = await readTables(await dialogueTable());
    const table = tables.find((t) => [...t.header, ...t.rows].some((r) => r.cells.some((c) => c.text === "Assistant:")));
    expect(table).toBeDefined();
    const grid = normedGrid(table!);
    expect(grid.all.length).toBe(10);
    expect(grid.all[0]!.join(" ").trim()).toBe("Train - Attribution Style");
    expect(grid.all[1]).toEqual(normed([["User:", "Text: \u201cI hate waking up early.\u201d What is the sentiment of the text?"]])[0]);
  });
});
