import { cosine } from "../../../llm/embeddings/TextEmbedder.ts";
import { WordVectorEmbedder } from "../../../llm/embeddings/WordVectorEmbedder.ts";
import { countWords } from "../../qaMeasures/countWords.ts";
import { contextDependence } from "../../qaMeasures/contextDependence.ts";
import type { GenerationPort } from "../../ports.ts";
import { fitsContext, outputTokens } from "../shared/requestSize.ts";
import { noParagraphsReason, noQuestionsReason } from "../shared/itemReasons.ts";
import { isPlaceholder, tidy } from "../shared/outputText.ts";
import { citedSentences } from "../shared/sentenceIds.ts";
import { noTokens } from "../../../../contract/tokens.ts";
import type { ExecuteServices } from "../strategyServices.ts";
import type { GeneratedQa, ItemResult, PlannedItem } from "../Strategy.ts";
import type { PaperForGeneration } from "../paperForGeneration.ts";
import { answerMessages, questionMessages, REFUSAL } from "./prompt.ts";
import { type CandidateQuestion, PAIRING_THRESHOLDS, pickQuestions, rankQuestions } from "./rankQuestions.ts";
import { candidateParagraphs, SALIENCE_THRESHOLDS, scoreParagraphs, selectSalient } from "./salience.ts";
import type { QuestionsOutput } from "../shared/questionsOutput.ts";
import { type AnswerOutput, answerSchema, questionsSchema } from "./schema.ts";
import { sectionHeading, topSections } from "./sections.ts";
import type { CcqgSettings } from "./settings.ts";
import { answerContext } from "./answerContext.ts";
import { modelSupport } from "./modelSupport.ts";
import { sampledAsk } from "../shared/countedAsk.ts";

/**
 * Seeds of the consistency samples, one apart: with the run's own seed a sample at the main
 * answer's temperature could repeat it word for word and agree with it for nothing.
 */
const SAMPLE_SEED = 7919;

/** One CCQG item (the whole paper): the four steps of the method, described with ccqgStrategy. */
export async function executeCcqg(_item: PlannedItem, paper: PaperForGeneration, settings: CcqgSettings, generator: GenerationPort, signal?: AbortSignal, services?: ExecuteServices): Promise<ItemResult> {
  const embedder = services?.embedder ?? new WordVectorEmbedder();
  const tokens = noTokens();
  const ask = sampledAsk(generator, tokens, signal);
  const header = { title: paper.title, keywords: paper.keywords };

  // 1. Salient paragraphs: like the title, abstract and keywords.
  const candidates = candidateParagraphs(paper, settings.minParagraphWords);
  if (candidates.length === 0) return { qas: [], tokens, reason: noParagraphsReason(settings.minParagraphWords) };
  const scored = await scoreParagraphs(embedder, paper, candidates, signal);
  const salienceThreshold = settings.salienceThreshold ?? SALIENCE_THRESHOLDS[embedder.kind];
  const selection = selectSalient(scored, salienceThreshold, settings.maxSalientParagraphs, settings.pairedParagraphs);
  const salienceOf = new Map(scored.map((s) => [s.passageId, s.salience]));
  const textOf = new Map(candidates.map((p) => [p.id, p.text]));

  // 2. Questions per salient paragraph.
  const questions: CandidateQuestion[] = [];
  const seen = new Set<string>();
  for (const { passageId } of selection.salient) {
    const out = await ask<QuestionsOutput>(questionMessages(header, textOf.get(passageId)!, settings.questionsPerParagraph), questionsSchema(settings.questionsPerParagraph), settings.questionMaxTokens, { temperature: settings.temperature });
    for (const raw of out.questions) {
      const question = tidy(raw);
      if (isPlaceholder(question) || seen.has(question.toLowerCase())) continue;
      seen.add(question.toLowerCase());
      questions.push({ question, origin: passageId });
    }
  }
  if (questions.length === 0) return { qas: [], tokens, reason: noQuestionsReason({ salient: selection.salient.length, written: 0, references: 0, sectionCap: 0 }) };

  // 3. Two-step ranking (Algorithm 1), then the pattern filter and the per-section cap.
  const ids = candidates.map((p) => p.id);
  const vectors = await embedder.embed([...questions.map((q) => q.question), ...candidates.map((p) => p.text)], signal);
  const row = new Map(ids.map((id, i) => [id, questions.length + i]));
  const ranked = rankQuestions({
    questions,
    salient: selection.salient.map((s) => s.passageId),
    rest: selection.rest.map((s) => s.passageId),
    similarity: (q, passageId) => cosine(vectors[q]!, vectors[row.get(passageId)!]!),
    threshold: settings.pairingThreshold ?? PAIRING_THRESHOLDS[embedder.kind],
    k: settings.pairedParagraphs,
  });
  const sectionOf = topSections(paper);
  const { picked, excluded, overSectionCap } = pickQuestions(ranked, {
    count: settings.qaPerPaper,
    perSection: settings.questionsPerSection,
    sectionOf,
    excluded: (q) => contextDependence(q.question, "").verdict === "fail",
  });
  const ranking = { candidates: questions.length, salientParagraphs: selection.salient.length, salienceBelowThreshold: selection.belowThreshold, leftOutForReferences: excluded, leftOutBySectionCap: overSectionCap };

  // 4. Answers with their supporting sentences, or a stored refusal; then the samples.
  const words = { min: settings.answerMinWords, max: settings.answerMaxWords };
  const reserve = outputTokens(settings.maxTokens, generator.contextSize);
  const qas: GeneratedQa[] = [];
  const scope = new Set<number>();
  for (const q of picked) {
    const shown = answerContext(paper, q.paragraphs, (texts) => answerMessages(header, texts, q.question, words, settings.maxEvidence), (m) => fitsContext(generator, m, reserve));
    for (const id of shown.shown) scope.add(id);
    const schema = answerSchema(shown.sentences.map((s) => s.id), settings.maxEvidence, settings.answerMaxWords);
    const main = await ask<AnswerOutput>(shown.messages, schema, settings.maxTokens, { temperature: settings.temperature });
    const modelAnswer = tidy(main.answer);
    const refused = !main.answerable || isPlaceholder(modelAnswer);
    const samples: string[] = [];
    if (!refused) {
      for (let i = 0; i < settings.consistencySamples; i++) {
        const sample = await ask<AnswerOutput>(shown.messages, schema, settings.maxTokens, { temperature: settings.sampleTemperature, seed: SAMPLE_SEED + i });
        const text = tidy(sample.answer);
        samples.push(sample.answerable && !isPlaceholder(text) ? text : "");
      }
    }
    // The model's judgement, when asked for: per answer sentence, the share of samples backing it.
    const support = samples.length > 0 && settings.consistencyCheck === "model" ? await modelSupport(ask, q.question, modelAnswer, samples, settings.questionMaxTokens) : undefined;
    qas.push({
      question: q.question,
      answer: refused ? REFUSAL : modelAnswer,
      type: null,
      difficulty: null,
      hop: null,
      negative: refused,
      evidenceQuotes: refused ? [] : citedSentences(main.support, shown.sentences, settings.maxEvidence),
      labels: {
        rank: q.rank,
        rankingPhase: q.phase,
        section: sectionHeading(sectionOf(q.origin)),
        ...(refused ? { refusal: true, modelAnswer } : { answerWords: countWords(modelAnswer) }),
        ...(samples.length > 0 ? { sampledAnswers: samples } : {}),
      },
      context: {
        originParagraph: q.origin,
        originSalience: Number((salienceOf.get(q.origin) ?? 0).toFixed(3)),
        pairedParagraphs: shown.shown,
        ...(shown.leftOut > 0 ? { pairedLeftOut: shown.leftOut } : {}),
        passageIds: shown.shown,
        ranking,
      },
      ...(refused ? {} : { answerWords: words }),
      ...(samples.length > 0 ? { selfCheck: { samples, threshold: settings.consistencyThreshold, ...(support ? { support } : {}) } } : {}),
    });
  }
  const none = qas.length === 0 ? noQuestionsReason({ salient: selection.salient.length, written: questions.length, references: excluded, sectionCap: overSectionCap }) : undefined;
  return { qas, tokens, evidenceScope: [...scope], ...(none ? { reason: none } : {}) };
}
