import type { GenerationPort, StructuredRequest } from "../../ports.ts";
import type { Chunk } from "../../text/PaperText.ts";
import { addTokens, noTokens } from "../shared/tokens.ts";
import { isPlaceholder, tidy } from "../shared/outputText.ts";
import { citedSentences } from "../shared/sentenceIds.ts";
import { contextNeeded, fitsContext, outputTokens, requestTokens, type Messages } from "../shared/fitPaper.ts";
import { NO_QAS_REASON, negativesNotKeptReason, noReasoningTypesReason, notUsefulReason, placeholderReason } from "../shared/itemReasons.ts";
import { settingTitle } from "../shared/settingTitle.ts";
import { runOptionTitle } from "../../../../contract/runOptions.ts";
import type { FitFinding, GeneratedQa, ItemResult, PaperForGeneration, PlannedItem, Strategy, StrategyTools } from "../Strategy.ts";
import type { TokenBudget } from "../../ports.ts";
import { type ChunkScope, chunkText, numberedChunk, readChunkScope, segmentRefs } from "./chunkScope.ts";
import { looksUseful } from "./looksUseful.ts";
import { difficultyMessages, PROMPT_VERSION, questionMessages, usefulnessMessages } from "./prompt.ts";
import { REASONING_TYPES } from "./reasoningTypes.ts";
import { type ChemlitQaOutput, chemlitQaSchema, difficultyOnlySchema, type UsefulnessOutput, usefulnessSchema } from "./schema.ts";
import { type ChemlitSettings, ChemlitSettingsSchema } from "./settings.ts";
import { bm25SimilarChunks, type ChunkSimilarity } from "./similarChunks.ts";

/** ChemLit-QA-neg's answer for questions the context cannot answer. */
export const NOT_AVAILABLE = "The answer is not available from the given context.";

/** How much of each similar chunk a QA records (the full text is rebuilt from its segments). */
const PREVIEW_CHARS = 200;

/** Plans with a chosen similarity; the registered strategy uses BM25. */
export function planChemlit(paper: PaperForGeneration, settings: ChemlitSettings, tools: StrategyTools, similarity: ChunkSimilarity = bm25SimilarChunks): PlannedItem[] {
  const chunks: Chunk[] = tools.chunks(paper);
  // Similar chunks are ranked among all chunks of the paper, as a retriever over the paper would.
  const similar = settings.similarChunks > 0 ? similarity(chunks.map((c) => c.text), settings.similarChunks) : chunks.map(() => []);
  const items: PlannedItem[] = [];
  chunks.forEach((chunk, position) => {
    if (!looksUseful(chunk, paper, settings)) return;
    const scope: ChunkScope = {
      chunk: chunk.index,
      chunks: chunks.length,
      segments: segmentRefs(chunk),
      similar: (similar[position] ?? []).map((j) => ({ chunk: chunks[j]!.index, segments: segmentRefs(chunks[j]!) })),
    };
    items.push({ itemKey: `chunk:${chunk.index}`, kind: "chunk", scope: { ...scope } });
  });
  return items;
}

async function execute(item: PlannedItem, paper: PaperForGeneration, settings: ChemlitSettings, generator: GenerationPort, signal?: AbortSignal): Promise<ItemResult> {
  const scope = readChunkScope(item.scope);
  // Every call on the chunk shows the same numbered text, so they share one evaluated prefix.
  const { text, sentences } = numberedChunk(paper, scope.segments);
  const ids = sentences.map((s) => s.id);
  const evidenceScope = [...new Set(scope.segments.map(([passageId]) => passageId))];
  const tokens = noTokens();
  const ask = async <T>(messages: Messages, schema: StructuredRequest["schema"], maxTokens: number): Promise<T> => {
    signal?.throwIfAborted();
    const result = await generator.generate<T>({ ...messages, schema, maxTokens: outputTokens(maxTokens, generator.contextSize), temperature: settings.temperature ?? undefined, signal });
    addTokens(tokens, result.tokens);
    return result.output;
  };

  // (a) One call: is the chunk useful, and which reasoning types does it support?
  const allowed = REASONING_TYPES.filter((t) => settings.reasoningTypes.includes(t));
  const check = await ask<UsefulnessOutput>(usefulnessMessages(text, allowed), usefulnessSchema(allowed), settings.checkMaxTokens);
  const types = allowed.filter((t) => check.reasoningTypes.includes(t));
  // A useless chunk yields nothing to store; its tokens still count toward the run.
  if (!check.useful) return { qas: [], tokens, evidenceScope, reason: notUsefulReason(tidy(check.reason ?? "")) };
  if (types.length === 0) return { qas: [], tokens, evidenceScope, reason: noReasoningTypesReason(allowed.length) };

  const context = {
    sourceChunk: scope.chunk,
    passageIds: evidenceScope,
    similarChunks: scope.similar.map((s) => ({ chunk: s.chunk, preview: chunkText(paper, s.segments).slice(0, PREVIEW_CHARS), segments: s.segments })),
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
      labels: { reasoningType: type, answerable: raw.answerable, ...(negative ? { modelAnswer: answer } : {}) },
      context,
    });
  }
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

/**
 * Whether every planned chunk's prompts fit the context with their answers: the usefulness
 * check and the question call (the longer of the two decides). One blocker per paper, naming
 * its largest chunk and the context that would hold it.
 */
function checkFit(paper: PaperForGeneration, settings: ChemlitSettings, budget: TokenBudget, tools: StrategyTools, context: { paperName: string; maxContextSize: number | null }): FitFinding[] {
  const allowed = REASONING_TYPES.filter((t) => settings.reasoningTypes.includes(t));
  let worst: { chunk: ChunkScope; prompt: number; answer: number; needed: number } | null = null;
  for (const item of planChemlit(paper, settings, tools, () => [])) {
    const scope = readChunkScope(item.scope);
    const { text } = numberedChunk(paper, scope.segments);
    const calls: [Messages, number][] = [
      [usefulnessMessages(text, allowed), settings.checkMaxTokens],
      [questionMessages(text, allowed[0]!, { maxContext: settings.maxContextSentences, withDifficulty: settings.difficulty === "inline" }), settings.maxTokens],
    ];
    for (const [messages, maxTokens] of calls) {
      const answer = outputTokens(maxTokens, budget.contextSize);
      if (fitsContext(budget, messages, answer)) continue;
      const prompt = requestTokens(budget, messages);
      const needed = contextNeeded(prompt, maxTokens);
      if (!worst || needed > worst.needed) worst = { chunk: scope, prompt, answer, needed };
    }
  }
  if (!worst) return [];
  const n = (value: number) => value.toLocaleString("en-US");
  const field = `"${runOptionTitle("contextSize")}"`;
  const tooLong = context.maxContextSize !== null && worst.needed > context.maxContextSize;
  return [
    {
      severity: "blocker",
      code: "chunk-does-not-fit",
      message: `"${context.paperName}": the prompt for ${chunkLabel(worst.chunk).toLowerCase()} takes ${n(worst.prompt)} tokens and ${n(worst.answer)} are kept for the answer, more than the ${n(budget.contextSize)}-token context holds.`,
      fix: tooLong
        ? `This model's context (at most ${n(context.maxContextSize!)} tokens) is too small for ChemLit-QA's chunk prompts: pick a model with a longer context.`
        : `Set ${field} to at least ${n(worst.needed)} tokens (under Advanced).`,
      },
  ];
}

function chunkLabel(scope: Pick<ChunkScope, "chunk" | "chunks">): string {
  return scope.chunks ? `Chunk ${scope.chunk + 1} of ${scope.chunks}` : `Chunk ${scope.chunk + 1}`;
}

/**
 * ChemLit-QA (Wellawatte et al.): 2,000-character chunks; per chunk a usefulness check that also
 * picks which of seven reasoning types the chunk supports; then one question per type with its
 * answer, the chunk sentences it rests on (cited by id) and a difficulty. Each QA records the 4 most similar
 * chunks of the paper, and answers the model marks as not supported by the chunk are kept as
 * labelled negatives ("not available from the given context").
 */
export const chemlitStrategy: Strategy<ChemlitSettings> = {
  name: "chemlit",
  promptVersion: PROMPT_VERSION,
  label: "ChemLit-QA",
  summary:
    "Cuts each paper into chunks, skips chunks with nothing worth asking, and for every kind of reasoning a chunk supports writes one QA with the context sentences it rests on and a difficulty (after ChemLit-QA, Wellawatte et al.).",
  description: "ChemLit-QA: per useful chunk, one QA per supported reasoning type, with context sentences and similar chunks",
  settingsSchema: ChemlitSettingsSchema,
  plan: (paper, settings, tools) => planChemlit(paper, settings, tools),
  execute,
  itemLabel: (item) => chunkLabel({ chunk: Number(item.scope.chunk), chunks: typeof item.scope.chunks === "number" ? item.scope.chunks : undefined }),
  checkFit,
};
