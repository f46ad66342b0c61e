import { allDatasets, DATASETS_PAGE_MAX } from "@contract/datasetListPages.ts";
import type { DatasetSummary } from "@contract/datasets.ts";
import { client } from "../client/index.ts";

/** Every imported dataset, newest first, a page at a time: a library can hold more than one answer may list. */
export function listAllDatasets(): Promise<DatasetSummary[]> {
  return allDatasets((after) => client.call("datasets.listDatasetsPage", { after, limit: DATASETS_PAGE_MAX }));
}
