import { noTokens } from "../../../../contract/tokens.ts";
import type { GenerationPort } from "../../ports.ts";
import { countedAsk } from "../shared/countedAsk.ts";
import { placeholderReason } from "../shared/itemReasons.ts";
import { tidy, usablePair } from "../shared/outputText.ts";
import { citedSentences } from "../shared/sentenceIds.ts";
import type { GeneratedQa, ItemResult, PlannedItem } from "../Strategy.ts";
import type { PaperForGeneration } from "../paperForGeneration.ts";
import { numberedChunk, readBridgeScope, type SegmentRef } from "./chunkScope.ts";
import { bridgeMessages, difficultyMessages } from "./prompt.ts";
import { type BridgeQaOutput, bridgeQaSchema, type ChemlitQaOutput, difficultyOnlySchema } from "./schema.ts";
import type { ChemlitSettings } from "./settings.ts";

/** A multi-hop QA through the entity two chunks share, citing sentences of both. */
export async function executeBridge(item: PlannedItem, paper: PaperForGeneration, settings: ChemlitSettings, generator: GenerationPort, signal?: AbortSignal): Promise<ItemResult> {
  const scope = readBridgeScope(item.scope);
  const [a, b] = scope.pair;
  const shownA = numberedChunk(paper, a.segments);
  const shownB = numberedChunk(paper, b.segments, shownA.sentences.length + 1);
  const evidenceScope = [...new Set([...a.segments, ...b.segments].map(([passageId]) => passageId))];
  const tokens = noTokens();
  const ask = countedAsk(generator, settings.temperature, tokens, signal);
  const withDifficulty = settings.difficulty === "inline";
  const raw = await ask<BridgeQaOutput>(
    bridgeMessages(shownA.text, shownB.text, scope.entity, { maxContext: settings.maxContextSentences, withDifficulty }),
    bridgeQaSchema(
      shownA.sentences.map((s) => s.id),
      shownB.sentences.map((s) => s.id),
      settings.maxContextSentences,
      withDifficulty,
    ),
    settings.maxTokens,
  );
  const pair = usablePair(raw);
  if (!pair) return { qas: [], tokens, evidenceScope, reason: placeholderReason(1, 1) };
  const { question, answer } = pair;
  const shownText = `${shownA.text}\n\n${shownB.text}`;
  const difficulty = withDifficulty ? (raw.difficulty ?? null) : ((await ask<{ difficulty: ChemlitQaOutput["difficulty"] }>(difficultyMessages(shownText, question, answer), difficultyOnlySchema, settings.checkMaxTokens)).difficulty ?? null);
  const half = Math.max(1, Math.floor(settings.maxContextSentences / 2));
  const qa: GeneratedQa = {
    question,
    answer,
    type: "multi-hop",
    difficulty,
    hop: "multi",
    negative: false,
    evidenceQuotes: [...citedSentences(raw.contextA, shownA.sentences, half), ...citedSentences(raw.contextB, shownB.sentences, settings.maxContextSentences - half)],
    labels: { bridgeEntity: scope.entity, reasoning: tidy(raw.reasoning), bridgedChunks: [a.chunk, b.chunk] },
    context: { bridgeChunks: [a, b] satisfies { chunk: number; segments: SegmentRef[] }[], passageIds: evidenceScope },
  };
  return { qas: [qa], tokens, evidenceScope };
}
