import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const src = path.resolve(import.meta.dirname, "../../../src-main");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// A second stemmer or term splitter drifts from the first, and then the strategies' chunk ranking
// and Ask's reread disagree on which words match: each is written once, in core/text/.
describe("the text helpers", () => {
  it("are each defined once, in core/text/", () => {
    const definition = /(?:function\s+|export const\s+)(stem|stemmedTerms|bm25Terms|bm25Index|bm25OfTerms|lexicalTerms|STOPWORDS)\b/g;
    const found = sourceFiles(src).flatMap((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(definition)].map((match) => `${match[1]} in ${path.relative(src, file)}`),
    );
    expect(found.filter((place) => !place.includes(`core${path.sep}text${path.sep}`))).toEqual([]);
    expect(found.map((place) => place.split(" ")[0]).sort()).toEqual(["STOPWORDS", "bm25Index", "bm25OfTerms", "bm25Terms", "lexicalTerms", "stem"]);
  });

  // Four private copies of the word counter lived in the reader and the strategies; a length
  // limit written in words means the same count everywhere, so any const of that name counts.
  it("count words in one place, core/text/wordCount.ts", () => {
    const found = sourceFiles(src).filter((file) => /(?:function|const)\s+wordCount\b/.test(fs.readFileSync(file, "utf8")));
    expect(found.map((file) => path.relative(src, file).split(path.sep).join("/"))).toEqual(["core/text/wordCount.ts"]);
  });
});
