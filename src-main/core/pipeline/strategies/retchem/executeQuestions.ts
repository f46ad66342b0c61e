import type { GenerationPort } from "../../ports.ts";
import { describeContext, fitPaper } from "../shared/fitPaper.ts";
import { fitsContext, type Messages } from "../shared/requestSize.ts";
import { multiHopReason, placeholderReason } from "../shared/itemReasons.ts";
import { addTokens, noTokens } from "../../../../contract/tokens.ts";
import type { GeneratedQa, ItemResult, PlannedItem } from "../Strategy.ts";
import type { PaperForGeneration } from "../paperForGeneration.ts";
import { checkHops, type HopCheck } from "./hopCheck.ts";
import { answerContent, citedShown, interpret } from "./interpretQa.ts";
import { OUTPUT_MINIMUM, OUTPUT_SETTING, promptFor } from "./itemPrompt.ts";
import { readScope } from "./planRetchem.ts";
import { retchemMessages } from "./prompt.ts";
import { type RetchemOutput, retchemSchema } from "./schema.ts";
import type { RetchemSettings } from "./settings.ts";

/**
 * A question-type item: the QAs of one type asked for over the fitted paper; in multi-hop mode
 * those whose cited places do not each add something are dropped and asked for again.
 */
export async function executeQuestions(item: PlannedItem, paper: PaperForGeneration, settings: RetchemSettings, generator: GenerationPort, signal?: AbortSignal): Promise<ItemResult> {
  const { type, count, hop } = readScope(item.scope);
  const { minPlaces, maxEvidence, retries, base, render } = promptFor(settings, type, count, hop);
  const fitted = fitPaper(paper, generator, settings.maxTokens, render, OUTPUT_SETTING, OUTPUT_MINIMUM);
  const paperText = fitted.context.text;
  const sentences = fitted.context.sentences;
  const ids = sentences.map((s) => s.id);
  const context = describeContext(fitted.context);
  const tokens = noTokens();

  const kept: GeneratedQa[] = [];
  const dropped: { question: string; places: number; contributing: number; round: number }[] = [];
  let written = 0;
  let unusable = 0;
  let rounds = 0;
  let messages: Messages = retchemMessages({ ...base, paperText });
  let wanted = count;
  for (let round = 1; ; round++) {
    rounds = round;
    signal?.throwIfAborted();
    const result = await generator.generate<RetchemOutput>({
      ...messages,
      schema: retchemSchema(type, wanted, minPlaces, maxEvidence, ids, hop === "multi"),
      maxTokens: fitted.maxTokens,
      temperature: settings.temperature ?? undefined,
      signal,
    });
    addTokens(tokens, result.tokens);
    let rejected = 0;
    for (const raw of result.output.qas) {
      written++;
      const qa = interpret(raw, type, hop, { shown: sentences, max: maxEvidence }, context);
      if (!qa) {
        unusable++;
        continue;
      }
      if (hop === "multi") {
        // The multi-hop rule (hopCheck.ts): at least `minPlaces` cited paragraphs each give the
        // question or answer a term or number the other cited paragraphs do not. A QA that fails
        // is a single-hop QA in disguise: dropped, and replaced by asking again, at most
        // `multiHopRetries` times.
        const check: HopCheck = checkHops(answerContent(qa, type), citedShown(raw, hop, sentences), minPlaces);
        if (!check.passed) {
          dropped.push({ question: qa.question, places: check.places, contributing: check.contributing, round });
          rejected++;
          continue;
        }
        qa.labels.hopCheck = { ...check, round };
      }
      kept.push(qa);
    }
    if (rejected === 0 || round > retries) break;
    wanted = rejected;
    const retry = { ...base, paperText, count: wanted, retry: { kept: kept.map((q) => q.question), rejected } };
    messages = retchemMessages(retry);
    if (!fitsContext(generator, messages, fitted.maxTokens)) messages = retchemMessages({ ...retry, retry: { kept: [], rejected } });
  }
  // Dropped QAs are not returned; each kept QA of the item records them, so the shortfall and
  // its reason stay visible in the dataset.
  if (dropped.length > 0) {
    for (const qa of kept)
      qa.labels.droppedForTooFewPlaces = dropped.map((d) => ({ ...d, reason: `${d.contributing} of ${d.places} cited paragraph(s) added something of their own to the answer, ${minPlaces} required` }));
  }
  // Why fewer QAs came back than were asked for: the multi-hop check first (it is the method's
  // own rule), then placeholders.
  const reason =
    dropped.length > 0
      ? multiHopReason(dropped.length, written - unusable, dropped.map((d) => d.contributing), minPlaces, rounds)
      : unusable > 0
        ? placeholderReason(unusable, written)
        : undefined;
  return { qas: kept, tokens, evidenceScope: fitted.context.passageIds, ...(reason ? { reason } : {}) };
}
