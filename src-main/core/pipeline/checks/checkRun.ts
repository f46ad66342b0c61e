import type { GenerateRequest } from "../../../contract/pipeline.ts";
import type { RunCheck, RunFinding } from "../../../contract/runChecks.ts";
import { runOptionTitle } from "../../../contract/runOptions.ts";
import type { LibraryDatabase } from "../../db/openDatabase.ts";
import { getPaper, listPapers } from "../../db/repositories/papers.ts";
import { loadPaperForGeneration } from "../papers/loadPaperForGeneration.ts";
import { strategyTools } from "../jobs/storeRunPlan.ts";
import { getStrategy } from "../strategies/index.ts";
import { parseStrategySettings } from "../strategies/parseSettings.ts";
import { checkRunModel, type CheckRunDeps } from "./checkRunModel.ts";
import { resolvedContextSize } from "./resolvedContextSize.ts";
import { finding } from "./runFinding.ts";

/** Papers checked at most per call: the form asks again on every change, and a check should stay well under a second. */
export const MAX_PAPERS_CHECKED = 50;

/**
 * The run form's checks, before anything is stored or loaded: the model (present, a generator,
 * with a chat template, looking instruction-tuned) and whether each paper's prompts fit the
 * context the run would use, counted with the model's own tokenizer. Settings that do not
 * validate throw InvalidStrategySettingsError, as starting the run would.
 */
export async function checkRun(db: LibraryDatabase, request: GenerateRequest, deps: CheckRunDeps): Promise<RunCheck> {
  const blockers: RunFinding[] = [];
  const warnings: RunFinding[] = [];
  const strategy = getStrategy(request.strategy);
  const paperIds = request.paperIds ?? listPapers(db).map((p) => p.id).reverse();
  const empty = (tokenCounts: RunCheck["tokenCounts"] = "estimate", contextSize: number | null = null): RunCheck => ({
    blockers,
    warnings,
    contextSize,
    tokenCounts,
    papersChecked: 0,
    papersTotal: paperIds.length,
  });
  if (paperIds.length === 0) blockers.push(finding("no-papers", "There are no papers to run on.", "Import papers in the Library, or pick some."));

  // Settings that do not validate are a bad request, not a finding: InvalidStrategySettingsError.
  const settings = parseStrategySettings(strategy, request.settings ?? {});

  const checkedModel = await checkRunModel(db, request, deps, blockers, warnings);
  if (!checkedModel) return empty();
  const { model, counter } = checkedModel;

  const contextSize = resolvedContextSize(request.contextSize, model.contextLength);
  const budget = { countTokens: (text: string) => counter.countTokens(text), contextSize };
  const checked = paperIds.slice(0, MAX_PAPERS_CHECKED);
  for (const paperId of checked) {
    const row = getPaper(db, paperId);
    if (!row) {
      blockers.push(finding("paper-not-found", `There is no paper ${paperId} in the library (it may have been removed).`, "Pick the papers again.", paperId));
      continue;
    }
    const paper = loadPaperForGeneration(db, paperId);
    for (const f of strategy.checkFit(paper, settings, budget, strategyTools, { paperName: row.name, maxContextSize: model.contextLength })) {
      const found = finding(f.code, f.message, f.fix, paperId);
      (f.severity === "blocker" ? blockers : warnings).push(f.unreadGroups ? { ...found, unreadGroups: f.unreadGroups } : found);
    }
  }
  if (request.contextSize === "auto" && model.contextLength !== null) {
    warnings.push(
      finding(
        "context-auto",
        `With "${runOptionTitle("contextSize")}" on auto the model gets as much of its ${model.contextLength.toLocaleString("en-US")}-token trained context as memory allows; the checks assume all of it.`,
        `Set "${runOptionTitle("contextSize")}" to a number to know exactly what the run gets.`,
      ),
    );
  }
  return { blockers, warnings, contextSize, tokenCounts: counter.exact ? "model" : "estimate", papersChecked: checked.length, papersTotal: paperIds.length };
}
