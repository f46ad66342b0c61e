import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../../support/tempDir.ts";

const repo = path.resolve(import.meta.dirname, "../../..");

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to "-". */
function headingAnchor(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}_\- ]/gu, "")
    .replace(/ /g, "-");
}

/** Every anchor a Markdown file's headings give (a repeated heading gets "-1", "-2"...). */
function anchorsOf(text: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  let inCode = false;
  for (const line of text.split("\n")) {
    if (line.startsWith("```")) inCode = !inCode;
    const m = inCode ? null : /^#{1,6}\s+(.*?)\s*$/.exec(line);
    if (!m) continue;
    const base = headingAnchor(m[1]!);
    const n = seen.get(base) ?? 0;
    anchors.add(n === 0 ? base : `${base}-${n}`);
    seen.set(base, n + 1);
  }
  return anchors;
}

/** "file:line target (why)" for each relative link whose file or heading does not exist. */
function brokenLinks(files: string[]): string[] {
  const anchors = new Map<string, Set<string>>();
  const anchorsIn = (file: string) => {
    if (!anchors.has(file)) anchors.set(file, anchorsOf(fs.readFileSync(file, "utf8")));
    return anchors.get(file)!;
  };
  const broken: string[] = [];
  for (const file of files) {
    let inCode = false;
    fs.readFileSync(file, "utf8").split("\n").forEach((line, i) => {
      if (line.startsWith("```")) inCode = !inCode;
      if (inCode) return;
      for (const [, target] of line.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target!)) continue;
        const [name, anchor] = target!.split("#");
        const to = name ? path.resolve(path.dirname(file), name) : file;
        const where = `${path.relative(repo, file)}:${i + 1} ${target}`;
        if (!fs.existsSync(to)) broken.push(`${where} (no such file)`);
        else if (anchor && to.endsWith(".md") && !anchorsIn(to).has(anchor)) broken.push(`${where} (no such heading)`);
      }
    });
  }
  return broken;
}

const docs = fs.readdirSync(path.join(repo, "docs")).filter((f) => f.endsWith(".md"));
// Old round logs moved to docs/history still link into the pages they left, and back.
const history = fs.readdirSync(path.join(repo, "docs", "history")).filter((f) => f.endsWith(".md"));
const pages = [
  path.join(repo, "README.md"),
  path.join(repo, "bench", "README.md"),
  ...docs.map((f) => path.join(repo, "docs", f)),
  ...history.map((f) => path.join(repo, "docs", "history", f)),
];

// The README is the front door and each page's "Where it stands" sends a reader on by anchor: a
// heading renamed, or a section cited by a slug typed by hand, leaves a link that lands nowhere.
describe("links in the README, docs/ and docs/history/", () => {
  it("each reach a file that exists and a heading it has", () => {
    expect(docs.length).toBeGreaterThan(10);
    expect(history.length).toBeGreaterThan(0);
    expect(brokenLinks(pages)).toEqual([]);
  });

  it("are checked by GitHub's anchors, so a broken one is caught", () => {
    expect(headingAnchor("Round 39: cells whose truth is a guess")).toBe("round-39-cells-whose-truth-is-a-guess");
    expect(headingAnchor("Zotero exports (`import --from-zotero`)")).toBe("zotero-exports-import---from-zotero");
    const dir = tempDir("doc-links-");
    const page = path.join(dir, "a.md");
    fs.writeFileSync(page, "# A\n\n## Where it stands\n\n## Where it stands\n\n[x](#where-it-stands-1) [y](#where-it-stood) [z](b.md)\n");
    expect(brokenLinks([page]).map((b) => b.replace(/^.*:\d+ /, ""))).toEqual([
      "#where-it-stood (no such heading)",
      "b.md (no such file)",
    ]);
  });
});
