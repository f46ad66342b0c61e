import { noTokens } from "../../../../contract/tokens.ts";
import type { GenerationPort } from "../../ports.ts";
import { countedAsk } from "../shared/countedAsk.ts";
import { NO_QAS_REASON, negativesNotKeptReason, noReasoningTypesReason, notUsefulReason, placeholderReason } from "../shared/itemReasons.ts";
import { isPlaceholder, tidy } from "../shared/outputText.ts";
import { citedSentences } from "../shared/sentenceIds.ts";
import { settingTitle } from "../shared/settingTitle.ts";
import type { ExecuteServices } from "../strategyServices.ts";
import type { GeneratedQa, ItemResult, PlannedItem } from "../Strategy.ts";
import type { PaperForGeneration } from "../paperForGeneration.ts";
import { chunkText, numberedChunk, readChunkScope } from "./chunkScope.ts";
import { NOT_AVAILABLE } from "./notAvailable.ts";
import { pairedNegative } from "./pairedNegative.ts";
import { difficultyMessages, questionMessages, usefulnessMessages } from "./prompt.ts";
import { REASONING_TYPES } from "./reasoningTypes.ts";
import { type ChemlitQaOutput, chemlitQaSchema, difficultyOnlySchema, type UsefulnessOutput, usefulnessSchema } from "./schema.ts";
import { type ChemlitSettings, ChemlitSettingsSchema } from "./settings.ts";
import { similarOf } from "./similarOf.ts";

/** How much of each similar chunk a QA records (the full text is rebuilt from its segments). */
const PREVIEW_CHARS = 200;

/**
 * A chunk item: the usefulness check picks the reasoning types the chunk supports, then one QA
 * per type, and (when asked) a paired negative from the most similar chunk.
 */
export async function executeChunk(item: PlannedItem, paper: PaperForGeneration, settings: ChemlitSettings, generator: GenerationPort, signal?: AbortSignal, services?: ExecuteServices): Promise<ItemResult> {
  const scope = readChunkScope(item.scope);
  // Every call on the chunk shows the same numbered text, so they share one evaluated prefix.
  const { text, sentences } = numberedChunk(paper, scope.segments);
  const ids = sentences.map((s) => s.id);
  const evidenceScope = [...new Set(scope.segments.map(([passageId]) => passageId))];
  const tokens = noTokens();
  const ask = countedAsk(generator, settings.temperature, tokens, signal);

  // (a) One call: is the chunk useful, and which reasoning types does it support?
  const allowed = REASONING_TYPES.filter((t) => settings.reasoningTypes.includes(t));
  const check = await ask<UsefulnessOutput>(usefulnessMessages(text, allowed), usefulnessSchema(allowed), settings.checkMaxTokens);
  const types = allowed.filter((t) => check.reasoningTypes.includes(t));
  // A useless chunk yields nothing to store; its tokens still count toward the run.
  if (!check.useful) return { qas: [], tokens, evidenceScope, reason: notUsefulReason(tidy(check.reason ?? "")) };
  if (types.length === 0) return { qas: [], tokens, evidenceScope, reason: noReasoningTypesReason(allowed.length) };

  const { by: similarBy, similar } = await similarOf(scope, paper, settings.similarChunks, services, signal);
  const context = {
    sourceChunk: scope.chunk,
    sourceSegments: scope.segments,
    passageIds: evidenceScope,
    similarBy,
    similarChunks: similar.map((s) => ({ chunk: s.chunk, preview: chunkText(paper, s.segments).slice(0, PREVIEW_CHARS), segments: s.segments })),
    usefulness: tidy(check.reason),
  };

  // (b) One generation per supported type. Sequential on purpose: each call reuses the chunk
  // prefix the previous one left in the sequence's cache; parallelism comes from other items.
  const withDifficulty = settings.difficulty === "inline";
  const qas: GeneratedQa[] = [];
  let placeholders = 0;
  let negativesLeftOut = 0;
  for (const type of types) {
    const raw = await ask<ChemlitQaOutput>(questionMessages(text, type, { maxContext: settings.maxContextSentences, withDifficulty }), chemlitQaSchema(settings.maxContextSentences, withDifficulty, ids), settings.maxTokens);
    const question = tidy(raw.question);
    const answer = tidy(raw.answer);
    // The method's chains answer "NaN" when the type does not fit after all: nothing to keep.
    if (isPlaceholder(question)) {
      placeholders++;
      continue;
    }
    const negative = !raw.answerable || isPlaceholder(answer);
    if (negative && !settings.keepNegatives) {
      negativesLeftOut++;
      continue;
    }
    const difficulty = withDifficulty ? (raw.difficulty ?? null) : (await ask<{ difficulty: ChemlitQaOutput["difficulty"] }>(difficultyMessages(text, question, answer), difficultyOnlySchema, settings.checkMaxTokens)).difficulty ?? null;
    qas.push({
      question,
      answer: negative ? NOT_AVAILABLE : answer,
      type,
      difficulty,
      hop: "single",
      negative,
      evidenceQuotes: citedSentences(raw.context, sentences, settings.maxContextSentences),
      labels: { reasoningType: type, reasoning: tidy(raw.reasoning), answerable: raw.answerable, ...(negative ? { negativeKind: "model-marked", modelAnswer: answer } : {}) },
      context,
    });
  }
  const paired = settings.pairedNegatives ? await pairedNegative(qas, similar, paper, context, settings, ask) : null;
  if (paired) qas.push(paired);
  const reason =
    placeholders > 0
      ? placeholderReason(placeholders, types.length)
      : negativesLeftOut > 0 && qas.length === 0
        ? negativesNotKeptReason(negativesLeftOut, settingTitle(ChemlitSettingsSchema, "keepNegatives"))
        : qas.length === 0
          ? NO_QAS_REASON
          : undefined;
  return { qas, tokens, evidenceScope, ...(reason ? { reason } : {}) };
}
