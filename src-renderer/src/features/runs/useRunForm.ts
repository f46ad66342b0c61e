import { useState, type FormEvent } from "react";
import type { RunFormProps } from "./runFormProps.ts";
import { initialDrafts, type FieldDraft } from "./settingsDrafts.ts";
import { useStartRun } from "./useNewRun.ts";
import { useRunChoices } from "./useRunChoices.ts";
import { useRunRequest } from "./useRunRequest.ts";

/**
 * The run form's state: the remembered choices, the papers, the filters per method, the request
 * they make, and a submit that starts the run only when nothing stands in the way.
 */
export function useRunForm(props: RunFormProps) {
  const { strategies, models } = props;
  // The last choices (method, models, fields as typed) come back; a link's method outranks them.
  const { choices, update } = useRunChoices({
    strategies: strategies.map((s) => s.name),
    models,
    embedders: props.embedders,
    defaultStrategy: props.defaultStrategy,
    defaultModelId: props.defaultModelId,
    askedStrategy: props.initialStrategy,
  });
  const { strategy, strategyDrafts } = choices;
  const [allPapers, setAllPapers] = useState(props.initialPaperIds.length === 0);
  const [paperIds, setPaperIds] = useState<number[]>(props.initialPaperIds);
  // Filters chosen per method, when changed from the method's own.
  const [filterChoices, setFilterChoices] = useState<Record<string, ReadonlySet<string>>>({});
  const start = useStartRun();
  const form = useRunRequest({ ...props, choices, allPapers, paperIds, filterChoices });
  const setStrategyDrafts = (next: Record<string, FieldDraft>) => update({ strategyDrafts: { ...strategyDrafts, [strategy]: next } });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.blocker || !form.request || start.submitting) return;
    const started = await start.start(form.request);
    if (started) props.onStarted(started.runId, started.items);
  };

  return {
    choices,
    update,
    allPapers,
    setAllPapers,
    paperIds,
    setPaperIds,
    form,
    start,
    submit,
    setFilters: (next: ReadonlySet<string>) => setFilterChoices({ ...filterChoices, [strategy]: next }),
    setStrategyDraft: (key: string, value: FieldDraft) => setStrategyDrafts({ ...form.drafts, [key]: value }),
    resetStrategyDrafts: () => setStrategyDrafts(initialDrafts(form.strategyFields)),
  };
}
