import type { DatasetSummary, DatasetText } from "@contract/datasets.ts";
import { useAppEvent } from "./useAppEvent.ts";
import { useAsync } from "./useAsync.ts";
import { formatCount } from "./format.ts";
import { listAllDatasets, listAllDatasetTexts } from "./listAllDatasets.ts";

/** The imported QA datasets, each one entry, fresh after imports and runs. */
export function useDatasets() {
  const datasets = useAsync(() => listAllDatasets(), []);
  useAppEvent(["library.changed", "runs.changed"], () => datasets.reload());
  return datasets;
}

/** A dataset with its texts, so a menu can choose all of them at once. */
export interface DatasetChoice extends DatasetSummary {
  texts: number;
  textIds: number[];
}

/** The imported datasets with the ids of their texts: what choosing a dataset in a menu chooses. */
export function useDatasetChoices() {
  const choices = useAsync(async (): Promise<DatasetChoice[]> => {
    const datasets = await listAllDatasets();
    const texts = await Promise.all(datasets.map((d) => listAllDatasetTexts(d.name)));
    return datasets.map((d, i) => ({ ...d, textIds: texts[i]!.map((t) => t.id) }));
  }, []);
  useAppEvent("library.changed", () => choices.reload());
  return choices;
}

/** A dataset's texts in its own order, asked for only once `open`. */
export function useDatasetTexts(name: string, open: boolean) {
  return useAsync(async (): Promise<DatasetText[] | null> => (open ? listAllDatasetTexts(name) : null), [name, open]);
}

/** How a choice of ids splits: papers, and the datasets whose texts are all (or partly) among them. */
export function splitChoice(selected: readonly number[], datasets: readonly DatasetChoice[]) {
  const chosen = new Set(selected);
  const inDataset = new Set(datasets.flatMap((d) => d.textIds));
  return {
    papers: selected.filter((id) => !inDataset.has(id)),
    datasets: datasets.filter((d) => d.textIds.some((id) => chosen.has(id))).map((d) => ({ name: d.name, all: d.textIds.every((id) => chosen.has(id)), texts: d.textIds.length })),
    inDataset,
  };
}

/** A choice in words: "2 papers", "the dataset “chemlit.csv”", "1 paper and 12 texts of “chemlit.csv”". */
export function choiceWords(selected: readonly number[], datasets: readonly DatasetChoice[]): string {
  const split = splitChoice(selected, datasets);
  const parts = split.papers.length > 0 ? [formatCount(split.papers.length, "paper")] : [];
  for (const d of split.datasets) {
    const chosen = selected.filter((id) => datasets.find((x) => x.name === d.name)!.textIds.includes(id)).length;
    parts.push(d.all ? `the dataset “${d.name}”` : `${formatCount(chosen, "text")} of “${d.name}”`);
  }
  return parts.length === 0 ? formatCount(0, "paper") : parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/** How many are chosen, as a menu's count says it: the bare number while no dataset is among them, else the choice in words. */
export function choiceCount(selected: readonly number[], datasets: readonly DatasetChoice[]): string {
  return splitChoice(selected, datasets).datasets.length === 0 ? formatCount(selected.length) : choiceWords(selected, datasets);
}
