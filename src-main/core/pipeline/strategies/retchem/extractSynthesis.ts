import type { GenerationPort } from "../../ports.ts";
import { fitPaper } from "../shared/fitPaper.ts";
import type { ExecuteServices } from "../strategyServices.ts";
import type { ItemResult, PlannedItem } from "../Strategy.ts";
import type { PaperForGeneration } from "../paperForGeneration.ts";
import { SYNTHESIS_MINIMUM, SYNTHESIS_SETTING } from "./itemPrompt.ts";
import { type Hop, PROMPT_VERSION, synthesisMessages } from "./prompt.ts";
import { type SynthesisOutput, synthesisSchema } from "./schema.ts";
import type { RetchemSettings } from "./settings.ts";
import { describeSynthesis, interpretSynthesis } from "./synthesis.ts";

/** The synthesis-conditions item: one structured extraction over the paper, stored through `services`, no QAs. */
export async function extractSynthesis(item: PlannedItem, paper: PaperForGeneration, settings: RetchemSettings, generator: GenerationPort, signal?: AbortSignal, services?: ExecuteServices): Promise<ItemResult> {
  const hop: Hop = item.scope.hop === "multi" ? "multi" : "single";
  const fitted = fitPaper(paper, generator, settings.synthesisMaxTokens, (text) => synthesisMessages(text, settings.maxMaterials, hop), SYNTHESIS_SETTING, SYNTHESIS_MINIMUM);
  const sentences = fitted.context.sentences;
  signal?.throwIfAborted();
  const result = await generator.generate<SynthesisOutput>({
    system: fitted.system,
    prompt: fitted.prompt,
    schema: synthesisSchema(sentences.map((s) => s.id), settings.maxMaterials),
    maxTokens: fitted.maxTokens,
    temperature: settings.temperature ?? undefined,
    signal,
  });
  const conditions = interpretSynthesis(result.output, sentences, { promptVersion: PROMPT_VERSION, policy: fitted.context.policy });
  services?.syntheses?.save(paper.id, conditions);
  return { qas: [], tokens: result.tokens, evidenceScope: fitted.context.passageIds, reason: { code: conditions.reported ? "synthesis-extracted" : "no-synthesis-reported", message: describeSynthesis(conditions) } };
}
