import { runOptionTitle } from "../../../../contract/runOptions.ts";
import type { TokenBudget } from "../../ports.ts";
import type { Messages } from "../shared/requestSize.ts";
import { worstCall, worstCallMessage, type WorstCall } from "../shared/worstCall.ts";
import type { FitFinding, StrategyTools } from "../strategyServices.ts";
import type { PaperForGeneration } from "../paperForGeneration.ts";
import { numberedChunk, readBridgeScope, readChunkScope } from "./chunkScope.ts";
import { chunkLabel } from "./itemLabels.ts";
import { planChemlit } from "./planChemlit.ts";
import { bridgeMessages, questionMessages, usefulnessMessages } from "./prompt.ts";
import { REASONING_TYPES } from "./reasoningTypes.ts";
import type { ChemlitSettings } from "./settings.ts";

/**
 * Whether every planned chunk's prompts fit the context with their answers: the usefulness
 * check and the question call (the longer of the two decides). One blocker per paper, naming
 * its largest chunk and the context that would hold it.
 */
export function checkFit(paper: PaperForGeneration, settings: ChemlitSettings, budget: TokenBudget, tools: StrategyTools, context: { paperName: string; maxContextSize: number | null }): FitFinding[] {
  const allowed = REASONING_TYPES.filter((t) => settings.reasoningTypes.includes(t));
  let worst: WorstCall | null = null;
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
    worst = worstCall(budget, calls.map(([messages, maxTokens]) => ({ what: label, messages, maxTokens })), worst);
  }
  if (!worst) return [];
  const n = (value: number) => value.toLocaleString("en-US");
  const field = `"${runOptionTitle("contextSize")}"`;
  const tooLong = context.maxContextSize !== null && worst.needed > context.maxContextSize;
  return [
    {
      severity: "blocker",
      code: "chunk-does-not-fit",
      message: worstCallMessage(context.paperName, worst, budget.contextSize),
      fix: tooLong
        ? `This model's context (at most ${n(context.maxContextSize!)} tokens) is too small for ChemLit-QA's chunk prompts: pick a model with a longer context.`
        : `Set ${field} to at least ${n(worst.needed)} tokens (under Advanced).`,
      },
  ];
}
