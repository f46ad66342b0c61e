import { useMemo } from "react";
import type { StrategyInfo } from "@contract/strategyInfo.ts";
import type { ModelChoice } from "../../shared/ModelSelect.tsx";
import type { RunChoices } from "./rememberedRunChoices.ts";
import { advancedOptionFields, buildRunRequest, runOptionFields } from "./runOptions.ts";
import { initialDrafts, readDrafts } from "./settingsDrafts.ts";
import { changedValues, fieldsFromSchema, type SchemaField } from "./settingsFields.ts";
import { useRunCheck } from "./useRunCheck.ts";
import { defaultFilterNames } from "@contract/methodFilters.ts";

export interface RunRequestInput {
  strategies: StrategyInfo[];
  models: ModelChoice[];
  totalPapers: number;
  defaultLanes: number;
  choices: RunChoices;
  allPapers: boolean;
  paperIds: number[];
  /** The rule filters chosen per method, where they were changed from the method's own. */
  filterChoices: Readonly<Record<string, ReadonlySet<string>>>;
}

/**
 * What the run form's choices make: each group of fields read from its drafts (values, errors,
 * what differs from the defaults), the startRun request, the core's check of it, and what
 * stands in the way of starting, in words.
 */
export function useRunRequest(input: RunRequestInput) {
  const { strategies, models, choices, allPapers, paperIds } = input;
  const { strategy, modelId, judgeModelId, embedderModelId, strategyDrafts } = choices;
  const fieldsByStrategy = useMemo(() => new Map(strategies.map((s) => [s.name, fieldsFromSchema(s.settings)])), [strategies]);
  const runFields = useMemo(() => runOptionFields(input.defaultLanes), [input.defaultLanes]);
  const advancedFields = useMemo(() => advancedOptionFields(), []);
  const runDrafts = choices.runDrafts ?? initialDrafts(runFields);
  const advancedDrafts = choices.advancedDrafts ?? initialDrafts(advancedFields);

  const info = strategies.find((s) => s.name === strategy);
  // The method's own filters unless changed; sent only when they differ from them.
  const defaultFilters = info ? defaultFilterNames(info.filters) : [];
  const chosenFilters = input.filterChoices[strategy] ?? new Set(defaultFilters);
  const filtersChanged = chosenFilters.size !== defaultFilters.length || defaultFilters.some((f) => !chosenFilters.has(f));
  const strategyFields: SchemaField[] = fieldsByStrategy.get(strategy) ?? [];
  const drafts = strategyDrafts[strategy] ?? initialDrafts(strategyFields);
  const strategyRead = readDrafts(strategyFields, drafts);
  const runRead = readDrafts(runFields, runDrafts);
  const advancedRead = readDrafts(advancedFields, advancedDrafts);
  const changedStrategy = new Set(Object.keys(changedValues(strategyFields, strategyRead.values)));
  const changedRun = new Set(Object.keys(changedValues(runFields, runRead.values)));
  const changedAdvanced = new Set(Object.keys(changedValues(advancedFields, advancedRead.values)));
  const invalid = Object.keys(strategyRead.errors).length + Object.keys(runRead.errors).length + Object.keys(advancedRead.errors).length > 0;
  const paperCount = allPapers ? input.totalPapers : paperIds.length;
  const model = models.find((m) => m.id === modelId);
  const formBlocker = !info ? "Pick a strategy." : !model ? "Pick a model." : paperCount === 0 ? "Pick at least one paper." : invalid ? "Fix the settings marked below." : null;
  const request = formBlocker
    ? null
    : buildRunRequest({
        strategy,
        modelId,
        judgeModelId,
        embedderModelId,
        paperIds: allPapers ? null : paperIds,
        strategyFields,
        strategyValues: strategyRead.values,
        runFields,
        runValues: runRead.values,
        advancedFields,
        advancedValues: advancedRead.values,
        filters: filtersChanged ? (info?.filters ?? []).filter((f) => chosenFilters.has(f.name)).map((f) => f.name) : null,
      });
  // The core checks the run as it would start it: papers against the model's context, the model itself.
  const checks = useRunCheck(request);
  const checkBlocked = (checks.check?.blockers.length ?? 0) > 0;
  const blocker = formBlocker ?? (checkBlocked ? "Change what the checks above name before starting." : null);

  return { info, chosenFilters, strategyFields, drafts, strategyRead, changedStrategy, runFields, runDrafts, runRead, changedRun, advancedFields, advancedDrafts, advancedRead, changedAdvanced, model, paperCount, request, blocker, checks };
}
