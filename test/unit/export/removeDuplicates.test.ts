import { describe, expect, it } from "vitest";
import type { QaRecord } from "../../../src-main/contract/exportRecord.ts";
import type { TextEmbedder } from "../../../src-main/core/llm/embeddings/TextEmbedder.ts";
import { WordVectorEmbedder } from "../../../src-main/core/llm/embeddings/WordVectorEmbedder.ts";
import { removeDuplicates } from "../../../src-main/core/export/removeDuplicates.ts";

const qa = (id: number, runId: number, question: string, answer: string, status = "unreviewed"): QaRecord =>
  ({ id, question, answer, verdict: "pending", review: { status, reviewers: [] }, paper: { id: 1 }, provenance: { runId } }) as unknown as QaRecord;

describe("removing duplicates across runs", () => {
  it("leaves out a QA another run asked and answered the same way, keeping the one a reviewer kept", async () => {
    const records = [
      qa(1, 1, "What temperature was the catalyst calcined at?", "It was calcined at 450 °C."),
      qa(2, 2, "What temperature was the catalyst calcined at?", "The catalyst was calcined at 450 °C.", "kept"),
      qa(3, 1, "What temperature was the catalyst calcined at?", "It was calcined at 450 °C."),
    ];
    const { kept, removed } = await removeDuplicates(records, () => new WordVectorEmbedder());
    // The reviewer's QA stays; both of run 1 repeat it (id 3 is also a repeat within run 1, which alone would stay).
    expect(removed).toBe(2);
    expect(kept.map((r) => r.id)).toEqual([2]);
  });

  it("keeps questions in the same words about different facts, and repeats within one run", async () => {
    const records = [
      qa(1, 1, "Up to what temperature did the annealed perovskite films keep their cubic phase?", "Up to 301 K."),
      qa(2, 2, "By how much did the grain size grow in the annealed films?", "By 2 nm."),
      qa(3, 1, "Up to what temperature did the annealed perovskite films keep their cubic phase?", "Up to 301 K."),
    ];
    const { kept, removed } = await removeDuplicates(records, () => new WordVectorEmbedder());
    expect(removed).toBe(0);
    expect(kept).toHaveLength(3);
  });

  it("embeds a text repeated word for word once, with the same outcome as embedding each copy", async () => {
    const records = [
      qa(1, 1, "What temperature was the catalyst calcined at?", "It was calcined at 450 °C."),
      qa(2, 2, "What temperature was the catalyst calcined at?", "It was calcined at 450 °C."),
      qa(3, 3, "What temperature was the catalyst calcined at?", "It was calcined at 450 °C."),
      qa(4, 2, "How long was the catalyst calcined?", "For 4 h."),
    ];
    const seen: string[] = [];
    const words = new WordVectorEmbedder();
    const recording: TextEmbedder = { kind: words.kind, dispose: () => words.dispose(), embed: (texts: readonly string[]) => (seen.push(...texts), words.embed(texts)) };
    const once = await removeDuplicates(records, () => recording);
    expect(seen.filter((text) => text === records[0]!.question)).toHaveLength(1);
    expect(seen.filter((text) => text === records[0]!.answer)).toHaveLength(1);
    // Each copy embedded on its own, one text per call, decides the same.
    const oneByOne: TextEmbedder = { kind: words.kind, dispose: () => words.dispose(), embed: async (texts: readonly string[]) => (await Promise.all(texts.map((text) => words.embed([text])))).flat() };
    const each = await removeDuplicates(records, () => oneByOne);
    expect(once.kept.map((r) => r.id)).toEqual([1, 4]);
    expect(each.kept.map((r) => r.id)).toEqual(once.kept.map((r) => r.id));
  });
});
