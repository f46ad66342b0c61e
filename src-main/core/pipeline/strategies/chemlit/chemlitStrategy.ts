import { CHEMLIT_FILTERS } from "./filters.ts";
import { withTableQuestions } from "../shared/tableQuestions.ts";
import type { GenerationPort } from "../../ports.ts";
import type { ExecuteServices } from "../strategyServices.ts";
import type { ItemResult, PlannedItem, Strategy } from "../Strategy.ts";
import type { PaperForGeneration } from "../paperForGeneration.ts";
import { checkFit } from "./checkFit.ts";
import { CHEMLIT_DIFFERENCES } from "./differences.ts";
import { executeBridge } from "./executeBridge.ts";
import { executeChunk } from "./executeChunk.ts";
import { itemLabel } from "./itemLabels.ts";
import { planChemlit } from "./planChemlit.ts";
import { PROMPT_VERSION } from "./prompt.ts";
import { type ChemlitSettings, ChemlitSettingsSchema } from "./settings.ts";
import { chemlitCitation } from "./citation.ts";
import { qaChunkTexts } from "./chunkTexts.ts";

async function execute(item: PlannedItem, paper: PaperForGeneration, settings: ChemlitSettings, generator: GenerationPort, signal?: AbortSignal, services?: ExecuteServices): Promise<ItemResult> {
  return item.kind === "bridge" ? executeBridge(item, paper, settings, generator, signal) : executeChunk(item, paper, settings, generator, signal, services);
}

/**
 * ChemLit-QA (Wellawatte et al.): 2,000-character chunks; per chunk a usefulness check that also
 * picks which of seven reasoning types the chunk supports; then one question per type, the model's
 * reasoning written first, with its answer, the chunk sentences it rests on (cited by id) and a
 * difficulty. Each QA records the 4 most similar chunks of the paper (by embeddings when the run
 * has an embedding model, else BM25); negatives are the model's own unanswerable questions and a
 * chunk's question put to a similar chunk that does not answer it; a few multi-hop QAs per paper
 * join two chunks through a bridge entity. The judge's faithfulness and relevancy filter runs on
 * the whole run afterwards (`runFilters`; filters/runFilters.ts, RUN_FILTERS).
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
