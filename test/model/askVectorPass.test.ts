// The built-in sentence encoder finding passages words miss: after a question used it, the
// library's passages are embedded in the background, and a question that shares no word with any
// passage then finds the one it means. Real PDFs imported, a real SQLite library, the real
// encoder in its worker thread.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCore, type Core } from "../../src-main/core/createCore.ts";
import { BUILT_IN_EMBEDDER } from "../../src-main/core/llm/models/builtIn/builtInModel.ts";
import { writeGeneratedPdfs } from "../support/generatedPdfs.ts";
import { tempDirForSuite } from "../support/tempDir.ts";
import { withSuiteInstallSecret } from "../support/suiteInstallSecret.ts";

// No word of it is in the papers ("affordable", "heat", "tolerant", "substance", "powers",
// "rechargeable", "phones"), but the preprint opens with a material for lithium-ion batteries
// chosen for being inexpensive and thermally stable.
const NO_SHARED_WORD = "Which affordable, heat-tolerant substance powers rechargeable phones?";

let core: Core;

beforeAll(async () => {
  const dir = tempDirForSuite();
  const pdfs = await writeGeneratedPdfs(path.join(dir, "pdfs"));
  core = createCore(withSuiteInstallSecret({ dataDir: path.join(dir, "data") }));
  await core.services.imports.importPapers([pdfs.twoColumn, pdfs.lineNumbered]);
});

afterAll(() => core.closeAsync());

const count = (sql: string, ...args: unknown[]) => core.db().prepare(sql).pluck().get(...args) as number;

describe("asking with the built-in sentence encoder", () => {
  it("embeds the library's passages in the background after a first question, then finds a passage that shares no word with the question", async () => {
    const byWords = await core.services.ask.retrieve({ question: NO_SHARED_WORD, builtInEmbedder: false });
    expect(byWords.passages).toEqual([]);

    // The first question starts the background embedding of every passage.
    await core.services.ask.retrieve({ question: "How does the conductivity of the films change with thickness?", builtInEmbedder: true });
    const passages = count("SELECT count(*) FROM passages");
    for (let waited = 0; count("SELECT count(*) FROM ask_passage_vectors WHERE model = ?", BUILT_IN_EMBEDDER.key) < passages; waited += 500) {
      expect(waited, "the library's passages were not all embedded within five minutes").toBeLessThan(5 * 60_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }

    const found = await core.services.ask.retrieve({ question: NO_SHARED_WORD, builtInEmbedder: true });
    expect(found.method).toBe("words+embeddings");
    expect(found.passages.length).toBeGreaterThan(0);
    // What the question means is the passage found first.
    expect(found.passages[0]!.text).toMatch(/^Olivine LiFePO4 is one of the most widely used positive electrode materials for lithium-ion batteries because it is inexpensive, thermally stable/);
  });
});
