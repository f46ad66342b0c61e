import { DATASETS_ANSWER_MAX, DATASETS_PAGE_DEFAULT, type DatasetsPageRequest } from "../../contract/datasetListPages.ts";
import { DATASET_TEXTS_ANSWER_MAX, DATASET_TEXTS_PAGE_DEFAULT, type DatasetTextsPageRequest } from "../../contract/datasetTextPages.ts";
import type { DatasetsService } from "../../contract/services.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { countDatasets, countDatasetTexts, listDatasets, listDatasetsPage, listDatasetTexts, listDatasetTextsPage } from "../db/repositories/datasets.ts";
import { DatasetTextsTooManyError } from "../errors/DatasetTextsTooManyError.ts";
import { DatasetsTooManyError } from "../errors/DatasetsTooManyError.ts";

/**
 * The `datasets` service: the QA datasets imported with their source texts (`qaImport` stores
 * them), listed apart from the papers, as the library shows them. Read only: a dataset's texts
 * arrive with its import and leave with their entries.
 */
export function createDatasetsService(db: () => LibraryDatabase): DatasetsService {
  return {
    async listDatasets() {
      // Counted first: a refusal costs one bounded count, not the whole list.
      if (countDatasets(db(), DATASETS_ANSWER_MAX) > DATASETS_ANSWER_MAX) throw new DatasetsTooManyError(DATASETS_ANSWER_MAX);
      return listDatasets(db());
    },
    async listDatasetsPage(request: DatasetsPageRequest = {}) {
      const limit = request.limit ?? DATASETS_PAGE_DEFAULT;
      // One more than asked says whether another page follows without a page that comes back empty.
      const rows = listDatasetsPage(db(), { after: request.after, limit: limit + 1 });
      const datasets = rows.slice(0, limit);
      const last = datasets.at(-1);
      return { datasets, next: rows.length > limit && last ? { importedAt: last.importedAt, name: last.name } : null };
    },
    async listTexts({ dataset }) {
      if (countDatasetTexts(db(), dataset, DATASET_TEXTS_ANSWER_MAX) > DATASET_TEXTS_ANSWER_MAX) throw new DatasetTextsTooManyError(dataset, DATASET_TEXTS_ANSWER_MAX);
      return listDatasetTexts(db(), dataset);
    },
    async listTextsPage(request: DatasetTextsPageRequest) {
      const limit = request.limit ?? DATASET_TEXTS_PAGE_DEFAULT;
      const rows = listDatasetTextsPage(db(), { dataset: request.dataset, after: request.after, limit: limit + 1 });
      const texts = rows.slice(0, limit);
      const last = texts.at(-1);
      return { texts, next: rows.length > limit && last ? { position: last.position, id: last.id } : null };
    },
  };
}
