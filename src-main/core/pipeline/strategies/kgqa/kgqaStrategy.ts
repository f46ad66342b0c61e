import { KGQA_FILTERS } from "../ccqg/filters.ts";
import { withTableQuestions } from "../shared/tableQuestions.ts";
import { GRAPH_QUESTION_TYPES, type GraphQuestionType } from "../../../../contract/knowledgeGraph.ts";
import type { GenerationPort } from "../../ports.ts";
import { countedAsk } from "../shared/countedAsk.ts";
import { NO_QAS_REASON, placeholderReason } from "../shared/itemReasons.ts";
import { isPlaceholder, tidy } from "../shared/outputText.ts";
import { citedSentences, numberPassage } from "../shared/sentenceIds.ts";
import { noTokens } from "../../../../contract/tokens.ts";
import type { ExecuteServices } from "../strategyServices.ts";
import type { GeneratedQa, ItemResult, PlannedItem, Strategy } from "../Strategy.ts";
import type { PaperForGeneration } from "../paperForGeneration.ts";
import { assembleGraph, type ExtractedTriplet, groupTriplets, scoreGraph } from "./paperGraph.ts";
import { answerMessages, extractMessages, NO_ANSWER, PROMPT_VERSION, questionMessages } from "./prompt.ts";
import type { QuestionsOutput } from "../shared/questionsOutput.ts";
import { type GraphAnswerOutput, answerSchema, questionsSchema, type TripletsOutput, tripletsSchema } from "./schema.ts";
import { type KgqaSettings, KgqaSettingsSchema } from "./settings.ts";
import { ccqgCitation } from "../ccqg/citation.ts";
import { checkKgqaFit } from "./checkKgqaFit.ts";
import { graphPassages, metadataSimilarity } from "./graphPassages.ts";
import { groupContext, tripletLabels } from "./groupContext.ts";

async function execute(_item: PlannedItem, paper: PaperForGeneration, settings: KgqaSettings, generator: GenerationPort, signal?: AbortSignal, services?: ExecuteServices): Promise<ItemResult> {
  const tokens = noTokens();
  const ask = countedAsk(generator, settings.temperature, tokens, signal);

  // 1. Triplets, paragraph by paragraph, each citing the sentence it was read from.
  const extracted: ExtractedTriplet[] = [];
  for (const passage of graphPassages(paper)) {
    const numbered = numberPassage(passage, 1);
    if (numbered.sentences.length === 0) continue;
    const ids = numbered.sentences.map((s) => s.id);
    const out = await ask<TripletsOutput>(extractMessages(numbered.text, settings.tripletsPerParagraph), tripletsSchema(ids, settings.tripletsPerParagraph), settings.extractMaxTokens);
    for (const t of out.triplets) {
      const sentence = numbered.sentences.find((s) => s.id === t.sentence);
      if (!sentence || isPlaceholder(t.head) || isPlaceholder(t.tail) || isPlaceholder(t.relation)) continue;
      extracted.push({ head: t.head, relation: t.relation, tail: t.tail, mention: { passageId: passage.id, start: sentence.start, end: sentence.end, text: sentence.text } });
    }
  }

  // 2. The paper's graph, scored against the corpus of papers that have one.
  const assembled = assembleGraph(extracted);
  const corpus = services?.graphs?.corpus(paper.id) ?? [];
  const unscored = scoreGraph(assembled, corpus, () => 1, "none");
  const similarity = await metadataSimilarity(paper, unscored, services, signal);
  const graph = scoreGraph(assembled, corpus, similarity.of, similarity.kind);
  services?.graphs?.save(paper.id, graph);
  if (graph.triplets.length === 0) return { qas: [], tokens, reason: { code: "no-triplets", message: "the model found no facts linking two terms in the paper's paragraphs" } };

  // 3. Questions from the most salient groups of triplets.
  const groups = groupTriplets(graph.triplets, settings.tripletGroups).map((group) => ({ group, ...groupContext(paper, group, settings.paragraphsPerGroup) }));
  const asked: { question: string; group: number; rank: number }[] = [];
  let written = 0;
  for (const [g, { context }] of groups.entries()) {
    const out = await ask<QuestionsOutput>(questionMessages(context, settings.questionsPerGroup), questionsSchema(settings.questionsPerGroup), settings.maxTokens);
    const questions = [...new Set(out.questions.map(tidy))];
    written += questions.length;
    questions.forEach((question, rank) => {
      if (!isPlaceholder(question)) asked.push({ question, group: g, rank });
    });
  }
  // Each group's first question before any group's second: the top QAs span the most salient groups.
  const chosen = asked.sort((a, b) => a.rank - b.rank || a.group - b.group).slice(0, settings.qasPerPaper);

  // 4. Answers from the group's paragraphs, with the sentences they rest on.
  const qas: GeneratedQa[] = [];
  let refusalsLeftOut = 0;
  for (const { question, group: g } of chosen.sort((a, b) => a.group - b.group || a.rank - b.rank)) {
    const { group, context, sentences, passageIds } = groups[g]!;
    const ids = sentences.map((s) => s.id);
    const out = await ask<GraphAnswerOutput>(answerMessages(context, question, settings.maxEvidence), answerSchema(ids, settings.maxEvidence), settings.maxTokens);
    const answer = tidy(out.answer);
    const negative = !out.answerable || isPlaceholder(answer);
    if (negative && !settings.keepRefusals) {
      refusalsLeftOut++;
      continue;
    }
    qas.push({
      question,
      answer: negative ? NO_ANSWER : answer,
      type: "kg-triplet" satisfies GraphQuestionType,
      difficulty: null,
      hop: passageIds.length > 1 ? "multi" : "single",
      negative,
      evidenceQuotes: negative ? [] : citedSentences(out.sentences, sentences, settings.maxEvidence),
      labels: { triplets: tripletLabels(group), tripletGroup: g + 1, ...(negative ? { modelAnswer: answer } : {}) },
      context: { paragraphs: passageIds, corpusPapers: graph.corpusPapers, similarity: graph.similarity },
    });
  }
  const evidenceScope = [...new Set(groups.flatMap((g) => g.passageIds))];
  const reason =
    qas.length > 0
      ? undefined
      : written > 0 && asked.length === 0
        ? placeholderReason(written, written)
        : refusalsLeftOut > 0
          ? { code: "refusals-not-kept", message: `the paragraphs answered none of the ${refusalsLeftOut} questions, and "Keep refusals" is off` }
          : NO_QAS_REASON;
  return { qas, tokens, evidenceScope, ...(reason ? { reason } : {}) };
}

/**
 * The knowledge-graph variant of Azarbonyad et al. (Elsevier, SIGIR 2025): the model reads
 * entity–relation triplets from every paragraph (citing the sentence by id), they form a graph
 * per paper, each triplet gets the paper's saliency (min of tf-idf × PageRank of its ends, times
 * the triplet's tf-idf over the library's graphs, times its similarity to title, abstract and
 * keywords), and questions are written from the most salient groups and answered from the
 * paragraphs those triplets come from. One item per paper: the questions need the whole graph.
 */
export const kgqaStrategy: Strategy<KgqaSettings> = withTableQuestions({
  name: "kgqa",
  promptVersion: PROMPT_VERSION,
  label: "Knowledge-graph QA",
  fillsPaperTab: "graph",
  typeNames: GRAPH_QUESTION_TYPES,
  summary:
    "Reads entity–relation triplets from every paragraph into a knowledge graph of the paper, ranks them by tf-idf × PageRank × closeness to the title and abstract, and writes the top QAs from the most salient ones with supporting sentences (after Azarbonyad et al., Elsevier).",
  differences:
    "The run's model reads the triplets (no fine-tuned REBEL model), tf-idf counts the library's papers that have a graph, questions follow their triplets' saliency instead of CCQG's two-step ranking, and a question the paragraphs cannot answer is kept as a labelled negative rather than dropped.",
  description: "facts linking two terms read from each paragraph, a graph per paper, the most salient facts turned into answered questions",
  citation: ccqgCitation,
  tables: {
    shown: false,
    why: `The knowledge-graph method of the same paper builds its graph from, and answers from, the article's paragraphs, and filters out questions that refer to tables or figures; its prompts show paragraphs only.`,
  },
  filters: KGQA_FILTERS,
  settingsSchema: KgqaSettingsSchema,
  plan: () => [{ itemKey: "graph", kind: "graph", scope: {} }],
  execute,
  itemLabel: () => "Knowledge graph and questions",
  checkFit: checkKgqaFit,
});
