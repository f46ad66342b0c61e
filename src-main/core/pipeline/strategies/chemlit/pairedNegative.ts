import { tidy } from "../shared/outputText.ts";
import type { Ask } from "../shared/countedAsk.ts";
import type { GeneratedQa } from "../Strategy.ts";
import type { PaperForGeneration } from "../paperForGeneration.ts";
import { type ChunkScope, numberedChunk } from "./chunkScope.ts";
import { NOT_AVAILABLE } from "./notAvailable.ts";
import { pairedCheckMessages } from "./prompt.ts";
import { type PairedCheckOutput, pairedCheckSchema } from "./schema.ts";
import type { ChemlitSettings } from "./settings.ts";

/**
 * ChemLit-QA-neg's kind of entry: the chunk's first answered question put to its most similar
 * chunk. When the model finds that chunk does not hold the answer, the question and that chunk
 * are kept as a negative whose answer is "not available"; when it finds the answer there, no
 * negative (the pair would be a second positive, not what the set is for).
 */
export async function pairedNegative(
  qas: readonly GeneratedQa[],
  similar: ChunkScope["similar"],
  paper: PaperForGeneration,
  source: Record<string, unknown>,
  settings: ChemlitSettings,
  ask: Ask,
): Promise<GeneratedQa | null> {
  const from = qas.find((qa) => !qa.negative);
  const other = similar[0];
  if (!from || !other) return null;
  const shown = numberedChunk(paper, other.segments);
  const check = await ask<PairedCheckOutput>(pairedCheckMessages(shown.text, from.question), pairedCheckSchema, settings.checkMaxTokens);
  if (check.inContext) return null;
  return {
    question: from.question,
    answer: NOT_AVAILABLE,
    type: from.type,
    difficulty: from.difficulty,
    hop: "single",
    negative: true,
    evidenceQuotes: [],
    labels: { reasoningType: from.type, negativeKind: "paired-context", reasoning: tidy(check.reasoning), answerable: false },
    context: {
      sourceChunk: source.sourceChunk,
      sourceSegments: source.sourceSegments,
      pairedChunk: { chunk: other.chunk, segments: other.segments },
      passageIds: [...new Set(other.segments.map(([passageId]) => passageId))],
      similarBy: source.similarBy,
    },
  };
}
