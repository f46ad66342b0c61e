import { CHEMLIT_FILTERS } from "./filters.ts";
import { withTableQuestions } from "../shared/tableQuestions.ts";
import type { GenerationPort, StructuredRequest } from "../../ports.ts";
import type { PassageChunk } from "../../text/PaperText.ts";
import { addTokens, noTokens } from "../../../../contract/tokens.ts";
import { isPlaceholder, tidy, usablePair } from "../shared/outputText.ts";
import { citedSentences } from "../shared/sentenceIds.ts";
import { contextNeeded, fitsContext, outputTokens, requestTokens, type Messages } from "../shared/fitPaper.ts";
import { NO_QAS_REASON, negativesNotKeptReason, noReasoningTypesReason, notUsefulReason, placeholderReason } from "../shared/itemReasons.ts";
import { settingTitle } from "../shared/settingTitle.ts";
import { runOptionTitle } from "../../../../contract/runOptions.ts";
import type { ExecuteServices, FitFinding, GeneratedQa, ItemResult, PaperForGeneration, PlannedItem, Strategy, StrategyTools } from "../Strategy.ts";
import type { TokenBudget } from "../../ports.ts";
import type { TextEmbedder } from "../../../llm/embeddings/TextEmbedder.ts";
import { chunkPassages } from "../../text/chunkPassages.ts";
import { findBridges } from "./bridgeEntities.ts";
import { type BridgeScope, type ChunkScope, chunkText, numberedChunk, readBridgeScope, readChunkScope, segmentRefs, type SegmentRef } from "./chunkScope.ts";
import { CHEMLIT_DIFFERENCES } from "./differences.ts";
import { looksUseful } from "./looksUseful.ts";
import { bridgeMessages, difficultyMessages, pairedCheckMessages, PROMPT_VERSION, questionMessages, usefulnessMessages } from "./prompt.ts";
import { REASONING_TYPES } from "./reasoningTypes.ts";
import {
  type BridgeQaOutput,
  bridgeQaSchema,
  type ChemlitQaOutput,
  chemlitQaSchema,
  difficultyOnlySchema,
  type PairedCheckOutput,
  pairedCheckSchema,
  type UsefulnessOutput,
  usefulnessSchema,
} from "./schema.ts";
import { type ChemlitSettings, ChemlitSettingsSchema } from "./settings.ts";
import { bm25SimilarChunks, type ChunkSimilarity, embeddingSimilarChunks, type SimilarityKind } from "./similarChunks.ts";
import { chemlitCitation } from "./citation.ts";
import { qaChunkTexts } from "./chunkTexts.ts";

/** ChemLit-QA-neg's answer for questions the context cannot answer. */
export const NOT_AVAILABLE = "The answer is not available from the given context.";

/** How much of each similar chunk a QA records (the full text is rebuilt from its segments). */
const PREVIEW_CHARS = 200;

/** Plans with a chosen similarity; the registered strategy uses BM25. */
export function planChemlit(paper: PaperForGeneration, settings: ChemlitSettings, tools: StrategyTools, similarity: ChunkSimilarity = bm25SimilarChunks): PlannedItem[] {
  const chunks: PassageChunk[] = tools.chunks(paper);
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
  // Multi-hop items bridge two chunks that are themselves worth asking about.
  const useful = items.map((item) => chunks[Number(item.scope.chunk)]!);
  for (const bridge of findBridges(useful.map((c) => c.text), settings.multiHopPerPaper)) {
    const [a, b] = bridge.chunks.map((i) => useful[i]!);
    const scope: BridgeScope = { entity: bridge.entity, chunks: chunks.length, pair: [{ chunk: a!.index, segments: segmentRefs(a!) }, { chunk: b!.index, segments: segmentRefs(b!) }] };
    items.push({ itemKey: `bridge:${a!.index}-${b!.index}`, kind: "bridge", scope: { ...scope } });
  }
  return items;
}

/** Each paper's embedding ranking, computed once per run and embedder however many chunk items ask. */
const rankings = new WeakMap<PaperForGeneration, WeakMap<TextEmbedder, Map<number, Promise<number[][]>>>>();

/**
 * The chunk's similar chunks as the paper finds them (embedding distance) when the run has an
 * embedding model; else the BM25 ranking stored at planning. Word vectors are not used here:
 * averaged static vectors rank a paper's chunks, which all share its vocabulary, worse than BM25.
 */
async function similarOf(scope: ChunkScope, paper: PaperForGeneration, k: number, services: ExecuteServices | undefined, signal?: AbortSignal): Promise<{ by: SimilarityKind; similar: ChunkScope["similar"] }> {
  const embedder = services?.embedder;
  if (!embedder || embedder.kind !== "embedding-model" || k === 0) return { by: "bm25", similar: scope.similar };
  const chunks = chunkPassages(paper.passages);
  let byEmbedder = rankings.get(paper);
  if (!byEmbedder) rankings.set(paper, (byEmbedder = new WeakMap()));
  let byK = byEmbedder.get(embedder);
  if (!byK) byEmbedder.set(embedder, (byK = new Map()));
  let ranking = byK.get(k);
  if (!ranking) {
    ranking = embeddingSimilarChunks(embedder, chunks.map((c) => c.text), k, signal);
    byK.set(k, ranking);
    // A failed embedding is not kept: the next item tries again.
    ranking.catch(() => byK!.delete(k));
  }
  const row = (await ranking)[scope.chunk] ?? [];
  return { by: "embeddings", similar: row.map((j) => ({ chunk: chunks[j]!.index, segments: segmentRefs(chunks[j]!) })) };
}

/** Sends one request of an item, counting its tokens into the item's. */
function asker(generator: GenerationPort, settings: ChemlitSettings, tokens: ReturnType<typeof noTokens>, signal?: AbortSignal) {
  return async <T>(messages: Messages, schema: StructuredRequest["schema"], maxTokens: number): Promise<T> => {
    signal?.throwIfAborted();
    const result = await generator.generate<T>({ ...messages, schema, maxTokens: outputTokens(maxTokens, generator.contextSize), temperature: settings.temperature ?? undefined, signal });
    addTokens(tokens, result.tokens);
    return result.output;
  };
}

async function execute(item: PlannedItem, paper: PaperForGeneration, settings: ChemlitSettings, generator: GenerationPort, signal?: AbortSignal, services?: ExecuteServices): Promise<ItemResult> {
  return item.kind === "bridge" ? executeBridge(item, paper, settings, generator, signal) : executeChunk(item, paper, settings, generator, signal, services);
}

async function executeChunk(item: PlannedItem, paper: PaperForGeneration, settings: ChemlitSettings, generator: GenerationPort, signal?: AbortSignal, services?: ExecuteServices): Promise<ItemResult> {
  const scope = readChunkScope(item.scope);
  // Every call on the chunk shows the same numbered text, so they share one evaluated prefix.
  const { text, sentences } = numberedChunk(paper, scope.segments);
  const ids = sentences.map((s) => s.id);
  const evidenceScope = [...new Set(scope.segments.map(([passageId]) => passageId))];
  const tokens = noTokens();
  const ask = asker(generator, settings, tokens, signal);

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

/**
 * ChemLit-QA-neg's kind of entry: the chunk's first answered question put to its most similar
 * chunk. When the model finds that chunk does not hold the answer, the question and that chunk
 * are kept as a negative whose answer is "not available"; when it finds the answer there, no
 * negative (the pair would be a second positive, not what the set is for).
 */
async function pairedNegative(
  qas: readonly GeneratedQa[],
  similar: ChunkScope["similar"],
  paper: PaperForGeneration,
  source: Record<string, unknown>,
  settings: ChemlitSettings,
  ask: ReturnType<typeof asker>,
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

/** A multi-hop QA through the entity two chunks share, citing sentences of both. */
async function executeBridge(item: PlannedItem, paper: PaperForGeneration, settings: ChemlitSettings, generator: GenerationPort, signal?: AbortSignal): Promise<ItemResult> {
  const scope = readBridgeScope(item.scope);
  const [a, b] = scope.pair;
  const shownA = numberedChunk(paper, a.segments);
  const shownB = numberedChunk(paper, b.segments, shownA.sentences.length + 1);
  const evidenceScope = [...new Set([...a.segments, ...b.segments].map(([passageId]) => passageId))];
  const tokens = noTokens();
  const ask = asker(generator, settings, tokens, signal);
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

/**
 * Whether every planned chunk's prompts fit the context with their answers: the usefulness
 * check and the question call (the longer of the two decides). One blocker per paper, naming
 * its largest chunk and the context that would hold it.
 */
function checkFit(paper: PaperForGeneration, settings: ChemlitSettings, budget: TokenBudget, tools: StrategyTools, context: { paperName: string; maxContextSize: number | null }): FitFinding[] {
  const allowed = REASONING_TYPES.filter((t) => settings.reasoningTypes.includes(t));
  let worst: { label: string; prompt: number; answer: number; needed: number } | null = null;
  const options = { maxContext: settings.maxContextSentences, withDifficulty: settings.difficulty === "inline" };
  for (const item of planChemlit(paper, settings, tools, () => [])) {
    let label: string;
    let calls: [Messages, number][];
    if (item.kind === "bridge") {
      const bridge = readBridgeScope(item.scope);
      const a = numberedChunk(paper, bridge.pair[0].segments);
      const b = numberedChunk(paper, bridge.pair[1].segments, a.sentences.length + 1);
      label = `the multi-hop item on chunks ${bridge.pair[0].chunk + 1} and ${bridge.pair[1].chunk + 1}${bridge.chunks ? ` of ${bridge.chunks}` : ""}`;
      calls = [[bridgeMessages(a.text, b.text, bridge.entity, options), settings.maxTokens]];
    } else {
      const scope = readChunkScope(item.scope);
      label = chunkLabel(scope).toLowerCase();
      const { text } = numberedChunk(paper, scope.segments);
      calls = [
        [usefulnessMessages(text, allowed), settings.checkMaxTokens],
        [questionMessages(text, allowed[0]!, options), settings.maxTokens],
      ];
    }
    for (const [messages, maxTokens] of calls) {
      const answer = outputTokens(maxTokens, budget.contextSize);
      if (fitsContext(budget, messages, answer)) continue;
      const prompt = requestTokens(budget, messages);
      const needed = contextNeeded(prompt, maxTokens);
      if (!worst || needed > worst.needed) worst = { label, prompt, answer, needed };
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
      message: `"${context.paperName}": the prompt for ${worst.label} takes ${n(worst.prompt)} tokens and ${n(worst.answer)} are kept for the answer, more than the ${n(budget.contextSize)}-token context holds.`,
      fix: tooLong
        ? `This model's context (at most ${n(context.maxContextSize!)} tokens) is too small for ChemLit-QA's chunk prompts: pick a model with a longer context.`
        : `Set ${field} to at least ${n(worst.needed)} tokens (under Advanced).`,
      },
  ];
}

function chunkLabel(scope: Pick<ChunkScope, "chunk" | "chunks">): string {
  return scope.chunks ? `Chunk ${scope.chunk + 1} of ${scope.chunks}` : `Chunk ${scope.chunk + 1}`;
}

function itemLabel(item: Pick<PlannedItem, "kind" | "scope">): string {
  if (item.kind === "bridge") {
    const pair = Array.isArray(item.scope.pair) ? (item.scope.pair as { chunk: number }[]) : [];
    return `Multi-hop through "${String(item.scope.entity)}" (chunks ${pair.map((c) => c.chunk + 1).join(" and ")})`;
  }
  return chunkLabel({ chunk: Number(item.scope.chunk), chunks: typeof item.scope.chunks === "number" ? item.scope.chunks : undefined });
}

/**
 * ChemLit-QA (Wellawatte et al.): 2,000-character chunks; per chunk a usefulness check that also
 * picks which of seven reasoning types the chunk supports; then one question per type, the model's
 * reasoning written first, with its answer, the chunk sentences it rests on (cited by id) and a
 * difficulty. Each QA records the 4 most similar chunks of the paper (by embeddings when the run
 * has an embedding model, else BM25); negatives are the model's own unanswerable questions and a
 * chunk's question put to a similar chunk that does not answer it; a few multi-hop QAs per paper
 * join two chunks through a bridge entity. The judge's faithfulness and relevancy filter runs on
 * the whole run afterwards (`runFilters`; filters/registry.ts, RUN_FILTERS).
 */
export const chemlitStrategy: Strategy<ChemlitSettings> = withTableQuestions({
  name: "chemlit",
  promptVersion: PROMPT_VERSION,
  label: "ChemLit-QA",
  typeNames: { "multi-hop": "Multi-step" },
  summary:
    "Cuts each paper into chunks, skips chunks with nothing worth asking, and for every kind of reasoning a chunk supports reasons first, then writes one QA with the context sentences it rests on, a difficulty and the most similar chunks; adds negatives a similar chunk cannot answer and multi-hop QAs through entities two chunks share (after ChemLit-QA, Wellawatte et al.).",
  description: "per useful chunk, one QA per supported reasoning type, with context sentences and similar chunks; negatives and multi-hop QAs",
  differences: CHEMLIT_DIFFERENCES,
  citation: chemlitCitation,
  tables: {
    shown: false,
    why: `ChemLit-QA generated from chunks of plain text only, and its authors name the figures and tables left out as what their pipeline misses; its chunks here are the body's paragraphs, as theirs were. "Questions from tables" is the remedy they point to.`,
  },
  contextTexts: qaChunkTexts,
  runFilters: ["faithfulness-relevancy"],
  filters: CHEMLIT_FILTERS,
  settingsSchema: ChemlitSettingsSchema,
  plan: (paper, settings, tools) => planChemlit(paper, settings, tools),
  execute,
  itemLabel,
  checkFit,
});
