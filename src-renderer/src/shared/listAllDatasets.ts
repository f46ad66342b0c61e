import { allDatasets, DATASETS_PAGE_MAX } from "@contract/datasetListPages.ts";
import { allDatasetTexts, DATASET_TEXTS_PAGE_MAX } from "@contract/datasetTextPages.ts";
import type { DatasetSummary, DatasetText } from "@contract/datasets.ts";
import { client } from "../client/index.ts";

/** Every imported dataset, newest first, a page at a time: a library can hold more than one answer may list. */
export function listAllDatasets(): Promise<DatasetSummary[]> {
  return allDatasets((after) => client.call("datasets.listDatasetsPage", { after, limit: DATASETS_PAGE_MAX }));
}

/** A dataset's texts in its own order, a page at a time: one QA file can bring more than one answer may list. */
export function listAllDatasetTexts(dataset: string): Promise<DatasetText[]> {
  return allDatasetTexts((after) => client.call("datasets.listTextsPage", { dataset, after, limit: DATASET_TEXTS_PAGE_MAX }));
}
