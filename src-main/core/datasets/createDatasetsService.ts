import type { DatasetsService } from "../../contract/services.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { listDatasets, listDatasetTexts } from "../db/repositories/datasets.ts";

/**
 * The `datasets` service: the QA datasets imported with their source texts (`qaImport` stores
 * them), listed apart from the papers, as the library shows them. Read only: a dataset's texts
 * arrive with its import and leave with their entries.
 */
export function createDatasetsService(db: () => LibraryDatabase): DatasetsService {
  return {
    async listDatasets() {
      return listDatasets(db());
    },
    async listTexts({ dataset }) {
      return listDatasetTexts(db(), dataset);
    },
  };
}
